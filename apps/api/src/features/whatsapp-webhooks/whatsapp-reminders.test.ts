import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageTexts } from '@kusasa/domain/messaging-texts';
import { outboundMessages } from '../../db/schema/messaging.ts';
import { testClock } from '../../test/http.ts';
import { call, signedInAs } from '../../test/signed-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// WhatsApp updates end to end on the real app (issue 30): the outbox sends a template through the
// production Cloud API sender to a local stand-in for graph.facebook.com, and Meta's signed
// webhook reports delivery and carries a learner's STOP back.

const ACCESS_TOKEN = 'EAAG-kusasa-test-access-token';
const PHONE_NUMBER_ID = '106540352242922';
const API_VERSION = 'v24.0';
const APP_SECRET = 'kusasa-test-app-secret-0123456789';
const VERIFY_TOKEN = 'kusasa-test-verify-token-42';
const WEBHOOK = '/api/webhooks/whatsapp';

interface GraphRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

/** What the fake Graph API was sent, and the wamid it answered with, in order. */
const graph: { request: GraphRequest; wamid: string }[] = [];
let fakeGraph: Server;
let sequence = 0;

const clock = testClock('2026-06-01T10:00:00Z');
let t: TestApp;

beforeAll(async () => {
  fakeGraph = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => {
      const body = JSON.parse(text || '{}') as Record<string, unknown>;
      if (request.method !== 'POST' || request.url !== `/${API_VERSION}/${PHONE_NUMBER_ID}/messages`) {
        response.writeHead(404, { 'content-type': 'application/json' });
        return response.end(JSON.stringify({ error: { message: 'Unknown path', type: 'OAuthException', code: 803 } }));
      }
      const wamid = `wamid.HBgLMjc4MjU1NTAzMDEVAgARGBI${(sequence += 1).toString().padStart(6, '0')}`;
      graph.push({ request: { method: request.method, path: request.url, authorization: request.headers.authorization, body }, wamid });
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({ messaging_product: 'whatsapp', contacts: [{ input: String(body.to), wa_id: String(body.to) }], messages: [{ id: wamid }] }),
      );
    });
  });
  await new Promise<void>((resolve) => fakeGraph.listen(0, '127.0.0.1', resolve));
  const { port } = fakeGraph.address() as AddressInfo;
  t = await createTestApp({
    env: {
      WHATSAPP_ACCESS_TOKEN: ACCESS_TOKEN,
      WHATSAPP_PHONE_NUMBER_ID: PHONE_NUMBER_ID,
      WHATSAPP_API_BASE_URL: `http://127.0.0.1:${port}`,
      WHATSAPP_API_VERSION: API_VERSION,
      WHATSAPP_APP_SECRET: APP_SECRET,
      WHATSAPP_VERIFY_TOKEN: VERIFY_TOKEN,
      QUIET_HOURS: 'none',
    },
    clock: clock.read,
  });
});

afterAll(async () => {
  await t?.close();
  if (fakeGraph) {
    fakeGraph.closeAllConnections();
    await new Promise<void>((resolve) => fakeGraph.close(() => resolve()));
  }
});

const sendOutbox = () => t.app.messaging.worker.runOnce();
const sentTo = (digits: string) => graph.filter(({ request }) => request.body.to === digits);
const whatsappRowsOf = (userId: string) =>
  t.database.db
    .select()
    .from(outboundMessages)
    .where(and(eq(outboundMessages.userId, userId), eq(outboundMessages.channel, 'whatsapp')))
    .orderBy(outboundMessages.createdAt);
const statusUpdate = (userId: string, title: string) =>
  t.app.notify(userId, { title, message: 'Open Kusasa to see what it means.', type: 'application_status' });

/** Meta's webhook body: one entry, one change of the `messages` field. */
const metaBody = (value: Record<string, unknown>) =>
  JSON.stringify({ object: 'whatsapp_business_account', entry: [{ id: '102290129340398', changes: [{ field: 'messages', value }] }] });
