import { type FundingReadiness, fundingReadinessSchema } from '@kusasa/domain/schemas/funding/readiness';
import { apiCall } from '../../../lib/api-client';
import { FUNDING_PATH } from './get-funding';

/** POST /api/funding/appeals/:appealId/withdraw: an open appeal only. */
export async function withdrawAppeal(appealId: string): Promise<FundingReadiness> {
  return apiCall(`${FUNDING_PATH}/appeals/${appealId}/withdraw`, { method: 'POST', schema: fundingReadinessSchema });
}
