import type { FundingConsentAudience } from '@kusasa/domain/rules/funding-statuses';
import { type FundingReadiness, fundingReadinessSchema } from '@kusasa/domain/schemas/funding/readiness';
import { apiCall } from '../../../lib/api-client';
import { FUNDING_PATH } from './get-funding';

/** PUT /api/funding/consents/:audience with the wording version shown (a stale version: 409). */
export async function giveConsent({ audience, version }: { audience: FundingConsentAudience; version: string }): Promise<FundingReadiness> {
  return apiCall(`${FUNDING_PATH}/consents/${audience}`, { method: 'PUT', body: { version }, schema: fundingReadinessSchema });
}
