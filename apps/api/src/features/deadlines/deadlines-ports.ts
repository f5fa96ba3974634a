import type { FundingReadiness } from '@kusasa/domain/schemas/funding/readiness';
import type { NsfasCycle } from '@kusasa/domain/schemas/funding/common';

// What the deadlines feature reads from its neighbours (issue 30); areas/deadlines.ts wires them
// from applications (admissions' overview), documents, the catalogue and funding.

export interface ApplicationDates {
  id: string;
  status: string;
  institutionId: string | null;
  programId: string | null;
  institutionName: string | null;
  programName: string | null;
}

export interface ProgrammeDates {
  id: string;
  faculty: string | null;
  closesOn: string | null;
  sourceTitle: string | null;
  sourceUrl: string | null;
  checkedOn: string | null;
}

export interface IntakeDates {
  institutionId: string;
  name: string;
  opensOn: string | null;
  closesOn: string | null;
  lateClosesOn: string | null;
  lateRules: string | null;
  sourceTitle: string | null;
  sourceUrl: string | null;
  checkedOn: string | null;
}

export interface OpenElsewhere {
  institutionName: string;
  slug: string;
  what: string;
  closesOn: string | null;
}

export type FundingDates = Pick<FundingReadiness, 'assessment' | 'checklist' | 'nsfas'>;

export interface DeadlineSources {
  /** The learner's applications, each with its institution and programme. */
  applicationsOf(userId: string, today: string): Promise<ApplicationDates[]>;
  /** Whether the learner has uploaded Grade 12 results (not rejected). */
  hasGrade12Results(userId: string): Promise<boolean>;
  datesOf(institutionIds: string[], programmeIds: string[]): Promise<{ programmes: ProgrammeDates[]; intakes: IntakeDates[] }>;
  /** Other institutions still open in the faculty, and TVET colleges' later intakes. */
  stillOpen(faculty: string | null, today: string, exceptInstitutionIds: string[]): Promise<{ elsewhere: OpenElsewhere[]; tvet: OpenElsewhere[] }>;
  /** NSFAS windows, newest funding year first. */
  cycles(today: string): Promise<NsfasCycle[]>;
  funding(userId: string): Promise<FundingDates>;
}

/** The facts one learner's list is built from. */
export interface DeadlineFacts {
  applications: ApplicationDates[];
  hasGrade12Results: boolean;
  programmes: ProgrammeDates[];
  intakes: IntakeDates[];
  cycles: NsfasCycle[];
  funding: FundingDates;
}
