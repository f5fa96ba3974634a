import type { ApplicationStatus } from '@kusasa/domain/schemas/applications';
import type { DocumentType, VerificationStatus } from '@kusasa/domain/schemas/documents';
import type { MyAps } from '@kusasa/domain/schemas/my-aps';

// What the assistant needs to know about the asking learner, and nothing more. areas/assistant.ts wires these
// to the features that own the rows (aps, catalogue, documents, applications); every method reads
// only the rows of the user id it is given, which is always the session's user.

export interface ProgrammeMatch {
  programmeName: string;
  institutionName: string;
  institutionSlug: string | null;
  status: 'meets' | 'nearly' | 'does_not_meet';
}

export interface LearnerDocument {
  documentType: DocumentType;
  verificationStatus: VerificationStatus;
  failureReason: string | null;
  /** ISO date-time: the newest document of a type is the one that counts. */
  createdAt: string;
}

export interface LearnerApplication {
  programmeName: string | null;
  institutionName: string | null;
  /** Which catalogue institution (its closing dates); null while a draft has none. */
  institutionSlug: string | null;
  status: ApplicationStatus;
}

export interface LearnerFacts {
  aps(userId: string): Promise<MyAps>;
  eligibility(userId: string): Promise<ProgrammeMatch[]>;
  documents(userId: string): Promise<LearnerDocument[]>;
  applications(userId: string): Promise<LearnerApplication[]>;
}
