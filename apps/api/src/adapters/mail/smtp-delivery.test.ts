import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { systemErrorLogs } from '../../db/schema/accounts.ts';
import { outbox } from '../../db/schema/mail.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { createAccount, freshIp, MINUTE, post, testClock } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Production mail against a real SMTP server (smtp-server, from npm) started here: the outbox row
// is written first, a job delivers it, and a relay that keeps refusing ends in a visible failure.

interface Received {
  to: string[];
  raw: string;
}

const received: Received[] = [];
let refuseWith: string | undefined;
let server: SMTPServer;
let port = 0;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refuseWith) return callback(Object.assign(new Error(refuseWith), { responseCode: 550 }));
      callback();
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  received.length = 0;
  refuseWith = undefined;
});

const clock = testClock('2026-03-01T08:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    clock: clock.read,
    env: { MAIL_TRANSPORT: 'smtp', SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Kusasa <no-reply@kusasa.test>' },
  });
});
afterAll(() => t.close());

/** The reset request queues a job that writes the outbox row (which queues its delivery). */
const forgot = async (email: string) => {
  const response = await post(t.app, '/api/auth/forgot-password', { email }, { ip: freshIp() });
  await t.app.jobs.runOnce();
  return response;
};
const outboxTo = (email: string) => t.database.db.select().from(outbox).where(eq(outbox.toAddress, email));

describe('mail through SMTP', () => {
  it('keeps the message in the outbox and delivers it through the relay once', async () => {
    const account = await createAccount(t);
    expect((await forgot(account.email)).statusCode).toBe(202);
    await t.app.jobs.runOnce();

    expect(received).toHaveLength(1);
    expect(received[0]?.to).toEqual([account.email]);
    expect(received[0]?.raw).toContain('From: Kusasa <no-reply@kusasa.test>');
    expect(received[0]?.raw).toMatch(/reset-password#token=/);
    const [sent] = await outboxTo(account.email);
    expect(sent?.sentAt).toEqual(clock.read());
  });

  it('retries a refused message and, after the last attempt, marks it failed for the admins', async () => {
    const account = await createAccount(t);
    refuseWith = 'mailbox unavailable';
    await forgot(account.email);
    const [row] = await outboxTo(account.email);
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await t.app.jobs.runOnce();
      clock.advance(60 * MINUTE);
    }
    expect(received).toHaveLength(0);
    const [failed] = await outboxTo(account.email);
    expect(failed?.sentAt).toBeNull();
    expect(failed?.failedAt).not.toBeNull();
    expect(failed?.lastError).toMatch(/mailbox unavailable/);
    const [job] = await t.database.db.select().from(jobs).where(eq(jobs.kind, 'mail.send')).orderBy(jobs.createdAt);
    expect(job).toBeDefined();
    const logs = await t.database.db.select().from(systemErrorLogs).where(eq(systemErrorLogs.action, 'MAIL_DELIVERY_FAILED'));
    expect(logs.map((log) => log.details)).toContainEqual(expect.objectContaining({ outboxId: row?.id }));
  });
});
