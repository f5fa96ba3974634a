import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/database.ts';
import { jobs } from '../db/schema/jobs.ts';

export type JobRow = typeof jobs.$inferSelect;

/** Adds a job; inside a transaction it exists only if that commits. */
export async function insertJob(executor: Executor, job: { kind: string; payload: Record<string, unknown>; runAfter: Date }): Promise<JobRow> {
  const [row] = await executor
    .insert(jobs)
    .values({ ...job, createdAt: job.runAfter, updatedAt: job.runAfter })
    .returning();
  if (!row) throw new Error('job insert returned no row');
  return row;
}

/** Whether a job of this kind for this payload key is still waiting or running (so it is not queued twice). */
export async function hasOpenJob(executor: Executor, kind: string, key: string, value: string): Promise<boolean> {
  const rows = await executor
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.kind, kind), inArray(jobs.status, ['queued', 'running']), sql`${jobs.payload} ->> ${key} = ${value}`))
    .limit(1);
  return rows.length > 0;
}

/**
 * Claims the next due job: queued and due, or running with an expired lock (its runner died).
 * FOR UPDATE SKIP LOCKED lets several runners claim at once without taking the same row.
 */
export async function claimDueJob(db: Database, now: Date, lockMs: number): Promise<JobRow | undefined> {
  return db.transaction(async (tx) => {
    const [due] = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(or(and(eq(jobs.status, 'queued'), lte(jobs.runAfter, now)), and(eq(jobs.status, 'running'), lte(jobs.lockedUntil, now))))
      .orderBy(asc(jobs.runAfter))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!due) return undefined;
    const [claimed] = await tx
      .update(jobs)
      .set({ status: 'running', attempts: sql`${jobs.attempts} + 1`, lockedUntil: new Date(now.getTime() + lockMs), updatedAt: now })
      .where(eq(jobs.id, due.id))
      .returning();
    return claimed;
  });
}

export async function finishJob(db: Executor, id: string, now: Date): Promise<void> {
  await db.update(jobs).set({ status: 'done', lockedUntil: null, lastError: null, updatedAt: now }).where(eq(jobs.id, id));
}

export async function retryJob(db: Executor, id: string, runAfter: Date, error: string, now: Date): Promise<void> {
  await db.update(jobs).set({ status: 'queued', runAfter, lockedUntil: null, lastError: error, updatedAt: now }).where(eq(jobs.id, id));
}

export async function failJob(db: Executor, id: string, error: string, now: Date): Promise<void> {
  await db.update(jobs).set({ status: 'failed', lockedUntil: null, lastError: error, updatedAt: now }).where(eq(jobs.id, id));
}

/** Waiting jobs by kind, and the age of the oldest due one (for metrics and system status). */
export async function queueStats(db: Executor, now: Date): Promise<{ byKind: { kind: string; waiting: number }[]; oldestDueAgeSeconds: number }> {
  const byKind = await db
    .select({ kind: jobs.kind, waiting: sql<number>`count(*)::int` })
    .from(jobs)
    .where(inArray(jobs.status, ['queued', 'running']))
    .groupBy(jobs.kind);
  const [oldest] = await db
    .select({ runAfter: sql<Date | string | null>`min(${jobs.runAfter})` })
    .from(jobs)
    .where(and(eq(jobs.status, 'queued'), lte(jobs.runAfter, now)));
  const runAfter = oldest?.runAfter ? new Date(oldest.runAfter) : undefined;
  return { byKind, oldestDueAgeSeconds: runAfter ? Math.max(0, (now.getTime() - runAfter.getTime()) / 1000) : 0 };
}
