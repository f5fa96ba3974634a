// The query keys that more than one feature reads or invalidates. Everything loaded for the
// signed-in learner sits under one prefix, learnerKeys.all, so a change that moves all of it
// (a plan change) is one invalidation, and no feature imports another's keys.

import type { InstitutionListQuery } from '@kusasa/domain/schemas/catalogue';
import type { QueryClient } from '@tanstack/react-query';

/** The session query (lib/session.ts): who is signed in. Not learner data: it outlives it. */
export const SESSION_QUERY_KEY = ['auth', 'session'] as const;

/** The signed-in learner's own records, each feature's under its own segment. */
export const learnerKeys = {
  all: ['learner'] as const,
  profile: () => [...learnerKeys.all, 'profile'] as const,
  dashboard: () => [...learnerKeys.all, 'dashboard'] as const,
  applications: () => [...learnerKeys.all, 'applications'] as const,
  applicationList: () => [...learnerKeys.applications(), 'list'] as const,
  /** The name and ID number /apply shows read-only, from the profile. */
  applicant: () => [...learnerKeys.applications(), 'applicant'] as const,
  /** The APS and the programme eligibility, both read from the saved marks. */
  aps: () => [...learnerKeys.all, 'aps'] as const,
  myAps: () => [...learnerKeys.aps(), 'me'] as const,
  eligibility: () => [...learnerKeys.aps(), 'eligibility'] as const,
  documents: () => [...learnerKeys.all, 'documents'] as const,
  /** Funding readiness (issue 28): the pre-check, checklist, NSFAS status and consents; its timeline beneath. */
  funding: () => [...learnerKeys.all, 'funding'] as const,
  fundingTimeline: () => [...learnerKeys.funding(), 'timeline'] as const,
  /** Counselor links (issue 29): the learner's links, invitations and counselors' notes. */
  counselorLinks: () => [...learnerKeys.all, 'counselor-links'] as const,
  /** Deadlines (issue 30): the learner's dates (the page and the dashboard card), and their calendar feed. */
  deadlines: () => [...learnerKeys.all, 'deadlines'] as const,
  calendarFeed: () => [...learnerKeys.deadlines(), 'calendar'] as const,
  /** The roadmap and interview practice (issue 31, Pro + AI): read again after any change of the learner's own rows. */
  roadmap: () => [...learnerKeys.all, 'roadmap'] as const,
  interviewPractice: (choice: string) => [...learnerKeys.all, 'interview-practice', choice] as const,
  /** Document reviews (issue 31): the plan's terms, the documents to choose from and the requests; a plan change moves the terms. */
  documentReviews: () => [...learnerKeys.all, 'document-reviews'] as const,
  /** The plan that gates features (bought plans and sponsor allocations). */
  plan: () => [...learnerKeys.all, 'plan'] as const,
  payments: () => [...learnerKeys.all, 'payments'] as const,
  payment: (merchantReference: string) => [...learnerKeys.payments(), 'payment', merchantReference] as const,
  paymentRecovery: () => [...learnerKeys.payments(), 'recovery'] as const,
  subscription: () => [...learnerKeys.payments(), 'subscription'] as const,
};

/**
 * A plan change (a payment, a claimed payment, a cancellation) moves every limit the app shows:
 * the subscription, the gates, the document and application caps. All of it is read again.
 */
export function refreshAfterPlanChange(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: learnerKeys.all });
}

/** The signed-in user's notifications (any account type); the live stream writes into the list. */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
};

/** The public catalogue: institutions, programmes and subjects. */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  institutions: (query: InstitutionListQuery) => [...catalogueKeys.all, 'institutions', query] as const,
  institution: (id: string) => [...catalogueKeys.all, 'institution', id] as const,
  programmes: (institutionId?: string) => [...catalogueKeys.all, 'programmes', institutionId ?? 'all'] as const,
  subjects: () => [...catalogueKeys.all, 'subjects'] as const,
};
