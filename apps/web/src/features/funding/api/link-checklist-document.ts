import type { FundingDocumentItem } from '@kusasa/domain/rules/funding-checklist';
import { type FundingReadiness, type LinkChecklistDocument, fundingReadinessSchema } from '@kusasa/domain/schemas/funding/readiness';
import { apiCall } from '../../../lib/api-client';
import { FUNDING_PATH } from './get-funding';

/** PUT /api/funding/checklist/:item: puts one of the learner's documents on a checklist line, with its certification date. */
export async function linkChecklistDocument({ item, body }: { item: FundingDocumentItem; body: LinkChecklistDocument }): Promise<FundingReadiness> {
  return apiCall(`${FUNDING_PATH}/checklist/${item}`, { method: 'PUT', body, schema: fundingReadinessSchema });
}
