import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signWebhookBody } from '../../adapters/whatsapp/webhook-signature.ts';
import type { WhatsAppWebhookEvents } from '../../adapters/whatsapp/webhook-events.ts';
import { registerAccessControl } from '../../http/access.ts';
import { createHttpApp } from '../../http/create-http-app.ts';
import type { App } from '../../http/types.ts';
import { testConfig } from '../../test/test-app.ts';
import { WHATSAPP_WEBHOOK_PATH, whatsappWebhookRoutes } from './whatsapp-webhooks.routes.ts';

// The routes on the real HTTP app (every plugin, the access check, the error shape) without an
// area: the test hands them the secrets and a handler that keeps what it was given.

const APP_SECRET = '0123456789abcdef0123456789abcdef';
const VERIFY_TOKEN = 'kusasa-whatsapp-verify-token';
const WAMID = 'wamid.HBgLMjc4MjEyMzQ1NjcVAgARGBI5QTNDQTVCM0Q0Q0Q2RTY3RTcA';

const body = (value: object) =>
  JSON.stringify({ object: 'whatsapp_business_account', entry: [{ id: '102290129340398', changes: [{ field: 'messages', value }] }] });
const STOP = body({
  messaging_product: 'whatsapp',
  contacts: [{ profile: { name: 'Thabo' }, wa_id: '27821234567' }],
  messages: [{ from: '27821234567', id: 'wamid.in1', timestamp: '1750857400', type: 'text', text: { body: 'STOP' } }],
});
const DELIVERED = body({ messaging_product: 'whatsapp', statuses: [{ id: WAMID, status: 'delivered', timestamp: '1750857385', recipient_id: '27821234567' }] });

let app: App;
const received: WhatsAppWebhookEvents[] = [];
let failNext = false;

beforeAll(async () => {
  app = await createHttpApp(testConfig());
  registerAccessControl(app, () => Promise.reject(new Error('the webhook routes never ask for a session')));
  whatsappWebhookRoutes(app, {
    appSecret: APP_SECRET,
    verifyToken: VERIFY_TOKEN,
    onEvents: (events) => {
      if (failNext) {
        failNext = false;
        return Promise.reject(new Error('the database is away'));
      }
      received.push(events);
      return Promise.resolve();
    },
  });
  // Another JSON route on the same app: the raw-body parser must not reach it.
  app.post('/api/test/echo', { config: { permission: 'messaging:webhook' } }, (request) => Promise.resolve({ got: request.body }));
  await app.ready();
});
afterAll(() => app.close());

const post = (payload: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: WHATSAPP_WEBHOOK_PATH, payload, headers: { 'content-type': 'application/json', ...headers } });
const signed = (payload: string, secret = APP_SECRET) => ({ 'x-hub-signature-256': signWebhookBody(secret, payload) });

describe('GET /api/webhooks/whatsapp (verifying the callback URL)', () => {
  const verify = (query: Record<string, string>) => app.inject({ method: 'GET', url: WHATSAPP_WEBHOOK_PATH, query });

  it('answers hub.challenge as the whole text body when the mode is subscribe and the token matches', async () => {
    const response = await verify({ 'hub.mode': 'subscribe', 'hub.verify_token': VERIFY_TOKEN, 'hub.challenge': '1158201444' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toBe('1158201444');
  });

  it.each([
    ['a wrong token', { 'hub.mode': 'subscribe', 'hub.verify_token': 'not-the-token', 'hub.challenge': '1158201444' }],
    ['no token', { 'hub.mode': 'subscribe', 'hub.challenge': '1158201444' }],
    ['another mode', { 'hub.mode': 'unsubscribe', 'hub.verify_token': VERIFY_TOKEN, 'hub.challenge': '1158201444' }],
    ['no challenge', { 'hub.mode': 'subscribe', 'hub.verify_token': VERIFY_TOKEN }],
    ['markup for a challenge', { 'hub.mode': 'subscribe', 'hub.verify_token': VERIFY_TOKEN, 'hub.challenge': '<script>alert(1)</script>' }],
    ['nothing at all', {}],
  ])('refuses %s with 403', async (_case, query) => {
    const response = await verify(query);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: { code: 'FORBIDDEN' } });
    expect(response.body).not.toContain('1158201444');
  });
});

describe('POST /api/webhooks/whatsapp (events)', () => {
  it('hands a signed STOP to the handler as an inbound text and answers 200', async () => {
    received.length = 0;
    const response = await post(STOP, signed(STOP));
    expect(response.statusCode, response.body).toBe(200);
    expect(received).toEqual([{ statuses: [], inbound: [{ from: '+27821234567', text: 'STOP', providerRef: 'wamid.in1', at: new Date(1750857400_000) }] }]);
  });

  it('hands over delivery reports, with a charset in the content type and bytes JSON would write differently', async () => {
    received.length = 0;
    const spaced = DELIVERED.replace('"delivered",', '"delivered" ,  ').replace('27821234567"', '2782123456\\u0037"');
    const response = await post(spaced, { ...signed(spaced), 'content-type': 'application/json; charset=utf-8' });
    expect(response.statusCode, response.body).toBe(200);
    expect(received).toEqual([
      { statuses: [{ providerRef: WAMID, status: 'delivered', at: new Date(1750857385_000), recipient: '+27821234567' }], inbound: [] },
    ]);
  });

  it.each([
    ['no signature', () => ({})],
    ['a signature by another secret', () => signed(STOP, 'another-app-secret-0123456789ab')],
    ['a signature of another body', () => signed(DELIVERED)],
    ['a malformed signature', () => ({ 'x-hub-signature-256': 'sha256=nope' })],
  ])('refuses %s with 401 and hands nothing over', async (_case, headers) => {
    received.length = 0;
    const response = await post(STOP, headers());
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
    expect(received).toEqual([]);
  });

  it('refuses a tampered body under a once-good signature', async () => {
    received.length = 0;
    const response = await post(STOP.replace('STOP', 'Hello'), signed(STOP));
    expect(response.statusCode).toBe(401);
    expect(received).toEqual([]);
  });

  it('answers 200 to a signed body with nothing for the reminders, without calling the handler', async () => {
    received.length = 0;
    const update = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [{ id: '1', changes: [{ field: 'account_update', value: { event: 'VERIFIED_ACCOUNT' } }] }],
    });
    expect((await post(update, signed(update))).statusCode).toBe(200);
    expect(received).toEqual([]);
  });

  it('answers 500 when the handler fails, so Meta sends the events again', async () => {
    failNext = true;
    const response = await post(STOP, signed(STOP));
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ error: { code: 'INTERNAL' } });
  });

  it('refuses signed bytes that are not JSON with 400', async () => {
    const response = await post('{"entry":', signed('{"entry":'));
    expect(response.statusCode).toBe(400);
  });

  it('leaves JSON parsing as it was for every other route', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/test/echo', payload: { a: 1 } });
    expect(response.json()).toEqual({ got: { a: 1 } });
  });
});
