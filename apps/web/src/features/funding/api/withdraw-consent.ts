import type { FundingConsentAudience } from '@kusasa/domain/rules/funding-statuses';
import { type FundingReadiness, fundingReadinessSchema } from '@kusasa/domain/schemas/funding/readiness';
import { apiCall } from '../../../lib/api-client';
import { FUNDING_PATH } from './get-funding';

/** DELETE /api/funding/consents/:audience: takes effect at once. */
export async function withdrawConsent(audience: FundingConsentAudience): Promise<FundingReadiness> {
  return apiCall(`${FUNDING_PATH}/consents/${audience}`, { method: 'DELETE', schema: fundingReadinessSchema });
}
