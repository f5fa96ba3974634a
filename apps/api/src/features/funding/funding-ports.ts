import type { FieldOfStudy, IncomeBand, InstitutionType } from '@kusasa/domain/rules/funding-answers';
import type { FundingOutcome } from '@kusasa/domain/rules/funding-rules';
import type { IdentityCheck } from '@kusasa/domain/schemas/identity-check';
import type { NsfasCycle } from '@kusasa/domain/schemas/funding/common';
import type { Executor } from '../../db/database.ts';

// What the funding feature takes from its neighbours and gives them (issue 28). areas/funding.ts
// wires them: funding-cycles gives the windows, nsfas-accounts says who is approved staff,
// sponsor-matches reads the learners who share with sponsors and records its invitations here.

/** From features/funding-cycles: NSFAS windows per funding year, newest first, with their state on `today`. */
export interface CyclesPort {
  list(today: string): Promise<NsfasCycle[]>;
}

/** From features/nsfas-accounts: whether an NSFAS account has been approved by an admin. */
export interface StaffApprovalPort {
  isApproved(userId: string): Promise<boolean>;
}

/** A learner who consented to share with sponsors, as matching reads them: never an ID number, contact or document. */
export interface SponsorShareableLearner {
  learnerId: string;
  firstName: string | null;
  province: string | null;
  fieldsOfStudy: FieldOfStudy[];
  institutionTypes: InstitutionType[];
  incomeBand: IncomeBand;
  outcome: FundingOutcome;
  identityCheck: IdentityCheck | null;
}

/** From features/funding to features/sponsor-matches. */
export interface FundingForSponsors {
  /** Learners whose sponsors consent is current and whose questionnaire is complete. */
  shareableLearners(): Promise<SponsorShareableLearner[]>;
  /** Puts the invitation on the learner's timeline and notifies them, in the caller's transaction. */
  recordInvitation(
    tx: Executor,
    invitation: { invitationId: string; learnerId: string; sponsorId: string; sponsorName: string; message: string | null },
  ): Promise<void>;
}
