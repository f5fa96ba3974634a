import type { Kernel } from '../core/kernel.ts';
import type { App } from '../http/types.ts';
import type { Funding } from './funding.ts';
import type { LearnerJourney } from './learner-journey.ts';

/**
 * Counselors' caseloads (issue 29): counselor accounts (an admin's approval, the school, the code),
 * learners' links (what they share, until when), and the counselor's caseload with notes.
 */
export function registerCounselors(app: App, kernel: Kernel, others: { journey: LearnerJourney; funding: Funding }) {
  void app;
  void kernel;
  void others;
  return {};
}
