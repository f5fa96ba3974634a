import type { SignedLink } from '@kusasa/domain/schemas/documents';

// What document reviews read from their neighbours (issue 31); areas/counselors.ts wires them.

/** A learner's uploaded document as a review names it: never its file. */
export interface ReviewableDocument {
  id: string;
  documentType: string;
  originalName: string | null;
}

/** From features/documents. */
export interface ReviewDocumentsPort {
  /** The learner's own document, or null (another's and a made-up id alike). */
  ownedDocument(learnerId: string, documentId: string): Promise<ReviewableDocument | null>;
  documentsOf(learnerId: string): Promise<ReviewableDocument[]>;
  /** A signed link to any document (the documents feature's signer), valid `seconds`. */
  link(documentId: string, seconds: number): Promise<SignedLink | undefined>;
}

/** From features/counselor-accounts: whether an admin approved the counselor. */
export interface ReviewerApprovalPort {
  isApproved(userId: string): Promise<boolean>;
}
