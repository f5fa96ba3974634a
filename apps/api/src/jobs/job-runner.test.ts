import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jobs } from '../db/schema/jobs.ts';
import { testClock } from '../test/http.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createJobRunner, retryDelayMs } from './job-runner.ts';
import { claimDueJob } from './jobs.repo.ts';

const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: clock.read });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(jobs);
});

const runnerWith = (run: (payload: Record<string, unknown>) => Promise<void>, onGiveUp?: () => Promise<void>) =>
  createJobRunner({ db: t.database.db, clock: clock.read, log: t.app.log, handlers: { test: { run, ...(onGiveUp ? { onGiveUp } : {}) } }, maxAttempts: 2 });

describe('job runner', () => {
  it('runs due jobs in order and leaves later ones for later', async () => {
    const seen: unknown[] = [];
    const runner = runnerWith((payload) => {
      seen.push(payload.n);
      return Promise.resolve();
    });
    await runner.enqueue(t.database.db, 'test', { n: 2 }, new Date(clock.now.getTime() - 1000));
    await runner.enqueue(t.database.db, 'test', { n: 1 }, new Date(clock.now.getTime() - 2000));
    await runner.enqueue(t.database.db, 'test', { n: 3 }, new Date(clock.now.getTime() + 60_000));
    expect(await runner.runOnce()).toBe(2);
    expect(seen).toEqual([1, 2]);
    clock.advance(60_000);
    expect(await runner.runOnce()).toBe(1);
    expect((await t.database.db.select().from(jobs)).every((j) => j.status === 'done')).toBe(true);
  });

  it('never hands the same job to two claims, and takes over a job whose lock ran out', async () => {
    const runner = runnerWith(() => Promise.resolve());
    await runner.enqueue(t.database.db, 'test', {});
    await runner.enqueue(t.database.db, 'test', {});
    const [a, b, none] = [
      await claimDueJob(t.database.db, clock.now, 1000),
      await claimDueJob(t.database.db, clock.now, 1000),
      await claimDueJob(t.database.db, clock.now, 1000),
    ];
    expect(a?.id).not.toBe(b?.id);
    expect(none).toBeUndefined();
    clock.advance(1001);
    const again = await claimDueJob(t.database.db, clock.now, 1000);
    expect(again).toMatchObject({ attempts: 2, status: 'running' });
  });

  it('retries with backoff and gives up after the last attempt', async () => {
    let gaveUp = false;
    const runner = runnerWith(
      () => Promise.reject(new Error('boom')),
      () => {
        gaveUp = true;
        return Promise.resolve();
      },
    );
    const job = await runner.enqueue(t.database.db, 'test', {});
    expect(await runner.runOnce()).toBe(1);
    const [retrying] = await t.database.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(retrying).toMatchObject({ status: 'queued', attempts: 1, lastError: 'boom' });
    expect(retrying!.runAfter.getTime()).toBe(clock.now.getTime() + retryDelayMs(1));
    clock.advance(retryDelayMs(1));
    expect(await runner.runOnce()).toBe(1);
    const [failed] = await t.database.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(failed).toMatchObject({ status: 'failed', attempts: 2 });
    expect(gaveUp).toBe(true);
  });

  it('polls in the background once started and stops cleanly', async () => {
    let ran = 0;
    const runner = createJobRunner({
      db: t.database.db,
      clock: clock.read,
      log: t.app.log,
      handlers: {
        test: {
          run: () => {
            ran += 1;
            return Promise.resolve();
          },
        },
      },
      pollMs: 10,
    });
    runner.start();
    await runner.enqueue(t.database.db, 'test', {});
    await expect.poll(() => ran, { timeout: 2000 }).toBe(1);
    await runner.stop();
  });
});
