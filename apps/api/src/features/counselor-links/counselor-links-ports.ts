import type { CounselorSchool, CounselorNote } from '@kusasa/domain/schemas/counselors/common';

// What the links feature reads from its neighbours (issue 29); areas/counselors.ts wires them.

/** From features/counselor-accounts: who holds a code, and what a learner sees of a counselor. */
export interface CounselorDirectory {
  byCode(code: string): Promise<{ counselorId: string } | null>;
  isApproved(userId: string): Promise<boolean>;
  /** Every id answered; an unknown one has no name and is not approved. */
  summariesOf(userIds: string[]): Promise<Map<string, { name: string | null; school: CounselorSchool | null; approved: boolean }>>;
}

/** From the caseload feature: the notes counselors wrote to this learner, newest first. */
export type NotesFor = (learnerId: string) => Promise<CounselorNote[]>;
