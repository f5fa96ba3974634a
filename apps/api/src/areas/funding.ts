import type { Kernel } from '../core/kernel.ts';
import type { App } from '../http/types.ts';
import type { LearnerJourney } from './learner-journey.ts';

/**
 * Funding readiness (issue 28): NSFAS windows per cycle, NSFAS staff accounts, the learner's
 * pre-check, checklist, consents and appeals, NSFAS staff's workspace, and sponsors' matching.
 */
export function registerFunding(app: App, kernel: Kernel, { journey }: { journey: Pick<LearnerJourney, 'documents' | 'profile'> }) {
  void app;
  void kernel;
  void journey;
  return {};
}

export type Funding = ReturnType<typeof registerFunding>;
