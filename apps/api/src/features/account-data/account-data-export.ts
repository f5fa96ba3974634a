import type { Database } from '../../db/database.ts';
import type { AccountDataDeps } from './account-data.service.ts';
import { createAssistantDataRepo } from './assistant-data.repo.ts';
import { createStudentDataRepo } from './student-data.repo.ts';
import { createSupportDataRepo } from './support-data.repo.ts';

// The parts of "Your data"'s download that come from the journey, Thandi, support and mailed links.

/** Tokens in mailed links are blanked in the download: a still-valid link must not travel in a file. */
export const withoutLinkTokens = (text: string) => text.replace(/#token=[A-Za-z0-9_-]+/g, '#token=[removed]');

/** The student journey's and payments' part of the download (empty for accounts that have none). */
export async function studentJourneyOf({ db, payments: paymentRecords }: AccountDataDeps, userId: string) {
  const repo = createStudentDataRepo(db);
  const [
    addresses,
    education,
    wizardProgress,
    careerAssessment,
    documents,
    applications,
    payments,
    billingTransactions,
    sponsorAllocations,
    sponsorshipRequests,
  ] = await Promise.all([
    repo.addressesOf(userId),
    repo.educationOf(userId),
    repo.wizardProgressOf(userId),
    repo.careerAssessmentOf(userId),
    repo.documentsOf(userId),
    repo.applicationsOf(userId),
    paymentRecords.exportFor(userId),
    paymentRecords.billingFor(userId),
    repo.sponsorAllocationsOf(userId),
    repo.sponsorshipRequestsOf(userId),
  ]);
  return {
    studentProfile: { addresses, education, wizardProgress, careerAssessment },
    documents,
    applications,
    payments,
    billingTransactions,
    sponsorAllocations,
    sponsorshipRequests,
  };
}

/** Thandi's part of the download: the chat history with feedback, and questions per day. */
export async function assistantOf(db: Database, userId: string) {
  const repo = createAssistantDataRepo(db);
  const [exchanges, dailyUsage] = await Promise.all([repo.exchangesOf(userId), repo.dailyUsageOf(userId)]);
  return { assistant: { exchanges, dailyUsage } };
}

/** Contact Us requests sent while signed in, and the learner's story (both go with the account: ON DELETE CASCADE). */
export async function supportOf(db: Database, userId: string) {
  const repo = createSupportDataRepo(db);
  const [requests, testimonials] = await Promise.all([repo.requestsOf(userId), repo.testimonialsOf(userId)]);
  return { support: { requests }, testimonials };
}

/** The account's mailed links, by purpose, without their tokens. */
export async function emailLinksOf(emailLinks: AccountDataDeps['emailLinks'], userId: string) {
  const rows = await emailLinks.linksOf(userId);
  const of = (purpose: string) => rows.filter((row) => row.purpose === purpose).map(({ createdAt, expiresAt, usedAt }) => ({ createdAt, expiresAt, usedAt }));
  return { passwordReset: of('password_reset'), emailConfirmation: of('email_confirmation') };
}
