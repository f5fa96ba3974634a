import { type FundingReadiness, type NewAppeal, fundingReadinessSchema } from '@kusasa/domain/schemas/funding/readiness';
import { apiCall } from '../../../lib/api-client';
import { FUNDING_PATH } from './get-funding';

/** POST /api/funding/appeals (201; 409 outside the appeal window). */
export async function submitAppeal(body: NewAppeal): Promise<FundingReadiness> {
  return apiCall(`${FUNDING_PATH}/appeals`, { method: 'POST', body, schema: fundingReadinessSchema });
}
