import type { FundingDocumentItem } from '@kusasa/domain/rules/funding-checklist';
import { type FundingReadiness, fundingReadinessSchema } from '@kusasa/domain/schemas/funding/readiness';
import { apiCall } from '../../../lib/api-client';
import { FUNDING_PATH } from './get-funding';

/** DELETE /api/funding/checklist/:item: takes the document off the line (it stays in the learner's documents). */
export async function unlinkChecklistDocument(item: FundingDocumentItem): Promise<FundingReadiness> {
  return apiCall(`${FUNDING_PATH}/checklist/${item}`, { method: 'DELETE', schema: fundingReadinessSchema });
}
