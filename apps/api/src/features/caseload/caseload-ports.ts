import type { CounselorScope } from '@kusasa/domain/rules/counselor-links';
import type { CaseloadLearner } from '@kusasa/domain/schemas/counselors/caseload';

// What the caseload feature reads from its neighbours (issue 29); areas/counselors.ts wires them.

/** A learner's link to a counselor in force today (not revoked, end date not passed). */
export interface CurrentLink {
  learnerId: string;
  scopes: CounselorScope[];
  endsOn: string;
}

/** From features/counselor-links. */
export interface LinksPort {
  currentLinks(counselorId: string, today: string): Promise<CurrentLink[]>;
  currentLink(counselorId: string, learnerId: string, today: string): Promise<CurrentLink | null>;
}

/** From features/counselor-accounts. */
export interface CounselorApprovalPort {
  isApproved(userId: string): Promise<boolean>;
}

/** What the caseload shows of one learner before the scopes are applied; every part comes from its owner. */
export type LearnerFacts = Omit<CaseloadLearner, 'learnerId' | 'scopes' | 'endsOn' | 'notes'>;

/** From the learner's journey and funding areas, batched for a page of learners. */
export interface LearnerFactsPort {
  facts(learnerIds: string[], today: string): Promise<Map<string, LearnerFacts>>;
}