const unixNow = () => String(Math.floor(clock.now.getTime() / 1000));
const deliveryReport = (wamid: string, digits: string, status = 'delivered') =>
  metaBody({
    messaging_product: 'whatsapp',
    metadata: { display_phone_number: '27110000000', phone_number_id: PHONE_NUMBER_ID },
    statuses: [{ id: wamid, status, timestamp: unixNow(), recipient_id: digits, conversation: { id: 'c1', origin: { type: 'utility' } } }],
  });
const inboundText = (digits: string, text: string) =>
  metaBody({
    messaging_product: 'whatsapp',
    metadata: { display_phone_number: '27110000000', phone_number_id: PHONE_NUMBER_ID },
    contacts: [{ profile: { name: 'Lerato' }, wa_id: digits }],
    messages: [{ from: digits, id: `wamid.in-${digits}-${unixNow()}`, timestamp: unixNow(), type: 'text', text: { body: text } }],
  });
const signature = (raw: string, secret = APP_SECRET) => `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`;
/** A POST as Meta's servers make it: no cookie, no Origin, the exact bytes that were signed. */
const webhook = (raw: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: WEBHOOK, payload: raw, headers: { 'content-type': 'application/json', ...headers } });
const signedWebhook = (raw: string) => webhook(raw, { 'x-hub-signature-256': signature(raw) });

/** A learner who turned WhatsApp on through the API. */
async function learnerWithWhatsApp(phone: string) {
  const learner = await signedInAs(t, 'student');
  const response = await call(t.app, 'PUT', '/api/messaging/channels/whatsapp', { cookie: learner.cookie, payload: { on: true, consent: true, phone } });
  expect(response.statusCode, response.body).toBe(200);
  return learner;
}
async function whatsappChannel(cookie: string) {
  const response = await call(t.app, 'GET', '/api/messaging/channels', { cookie });
  expect(response.statusCode, response.body).toBe(200);
  const { channels } = response.json<{ channels: { channel: string; on: boolean; address: string | null; optedOutAt: string | null }[] }>();
  return channels.find((channel) => channel.channel === 'whatsapp');
}
/** A learner with WhatsApp on and one status update sent; resolves with the wamid Meta answered. */
async function learnerWithSentUpdate(phone: string, digits: string, title: string) {
  const learner = await learnerWithWhatsApp(phone);
  await statusUpdate(learner.id, title);
  await sendOutbox();
  const sent = sentTo(digits);
  expect(sent).toHaveLength(1);
  return { learner, wamid: sent[0]!.wamid, request: sent[0]!.request };
}

