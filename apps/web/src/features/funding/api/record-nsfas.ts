import { type FundingReadiness, type RecordNsfas, fundingReadinessSchema } from '@kusasa/domain/schemas/funding/readiness';
import { apiCall } from '../../../lib/api-client';
import { FUNDING_PATH } from './get-funding';

/** PUT /api/funding/nsfas: the reference and the status the learner sees on myNSFAS. */
export async function recordNsfas(body: RecordNsfas): Promise<FundingReadiness> {
  return apiCall(`${FUNDING_PATH}/nsfas`, { method: 'PUT', body, schema: fundingReadinessSchema });
}
