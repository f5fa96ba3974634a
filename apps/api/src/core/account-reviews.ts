import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../adapters/mail/mailer.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { AppError } from '../http/app-error.ts';

// Admins review institution, NSFAS staff and counselor accounts alike (issues 25, 28, 29): one
// review row per account (none: still pending), written once in a transaction with its audit
// entry, and mailed to the account after it. These are the parts the three features share.

export type ReviewStatus = 'pending' | 'approved' | 'declined';

/** Where an account stands by its review's decision: without one it is pending. */
export const reviewStatusOf = (decision: string | null | undefined): ReviewStatus =>
  decision === 'approved' || decision === 'declined' ? decision : 'pending';

/** The messages of a refused review. */
export interface ReviewRefusals {
  notFound: string;
  alreadyDecided: string;
}

/** The account's row when it can still be reviewed: NOT_FOUND without one, CONFLICT once decided. */
export function undecided<R extends { decision: string | null }>(row: R | undefined, texts: ReviewRefusals): R {
  if (!row) throw new AppError('NOT_FOUND', texts.notFound);
  if (row.decision) throw new AppError('CONFLICT', texts.alreadyDecided);
  return row;
}

/** Writes a review; two admins at once: the second hits the review's primary key, a CONFLICT. */
export async function writeOnce(write: () => Promise<void>, alreadyDecided: string): Promise<void> {
  try {
    await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', alreadyDecided, undefined, { cause: error });
    throw error;
  }
}

/**
 * Mails the account its review once the review is written: a mail that cannot be sent is logged
 * (`could not mail the <what> review`), never undoes the decision.
 */
export function reviewMailer({ mailer, log }: { mailer: Mailer; log: FastifyBaseLogger }, what: string) {
  return async (message: Parameters<Mailer['send']>[0], userId: string) => {
    try {
      await mailer.send(message);
    } catch (error) {
      log.error({ err: error, userId }, `could not mail the ${what} review`);
    }
  };
}
