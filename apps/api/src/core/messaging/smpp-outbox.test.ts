import type { AddressInfo, Server } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { messageTexts } from '@kusasa/domain/messaging-texts';
import { smpp, type SmppPdu, type SmppSession } from '../../adapters/sms/smpp-protocol.ts';
import { outboundMessages } from '../../db/schema/messaging.ts';
import { MINUTE, testClock } from '../../test/http.ts';
import { call, signedInAs } from '../../test/signed-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// The outbox sending SMS through the production SMPP adapter (issue 30), against a real SMPP
// server started here as the provider's SMSC: a status update goes out as one submit_sm, the
// SMSC's delivery receipt marks it delivered, an inbound STOP turns SMS off, and a refused submit
// is retried later without being lost.

interface Submitted {
  messageId: string;
  destination: string;
  text: string;
}

const SYSTEM_ID = 'kusasa-test';
const PASSWORD = 'pw-smpp1';

/** What the SMSC accepted (refused submits are only counted). */
const submitted: Submitted[] = [];
const refusedTo: string[] = [];
const sessions = new Set<SmppSession>();
const smsc = { refuse: false, receiptAtOnce: false, nextId: 5000 };
let server: Server;

const clock = testClock('2026-06-01T10:00:00Z');
let t: TestApp;

