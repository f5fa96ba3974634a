import type { CounselorScope } from '@kusasa/domain/rules/counselor-links';
import type { CaseloadLearner } from '@kusasa/domain/schemas/counselors/caseload';
import type { CounselorSchool } from '@kusasa/domain/schemas/counselors/common';

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

/** From features/counselor-accounts: whether an admin approved the counselor, and their name and school (the PDF summary). */
export interface CounselorApprovalPort {
  isApproved(userId: string): Promise<boolean>;
  summariesOf(userIds: string[]): Promise<Map<string, { name: string | null; school: CounselorSchool | null }>>;
}

/** What the caseload shows of one learner before the scopes are applied; every part comes from its owner. */
export type LearnerFacts = Omit<CaseloadLearner, 'learnerId' | 'scopes' | 'endsOn' | 'notes' | 'timeline'> & {
  /** Each part's events apart, so that only a shared part's reach the counselor. */
  timeline: { applications: CaseloadLearner['timeline']; funding: CaseloadLearner['timeline'] };
};

/** What the caseload list sorts, filters and searches on, for every linked learner (before the scopes). */
export type LearnerOverview = Pick<LearnerFacts, 'fullName' | 'school' | 'grade' | 'nextDeadline' | 'missingDocuments' | 'applications' | 'fundingOutcome'>;

/** From the learner's journey and funding areas, batched for a page of learners. */
export interface LearnerFactsPort {
  /** A few batched reads for every linked learner: the deadline sort and the filters need them all. */
  overviews(learnerIds: string[], today: string): Promise<Map<string, LearnerOverview>>;
  /** The journey step of each learner on the page shown. */
  journeySteps(learnerIds: string[]): Promise<Map<string, string | null>>;
  /** Everything, for the learner's own page. */
  facts(learnerIds: string[], today: string): Promise<Map<string, LearnerFacts>>;
}
