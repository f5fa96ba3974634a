import type { ApsPackId } from '@kusasa/domain/rules/aps';
import type { MinApsForSubject, SubjectRequirement } from '@kusasa/domain/schemas/aps';
import type { InstitutionType } from '@kusasa/domain/schemas/catalogue';

// The product's live facts Thandi answers from, read at the moment of asking: the catalogue's
// institutions, intakes (dates and application fees) and programmes (requirements). The assistant
// feature only declares this port; areas/assistant.ts implements it from the catalogue service, and
// the bench from the catalogue's seed files, so an answer changes as soon as the catalogue does and
// no knowledge entry holds a copy that goes stale.

export interface InstitutionFact {
  slug: string;
  name: string;
  shortName: string | null;
  type: InstitutionType;
  website: string | null;
  applyUrl: string | null;
}

export interface IntakeFact {
  year: number;
  name: string;
  opensOn: string | null;
  closesOn: string | null;
  lateClosesOn: string | null;
  lateRules: string | null;
  /** 0: no fee; null: not published. */
  applicationFeeRand: number | null;
}

export interface ProgrammeFact {
  name: string;
  faculty: string | null;
  qualificationType: string;
  minAps: number | null;
  apsPackId: ApsPackId;
  subjectMinimums: SubjectRequirement[];
  minApsBySubject: MinApsForSubject[];
  otherRequirements: string | null;
  closesOn: string | null;
  /** null: the catalogue holds no tuition figure. */
  tuitionFeeRand: number | null;
}

export interface AssistantFacts {
  /** Every active institution (names and abbreviations are how questions name them). */
  institutions(): Promise<InstitutionFact[]>;
  /** The institution's intakes, newest year first. */
  intakes(slug: string): Promise<IntakeFact[]>;
  programmes(slug: string): Promise<ProgrammeFact[]>;
  /** Today in South Africa (YYYY-MM-DD): which intake is current, whether a date has passed. */
  today(): string;
}
