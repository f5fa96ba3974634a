import type { Kernel } from '../core/kernel.ts';
import { caseloadRoutes } from '../features/caseload/caseload.routes.ts';
import { createCaseloadService } from '../features/caseload/caseload.service.ts';
import { createLearnerFacts } from '../features/caseload/learner-facts.ts';
import { counselorAccountsRoutes } from '../features/counselor-accounts/counselor-accounts.routes.ts';
import { createCounselorAccountsService } from '../features/counselor-accounts/counselor-accounts.service.ts';
import { counselorLinksRoutes } from '../features/counselor-links/counselor-links.routes.ts';
import { createCounselorLinksService } from '../features/counselor-links/counselor-links.service.ts';
import { documentReviewsRoutes } from '../features/document-reviews/document-reviews.routes.ts';
import { createDocumentReviewsService } from '../features/document-reviews/document-reviews.service.ts';
import type { ReviewDocumentsPort } from '../features/document-reviews/review-ports.ts';
import { createReviewQueueService } from '../features/document-reviews/review-queue.service.ts';
import { AppError } from '../http/app-error.ts';
import type { App } from '../http/types.ts';
import type { Funding } from './funding.ts';
import type { LearnerJourney } from './learner-journey.ts';

/**
 * Counselors' caseloads (issue 29): counselor accounts (an admin's approval, the school, the code),
 * learners' links (what they share, until when), and the counselor's caseload with notes.
 */
export function registerCounselors(app: App, kernel: Kernel, others: { journey: LearnerJourney; funding: Funding }) {
  const publicUrl = kernel.config.publicUrl;

  // --- counselor-accounts: admins approve counselors (a code is issued); the counselor's school.
  // The CounselorApprovalPort (isApproved) of the caseload, and the directory the links read.
  const counselorAccounts = createCounselorAccountsService({ ...kernel, publicUrl });
  counselorAccountsRoutes(app, counselorAccounts);

  // --- counselor-links: learners' links to counselors and counselors' invitations (the LinksPort
  // of the caseload: currentLinks, currentLink). Notes to the learner come from the caseload (notesFor).
  // The caseload is built below from these links; its notes are read per request, when it exists.
  const counselorLinks = createCounselorLinksService({
    ...kernel,
    publicUrl,
    counselors: counselorAccounts,
    notesFor: (learnerId) => caseload.notesFor(learnerId),
  });
  counselorLinksRoutes(app, counselorLinks);

  // --- caseload: the counselor's caseload, a linked learner's page and notes. What each learner
  // shows comes from its owners: names (users), school and marks (profile), APS, the journey
  // (dashboard), documents' statuses, applications with closing dates and their events (admissions),
  // and the funding outcome and events; the caseload applies the learner's scopes.
  const { journey, funding } = others;
  const learners = createLearnerFacts({
    namesOf: (ids) => kernel.users.summariesOf(ids),
    identityChecksOf: (ids) => kernel.users.identityChecksOf(ids),
    schoolsOf: (ids) => journey.profile.schoolsOf(ids),
    documentsOf: (ids) => journey.documents.statusesOf(ids),
    applicationsOf: (ids, today) => journey.applications.overviewOf(ids, today),
    fundingOutcomesOf: (ids) => funding.fundingForCounselors.outcomesOf(ids),
    journeyOf: async (id) => (await journey.dashboard.forLearner(id).catch(() => null))?.journey ?? null,
    educationOf: async (id) => (await journey.profile.read(id)).education,
    apsOf: async (id) => (await journey.aps.myAps(id)).score,
    applicationEventsOf: (applicationId) => kernel.admissions.eventsOf(applicationId),
    fundingEventsOf: (id) => funding.fundingForCounselors.eventsOf(id),
  });
  const caseload = createCaseloadService({ ...kernel, links: counselorLinks, approval: counselorAccounts, learners });
  caseloadRoutes(app, caseload);

  // --- document-reviews (issue 31): learners ask for comments on a document or a statement;
  // approved counselors (counselorAccounts) and admins answer from one queue, Pro + AI first. The
  // documents are the journey's: a learner's own, and the signer's link for the reviewer.
  const documents = reviewDocuments(journey);
  const reviews = createDocumentReviewsService({ ...kernel, documents });
  const reviewQueue = createReviewQueueService({ ...kernel, documents, approval: counselorAccounts });
  documentReviewsRoutes(app, reviews, reviewQueue);

  return { counselorAccounts, counselorLinks, caseload };
}

export type Counselors = ReturnType<typeof registerCounselors>;

/** The documents feature as document reviews read it: a learner's own documents (never the file) and a signed link. */
function reviewDocuments({ documents }: Pick<LearnerJourney, 'documents'>): ReviewDocumentsPort {
  const asLearner = (id: string) => ({ id, userType: 'student' as const });
  const ref = ({ id, documentType, originalName }: { id: string; documentType: string; originalName: string | null }) => ({ id, documentType, originalName });
  return {
    // Another learner's document and a made-up id are both the documents feature's 404.
    ownedDocument: (learnerId, documentId) =>
      documents.get(asLearner(learnerId), documentId).then(ref, (error: unknown) => {
        if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
        throw error;
      }),
    documentsOf: async (learnerId) => (await documents.list(asLearner(learnerId))).documents.map(ref),
    link: (documentId, seconds) => documents.adminLink(documentId, seconds),
  };
}
