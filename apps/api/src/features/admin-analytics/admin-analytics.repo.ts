import type { Executor } from '../../db/database.ts';
import { createDocumentAnalyticsRepo } from './document-analytics.repo.ts';
import { createJourneyAnalyticsRepo } from './journey-analytics.repo.ts';
import { createPaymentAnalyticsRepo } from './payment-analytics.repo.ts';

// Every figure of the admin analytics, one SQL aggregate each (analytics-sql.ts says how), by
// subject: the learners' journey, documents and payments.
export function createAdminAnalyticsRepo(db: Executor) {
  return { ...createJourneyAnalyticsRepo(db), ...createDocumentAnalyticsRepo(db), ...createPaymentAnalyticsRepo(db) };
}
export type AdminAnalyticsRepo = ReturnType<typeof createAdminAnalyticsRepo>;
