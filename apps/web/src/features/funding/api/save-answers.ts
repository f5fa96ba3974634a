import type { FundingStep, fundingStepSchemas } from '@kusasa/domain/rules/funding-answers';
import { type FundingReadiness, fundingReadinessSchema } from '@kusasa/domain/schemas/funding/readiness';
import type { z } from 'zod';
import { apiCall } from '../../../lib/api-client';
import { FUNDING_PATH } from './get-funding';

export type StepBody<S extends FundingStep> = z.infer<(typeof fundingStepSchemas)[S]>;

/** PUT /api/funding/answers/:step: saves one step (400 with field messages, nothing saved, on a bad field). */
export async function saveAnswers({ step, body }: { step: FundingStep; body: StepBody<FundingStep> }): Promise<FundingReadiness> {
  return apiCall(`${FUNDING_PATH}/answers/${step}`, { method: 'PUT', body, schema: fundingReadinessSchema });
}
