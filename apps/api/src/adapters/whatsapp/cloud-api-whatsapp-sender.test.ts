import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCloudApiWhatsAppSender, type CloudApiSettings } from './cloud-api-whatsapp-sender.ts';
import { WhatsAppSendError } from './whatsapp-sender.ts';

// A local stand-in for graph.facebook.com started by the test: it keeps each request and answers
// what the test sets (a status and a JSON body, or nothing at all).

type Answer = { status: number; body: unknown } | 'silent';

interface FakeGraph {
  url: string;
  answer: Answer;
  requests: { method: string; path: string; authorization: string | undefined; contentType: string | undefined; body: unknown }[];
  close(): Promise<void>;
}

async function startFakeGraph(): Promise<FakeGraph> {
  const open = new Set<ServerResponse>();
  const fake = { answer: { status: 200, body: {} } as Answer, requests: [] as FakeGraph['requests'] };
  const server = createServer((request, response) => {
    open.add(response);
    response.on('close', () => open.delete(response));
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => {
      const { authorization, 'content-type': contentType } = request.headers;
      fake.requests.push({ method: request.method ?? '', path: request.url ?? '', authorization, contentType, body: JSON.parse(text || 'null') as unknown });
      if (fake.answer === 'silent') return;
      response.writeHead(fake.answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(fake.answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const close = () =>
    new Promise<void>((resolve) => {
      for (const response of open) response.destroy();
      server.close(() => resolve());
    });
  return Object.assign(fake, { url: `http://127.0.0.1:${port}`, close });
}

const WAMID = 'wamid.HBgLMjc4MjEyMzQ1NjcVAgARGBI5QTNDQTVCM0Q0Q0Q2RTY3RTcA';
const graphError = (code: number, message: string, details: string) => ({
  error: { message, type: 'OAuthException', code, error_data: { messaging_product: 'whatsapp', details }, fbtrace_id: 'AbCdEf123' },
});

describe('the WhatsApp Cloud API sender', () => {
  let graph: FakeGraph;
  beforeAll(async () => {
    graph = await startFakeGraph();
  });
  afterAll(() => graph.close());

  const sender = (overrides: Partial<CloudApiSettings> = {}) =>
    createCloudApiWhatsAppSender({ baseUrl: graph.url, apiVersion: 'v24.0', phoneNumberId: '106540352242922', accessToken: 'EAAG-test-token', ...overrides });
  const reminder = { to: '+27 82 123 4567', template: 'deadline_reminder', language: 'en', parameters: ['Thabo', 'UCT', '30 September'] };

  async function failure(run: () => Promise<unknown>): Promise<WhatsAppSendError> {
    const error = await run().then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(WhatsAppSendError);
    return error as WhatsAppSendError;
  }

  it('posts a template message to the phone number id with the token as a bearer token, and returns the wamid', async () => {
    graph.answer = {
      status: 200,
      body: { messaging_product: 'whatsapp', contacts: [{ input: '27821234567', wa_id: '27821234567' }], messages: [{ id: WAMID }] },
    };
    expect(await sender().sendTemplate(reminder)).toEqual({ providerRef: WAMID });
    expect(graph.requests.at(-1)).toEqual({
      method: 'POST',
      path: '/v24.0/106540352242922/messages',
      authorization: 'Bearer EAAG-test-token',
      contentType: 'application/json',
      body: {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: '27821234567',
        type: 'template',
        template: {
          name: 'deadline_reminder',
          language: { code: 'en' },
          components: [
            {
              type: 'body',
              parameters: [
                { type: 'text', text: 'Thabo' },
                { type: 'text', text: 'UCT' },
                { type: 'text', text: '30 September' },
              ],
            },
          ],
        },
      },
    });
  });

  it('sends a template without values without components, and takes a base URL ending in /', async () => {
    graph.answer = { status: 200, body: { messages: [{ id: WAMID, message_status: 'accepted' }] } };
    await sender({ baseUrl: `${graph.url}/` }).sendTemplate({ ...reminder, parameters: [] });
    expect(graph.requests.at(-1)).toMatchObject({ path: '/v24.0/106540352242922/messages' });
    expect(graph.requests.at(-1)?.body).toMatchObject({ template: { name: 'deadline_reminder', language: { code: 'en' } } });
    expect((graph.requests.at(-1)?.body as { template: object }).template).not.toHaveProperty('components');
  });

  it("throws Meta's refusal with its code and details: 131026 undeliverable is not worth retrying", async () => {
    graph.answer = { status: 400, body: graphError(131026, '(#131026) Message undeliverable', 'Message could not be delivered to the recipient.') };
    const error = await failure(() => sender().sendTemplate(reminder));
    expect(error).toMatchObject({ reason: 'rejected', code: 131026, retryable: false, details: { status: 400, code: 131026 } });
    expect(error.message).toBe(
      'WhatsApp Cloud API refused the message (HTTP 400, OAuthException code 131026): (#131026) Message undeliverable: Message could not be delivered to the recipient.',
    );
  });

  it('marks a rate limit (130429) and an answer without an error object on 503 as retryable, a bad token (190) as not', async () => {
    graph.answer = { status: 400, body: graphError(130429, '(#130429) Rate limit hit', 'Too many messages.') };
    expect(await failure(() => sender().sendTemplate(reminder))).toMatchObject({ code: 130429, retryable: true });
    graph.answer = { status: 503, body: 'Service Unavailable' };
    expect(await failure(() => sender().sendTemplate(reminder))).toMatchObject({ reason: 'rejected', code: undefined, retryable: true });
    graph.answer = { status: 401, body: graphError(190, 'Error validating access token: Session has expired', '') };
    const expired = await failure(() => sender().sendTemplate(reminder));
    expect(expired).toMatchObject({ code: 190, retryable: false });
    expect(expired.message).toContain('code 190');
  });

  it('refuses a 200 that names no message, without retrying (it may have been sent)', async () => {
    graph.answer = { status: 200, body: { messaging_product: 'whatsapp', messages: [] } };
    expect(await failure(() => sender().sendTemplate(reminder))).toMatchObject({ reason: 'malformed', retryable: false });
  });

  it('gives up after its timeout, and says so', async () => {
    graph.answer = 'silent';
    const started = Date.now();
    const error = await failure(() => sender({ timeoutMs: 200 }).sendTemplate(reminder));
    expect(error).toMatchObject({ reason: 'timeout', retryable: true });
    expect(error.message).toContain('200 ms');
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('reports an unreachable API as a network failure', async () => {
    const closed = await startFakeGraph();
    await closed.close();
    expect(
      await failure(() =>
        createCloudApiWhatsAppSender({ baseUrl: closed.url, apiVersion: 'v24.0', phoneNumberId: '1', accessToken: 't' }).sendTemplate(reminder),
      ),
    ).toMatchObject({
      reason: 'network',
      retryable: true,
    });
  });
});