describe('WhatsApp status updates and Meta webhooks', () => {
  it('sends a status update as the kusasa_status_update template, and a signed delivery report marks it delivered', async () => {
    const learner = await learnerWithWhatsApp('082 555 0301');
    expect(await whatsappChannel(learner.cookie)).toMatchObject({ on: true, address: '+27825550301', optedOutAt: null });
    const title = 'Offer from Stellenbosch University';
    await statusUpdate(learner.id, title);
    expect(await whatsappRowsOf(learner.id)).toMatchObject([{ status: 'queued', toAddress: '+27825550301', template: 'status-update' }]);

    await sendOutbox();

    const link = new URL('/dashboard', t.config.publicUrl).href;
    const sent = sentTo('27825550301');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.request).toEqual({
      method: 'POST',
      path: `/${API_VERSION}/${PHONE_NUMBER_ID}/messages`,
      authorization: `Bearer ${ACCESS_TOKEN}`,
      body: {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: '27825550301',
        type: 'template',
        template: {
          name: 'kusasa_status_update',
          language: { code: 'en' },
          components: [
            {
              type: 'body',
              parameters: [
                { type: 'text', text: title },
                { type: 'text', text: link },
              ],
            },
          ],
        },
      },
    });
    const wamid = sent[0]!.wamid;
    expect(await whatsappRowsOf(learner.id)).toMatchObject([{ status: 'sent', providerRef: wamid, attempts: 1 }]);

    // Meta's 'sent' report changes nothing; 'delivered' does.
    const accepted = await signedWebhook(deliveryReport(wamid, '27825550301', 'sent'));
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await whatsappRowsOf(learner.id))[0]?.status).toBe('sent');

    clock.advance(30_000);
    const response = await signedWebhook(deliveryReport(wamid, '27825550301'));
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await whatsappRowsOf(learner.id);
    expect(row).toMatchObject({ status: 'delivered', providerRef: wamid });
    expect(row!.deliveredAt?.toISOString()).toBe(new Date(Number(unixNow()) * 1000).toISOString());

    await sendOutbox();
    expect(sentTo('27825550301')).toHaveLength(1);
  });

  it('turns WhatsApp off at once on a signed STOP from the learner, and queues the kusasa_opted_out confirmation', async () => {
    const { learner } = await learnerWithSentUpdate('082 555 0302', '27825550302', 'Application received');
    await statusUpdate(learner.id, 'Application under review'); // queued, not yet sent

    const response = await signedWebhook(inboundText('27825550302', 'STOP'));
    expect(response.statusCode, response.body).toBe(200);

    expect(await whatsappChannel(learner.cookie)).toMatchObject({ on: false, optedOutAt: clock.now.toISOString() });
    const rows = await whatsappRowsOf(learner.id);
    expect(rows.map((row) => [row.template, row.status])).toEqual(
      expect.arrayContaining([
        ['status-update', 'sent'],
        ['status-update', 'cancelled'],
        ['opted-out', 'queued'],
      ]),
    );
    expect(rows).toHaveLength(3);
    const confirmation = rows.find((row) => row.template === 'opted-out');
    expect(confirmation).toMatchObject({
      toAddress: '+27825550302',
      body: messageTexts.whatsapp.stopped.body,
      payload: { whatsapp: { name: 'kusasa_opted_out', language: 'en', parameters: [] } },
    });

    await sendOutbox();
    const sent = sentTo('27825550302');
    expect(sent.map(({ request }) => (request.body.template as { name: string }).name)).toEqual(['kusasa_status_update', 'kusasa_opted_out']);
    expect(sent[1]!.request.body.template).toEqual({ name: 'kusasa_opted_out', language: { code: 'en' } });

    // Later updates queue nothing for WhatsApp.
    await statusUpdate(learner.id, 'Offer from Rhodes University');
    expect(await whatsappRowsOf(learner.id)).toHaveLength(3);
  });

  it('refuses an unsigned or wrongly signed POST with 401 and changes nothing', async () => {
    const { learner, wamid } = await learnerWithSentUpdate('082 555 0303', '27825550303', 'Offer from UCT');
    const stop = inboundText('27825550303', 'STOP');
    const delivered = deliveryReport(wamid, '27825550303');

    const refused = [
      await webhook(stop, {}),
      await webhook(delivered, {}),
      await webhook(stop, { 'x-hub-signature-256': signature(stop, 'another-app-secret-0123456789') }),
      await webhook(delivered, { 'x-hub-signature-256': signature(stop) }),
      await webhook(stop.replace('STOP', 'stop '), { 'x-hub-signature-256': signature(stop) }),
    ];
    expect(refused.map((response) => response.statusCode)).toEqual([401, 401, 401, 401, 401]);
    expect(refused[0]!.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });

    expect(await whatsappChannel(learner.cookie)).toMatchObject({ on: true, optedOutAt: null });
    expect(await whatsappRowsOf(learner.id)).toMatchObject([{ template: 'status-update', status: 'sent', providerRef: wamid, deliveredAt: null }]);
  });

  it('echoes hub.challenge to the right verify token and refuses a wrong one with 403', async () => {
    const verify = (token: string) =>
      t.app.inject({ method: 'GET', url: WEBHOOK, query: { 'hub.mode': 'subscribe', 'hub.verify_token': token, 'hub.challenge': '1158201444' } });

    const right = await verify(VERIFY_TOKEN);
    expect(right.statusCode).toBe(200);
    expect(right.body).toBe('1158201444');

    const wrong = await verify('not-the-verify-token');
    expect(wrong.statusCode).toBe(403);
    expect(wrong.body).not.toContain('1158201444');
  });
});
