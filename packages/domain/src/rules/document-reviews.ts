import type { PlanId } from './plan-data.ts';
import { isWorkingDay, SAST_OFFSET_MS } from './working-days.ts';

// Document reviews (issue 31; decision 0419): a learner asks a reviewer (an approved counselor or an
// admin) to comment on an uploaded document or a pasted personal statement or motivation letter.
// Pro + AI includes them with the priority queue; Essential gets a slower, smaller allowance;
// Starter is told what it would take.

export const REVIEW_KINDS = ['document', 'personal_statement', 'motivation_letter'] as const;
export type ReviewKind = (typeof REVIEW_KINDS)[number];

export const REVIEW_STATUSES = ['waiting', 'in_review', 'answered'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** A pasted statement: long enough to be worth reading, short enough to answer in a sitting (about 1,000 words). */
export const STATEMENT_MIN_LENGTH = 100;
export const STATEMENT_MAX_LENGTH = 6000;
export const REVIEW_QUESTION_MAX_LENGTH = 500;
export const REVIEW_COMMENTS_MAX_LENGTH = 6000;

/** What a plan gives: how many requests may be open at once, the promise in working days, and a place at the front of the queue. */
export interface ReviewTerms {
  maxOpen: number;
  workingDays: number;
  priority: boolean;
}

/** The promise in working days: Pro + AI's priority queue, and everyone else who may ask. */
export const REVIEW_PROMISE_DAYS = { priority: 2, standard: 5 } as const;

export const REVIEW_TERMS_BY_PLAN: Record<PlanId, ReviewTerms | null> = {
  starter: null,
  essential: { maxOpen: 1, workingDays: REVIEW_PROMISE_DAYS.standard, priority: false },
  'pro-ai': { maxOpen: 3, workingDays: REVIEW_PROMISE_DAYS.priority, priority: true },
};

export function reviewTermsFor(planId: PlanId): ReviewTerms | null {
  return REVIEW_TERMS_BY_PLAN[planId];
}

/** The hour (SAST) by which the last working day's answer is promised: the end of support hours. */
export const REVIEW_DUE_HOUR = 17;

const DAY_MS = 86_400_000;

/**
 * When an answer is promised: 17:00 SAST on the `workingDays`-th working day after the day the
 * learner asked (a request on Monday with 2 days is due Wednesday 17:00; on Saturday, Tuesday).
 */
export function reviewDueAt(askedAt: Date, workingDays: number): Date {
  // South Africa keeps UTC+2 all year, so SAST days are UTC days shifted by two hours.
  const local = new Date(askedAt.getTime() + SAST_OFFSET_MS);
  let day = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  let counted = 0;
  while (counted < workingDays) {
    day += DAY_MS;
    if (isWorkingDay(new Date(day))) counted += 1;
  }
  return new Date(day + REVIEW_DUE_HOUR * 3_600_000 - SAST_OFFSET_MS);
}

/** Whole minutes a request has waited by `now` (never negative). */
export function minutesWaited(askedAt: Date | string, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - new Date(askedAt).getTime()) / 60_000));
}

export function isOverdue(dueAt: Date | string, now: Date, status: ReviewStatus): boolean {
  return status !== 'answered' && now.getTime() > new Date(dueAt).getTime();
}

/** The queue's order: Pro + AI (priority) first, then whoever has waited longest. */
export function compareQueue(
  a: { priority: boolean; askedAt: Date | string; id: string },
  b: { priority: boolean; askedAt: Date | string; id: string },
): number {
  if (a.priority !== b.priority) return a.priority ? -1 : 1;
  const byTime = new Date(a.askedAt).getTime() - new Date(b.askedAt).getTime();
  return byTime !== 0 ? byTime : a.id.localeCompare(b.id);
}
