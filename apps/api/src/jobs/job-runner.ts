import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../db/database.ts';
import { createPollLoop } from './poll-loop.ts';
import { claimDueJob, failJob, finishJob, hasOpenJob, insertJob, retryJob, type JobRow } from './jobs.repo.ts';

// Background work from the jobs table (architecture: jobs). One runner per app instance polls for
// due jobs; each is claimed with FOR UPDATE SKIP LOCKED, so instances share the queue safely. A
// failing job is retried with growing delays; after the last attempt its handler's onGiveUp runs.

export interface JobHandler {
  run(payload: Record<string, unknown>, job: JobRow): Promise<void>;
  /** After the last failed attempt: record the failure where the user can see it. */
  onGiveUp?(payload: Record<string, unknown>, error: unknown): Promise<void>;
}

export interface JobRunnerOptions {
  db: Database;
  clock: () => Date;
  log: FastifyBaseLogger;
  /** Handlers by job kind; features can also add theirs later with register(). */
  handlers?: Record<string, JobHandler>;
  pollMs?: number;
  maxAttempts?: number;
  /** How long a claimed job may run before another runner may take it over. */
  lockMs?: number;
}

/** Delay before attempt n+1: 30 s, 2 min, 8 min, 32 min... */
export const retryDelayMs = (attempts: number) => 30_000 * 4 ** Math.max(0, attempts - 1);

export function createJobRunner({ db, clock, log, handlers: initial = {}, pollMs = 1_000, maxAttempts = 4, lockMs = 5 * 60_000 }: JobRunnerOptions) {
  const handlers = new Map(Object.entries(initial));

  async function runJob(job: JobRow): Promise<void> {
    const handler = handlers.get(job.kind);
    try {
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      await handler.run(job.payload, job);
      await finishJob(db, job.id, clock());
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (job.attempts < maxAttempts && handler) {
        log.warn({ err: error, jobId: job.id, kind: job.kind, attempts: job.attempts }, 'job failed; will retry');
        await retryJob(db, job.id, new Date(clock().getTime() + retryDelayMs(job.attempts)), message, clock());
        return;
      }
      log.error({ err: error, jobId: job.id, kind: job.kind, attempts: job.attempts }, 'job failed; giving up');
      await failJob(db, job.id, message, clock());
      await handler
        ?.onGiveUp?.(job.payload, error)
        .catch((giveUpError: unknown) => log.error({ err: giveUpError, jobId: job.id }, 'job give-up handler failed'));
    }
  }

  /** Runs every due job, one after another, until none is due; resolves with how many ran. */
  const loop = createPollLoop({
    name: 'job runner',
    pollMs,
    log,
    async drain(stopped) {
      let count = 0;
      while (!stopped()) {
        const job = await claimDueJob(db, clock(), lockMs);
        if (!job) break;
        await runJob(job);
        count += 1;
      }
      return count;
    },
  });

  return {
    register(kind: string, handler: JobHandler) {
      if (handlers.has(kind)) throw new Error(`a handler for job kind ${kind} is already registered`);
      handlers.set(kind, handler);
    },
    /** Queues a job (inside the caller's transaction when given one); due now unless told otherwise. */
    enqueue(executor: Executor, kind: string, payload: Record<string, unknown>, runAfter: Date = clock()) {
      return insertJob(executor, { kind, payload, runAfter });
    },
    hasOpenJob,
    runOnce: loop.runOnce,
    /** Polls in the background until stop(); server.ts starts it, tests call runOnce instead. */
    start: loop.start,
    /** Stops polling and waits for the job in hand to finish (no further job is claimed). */
    stop: loop.stop,
  };
}

export type JobRunner = ReturnType<typeof createJobRunner>;