beforeAll(async () => {
  server = smpp.createServer((session) => {
    session.on('error', () => undefined);
    session.on('bind_transceiver', (pdu: SmppPdu) => {
      if (pdu.system_id !== SYSTEM_ID || pdu.password !== PASSWORD) {
        session.send(pdu.response({ command_status: smpp.errors.ESME_RINVPASWD }));
        return session.close();
      }
      sessions.add(session);
      session.on('close', () => sessions.delete(session));
      session.send(pdu.response({ system_id: 'test-smsc' }));
    });
    session.on('submit_sm', (pdu: SmppPdu) => {
      const destination = String(pdu.destination_addr);
      if (smsc.refuse) {
        refusedTo.push(destination);
        return session.send(pdu.response({ command_status: smpp.errors.ESME_RSYSERR }));
      }
      const messageId = `smsc-${(smsc.nextId += 1)}`;
      const body = pdu.short_message as { message: string | Buffer };
      const text = typeof body.message === 'string' ? body.message : body.message.toString('latin1');
      submitted.push({ messageId, destination, text });
      session.send(pdu.response({ message_id: messageId }));
      if (smsc.receiptAtOnce) session.send(new smpp.PDU('deliver_sm', receipt(messageId, 'DELIVRD')));
    });
    session.on('enquire_link', (pdu: SmppPdu) => session.send(pdu.response()));
    session.on('unbind', (pdu: SmppPdu) => {
      session.send(pdu.response());
      session.close();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  t = await createTestApp({
    env: { SMPP_HOST: '127.0.0.1', SMPP_PORT: String(port), SMPP_SYSTEM_ID: SYSTEM_ID, SMPP_PASSWORD: PASSWORD, QUIET_HOURS: 'none' },
    clock: clock.read,
  });
  // The production adapter binds as the app starts; wait for it so no test races the bind.
  await vi.waitFor(() => expect(sessions.size).toBe(1), { timeout: 10_000 });
});

afterAll(async () => {
  await t?.close();
  for (const session of sessions) session.destroy();
  if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** The SMSC sends a deliver_sm over every bound session, as a receipt or a phone's text. */
const deliver = (options: Record<string, unknown>) => {
  for (const session of sessions) session.send(new smpp.PDU('deliver_sm', options));
};
const receipt = (messageId: string, stat: string) => ({
  esm_class: 0x04,
  source_addr: '27000000000',
  destination_addr: 'Kusasa',
  data_coding: 0,
  short_message: `id:${messageId} sub:001 dlvrd:001 submit date:2606011200 done date:2606011201 stat:${stat} err:000 text:Kusasa`,
});
const textFrom = (digits: string, text: string) => ({
  source_addr_ton: 1,
  source_addr_npi: 1,
  source_addr: digits,
  destination_addr: 'Kusasa',
  data_coding: 0,
  short_message: text,
});

const sendOutbox = () => t.app.messaging.worker.runOnce();
const smsRowsOf = (userId: string) =>
  t.database.db
    .select()
    .from(outboundMessages)
    .where(and(eq(outboundMessages.userId, userId), eq(outboundMessages.channel, 'sms')))
    .orderBy(outboundMessages.createdAt);
const submittedTo = (digits: string) => submitted.filter((message) => message.destination === digits);
const statusUpdate = (userId: string, title: string) =>
  t.app.notify(userId, { title, message: 'Open Kusasa to see what it means.', type: 'application_status' });
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A learner with SMS turned on to `phone` (written as people write it; stored as +27...). */
async function learnerWithSms(phone: string) {
  const learner = await signedInAs(t, 'student');
  const response = await call(t.app, 'PUT', '/api/messaging/channels/sms', { cookie: learner.cookie, payload: { on: true, consent: true, phone } });
  expect(response.statusCode, response.body).toBe(200);
  return learner;
}
async function smsChannel(cookie: string) {
  const response = await call(t.app, 'GET', '/api/messaging/channels', { cookie });
  expect(response.statusCode, response.body).toBe(200);
  const { channels } = response.json<{ channels: { channel: string; on: boolean; address: string | null; optedOutAt: string | null }[] }>();
  return channels.find((channel) => channel.channel === 'sms');
}

describe('SMS status updates through the SMPP SMSC', () => {
  it('records a receipt that arrives on the heels of the submit, before the send is written', async () => {
    const learner = await learnerWithSms('082 555 0209');
    smsc.receiptAtOnce = true;
    try {
      await statusUpdate(learner.id, 'Application under review');
      await sendOutbox();
      await vi.waitFor(async () => expect((await smsRowsOf(learner.id)).map((row) => row.status)).toEqual(['delivered']), { timeout: 5_000 });
    } finally {
      smsc.receiptAtOnce = false;
    }
  });

  it('sends a status update as one submit_sm, and the SMSC delivery receipt marks it delivered', async () => {
    const learner = await learnerWithSms('082 555 0201');
    const title = 'Offer from the University of Limpopo';
    await statusUpdate(learner.id, title);
    expect(await smsRowsOf(learner.id)).toMatchObject([{ status: 'queued', toAddress: '+27825550201', template: 'status-update' }]);

    await sendOutbox();

    const link = new URL('/dashboard', t.config.publicUrl).href;
    expect(submittedTo('27825550201')).toHaveLength(1);
    const [sms] = submittedTo('27825550201');
    expect(sms!.text).toMatch(new RegExp(`^Kusasa: ${escaped(title)}\\. .*${escaped(link)} Reply STOP to opt out\\.$`));
    const [sent] = await smsRowsOf(learner.id);
    expect(sent).toMatchObject({ status: 'sent', providerRef: sms!.messageId, attempts: 1, lastError: null });
    expect(sent!.sentAt?.toISOString()).toBe(clock.now.toISOString());

    // A receipt for a message that is not ours changes nothing; ours marks it delivered.
    deliver(receipt('smsc-not-ours', 'DELIVRD'));
    deliver(receipt(sms!.messageId, 'DELIVRD'));
    await vi.waitFor(async () => expect((await smsRowsOf(learner.id))[0]).toMatchObject({ status: 'delivered', providerRef: sms!.messageId }), {
      timeout: 5_000,
    });
    expect((await smsRowsOf(learner.id))[0]!.deliveredAt).toBeInstanceOf(Date);

    await sendOutbox();
    expect(submittedTo('27825550201')).toHaveLength(1); // sent once, never again
  });

  it('turns SMS off when the phone texts "stop", cancels what was queued to it and confirms once', async () => {
    const learner = await learnerWithSms('082 555 0202');
    const bystander = await learnerWithSms('082 555 0203');
    await statusUpdate(learner.id, 'Application declined');
    await statusUpdate(bystander.id, 'Application declined');
    expect((await smsChannel(learner.cookie))?.on).toBe(true);

    deliver(textFrom('27825550202', 'stop'));
    await vi.waitFor(async () => expect(await smsChannel(learner.cookie)).toMatchObject({ on: false, optedOutAt: clock.now.toISOString() }), {
      timeout: 5_000,
    });

    const rows = await smsRowsOf(learner.id);
    expect(rows.map((row) => [row.template, row.status])).toEqual(
      expect.arrayContaining([
        ['status-update', 'cancelled'],
        ['opted-out', 'queued'],
      ]),
    );
    expect(rows).toHaveLength(2);
    expect((await smsRowsOf(bystander.id)).map((row) => row.status)).toEqual(['queued']); // another number is untouched

    await sendOutbox();
    expect(submittedTo('27825550202').map((message) => message.text)).toEqual([messageTexts.sms.stopped]);
    expect(submittedTo('27825550203')).toHaveLength(1);
    expect((await smsRowsOf(learner.id)).find((row) => row.template === 'opted-out')).toMatchObject({ status: 'sent' });

    // Later updates reach the bell, but queue nothing for SMS.
    await statusUpdate(learner.id, 'Offer from Wits');
    expect(await smsRowsOf(learner.id)).toHaveLength(2);
    await sendOutbox();
    expect(submittedTo('27825550202')).toHaveLength(1);
  });

  it('retries a submit the SMSC refuses a minute later, and sends it once when the SMSC is back', async () => {
    const learner = await learnerWithSms('082 555 0204');
    await statusUpdate(learner.id, 'NSFAS: funding approved');
    smsc.refuse = true;
    const refusedAt = clock.now;
    try {
      await sendOutbox();
    } finally {
      smsc.refuse = false;
    }

    expect(refusedTo.filter((to) => to === '27825550204')).toHaveLength(1);
    const [held] = await smsRowsOf(learner.id);
    expect(held).toMatchObject({ status: 'queued', attempts: 1, providerRef: null, lastError: expect.stringContaining('ESME_RSYSERR') as unknown });
    expect(held!.nextAttemptAt.toISOString()).toBe(new Date(refusedAt.getTime() + MINUTE).toISOString());

    await sendOutbox(); // the SMSC is back, but the retry is not due yet
    expect(submittedTo('27825550204')).toHaveLength(0);

    clock.advance(MINUTE + 1_000);
    await sendOutbox();
    await sendOutbox();
    const sent = submittedTo('27825550204');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toMatch(/^Kusasa: NSFAS: funding approved\. /);
    expect(await smsRowsOf(learner.id)).toMatchObject([{ status: 'sent', attempts: 2, providerRef: sent[0]!.messageId, lastError: null }]);
  });
});
