import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { YOUVERIFY_SAID_PATH } from './youverify.ts';

// A local stand-in for Youverify's South African ID check, for tests: it speaks the same protocol
// (POST /v2/api/identity/za/said with a `token` header) over a register of people the test fills
// in. A registered person is found and their names are validated against the request; a number
// not in the register is not found; 'slow' never answers (the client's timeout must end it) and
// 'server-error' answers 500. Every request is kept so a test can count paid calls.

export interface FakePerson {
  firstName: string;
  lastName: string;
  deceased?: boolean;
}
export type FakeRegisterEntry = FakePerson | 'slow' | 'server-error';

export interface FakeYouverifyServer {
  url: string;
  apiKey: string;
  register: Map<string, FakeRegisterEntry>;
  /** Every request, with the reference (`data.id`) it was answered with, if any. */
  requests: { path: string; token: string | undefined; body: Record<string, unknown>; reference?: string }[];
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  try {
    return JSON.parse(text || '{}') as Record<string, unknown>;
  } catch {
    return {};
  }
}

const same = (a: unknown, b: string) => typeof a === 'string' && a.trim().toUpperCase() === b.toUpperCase();

/** The answer Youverify documents for a number it found, with each name validated or not. */
function foundAnswer(idNumber: string, person: FakePerson, asked: Record<string, unknown>) {
  const firstName = same(asked.firstName, person.firstName);
  const lastName = same(asked.lastName, person.lastName);
  return {
    id: randomUUID(),
    validations: {
      data: { firstName: { validated: firstName, value: asked.firstName }, lastName: { validated: lastName, value: asked.lastName } },
      validationMessages: '',
    },
    status: 'found',
    idNumber,
    firstName: person.firstName.toUpperCase(),
    lastName: person.lastName.toUpperCase(),
    deceasedStatus: person.deceased ? 'deceased' : 'alive',
    dateOfDeath: person.deceased ? '2019-03-02' : '',
    onHANIS: 'yes',
    onNPR: 'yes',
    allValidationPassed: firstName && lastName,
    type: 'zaSAID',
    country: 'ZA',
  };
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

function answer(fake: Omit<FakeYouverifyServer, 'url' | 'close'>, request: IncomingMessage, body: Record<string, unknown>, response: ServerResponse) {
  if (request.method !== 'POST' || request.url !== YOUVERIFY_SAID_PATH) return send(response, 404, { success: false, statusCode: 404, message: 'Not found' });
  if (request.headers.token !== fake.apiKey) return send(response, 401, { success: false, statusCode: 401, message: 'Unauthorized' });
  const idNumber = typeof body.id === 'string' ? body.id : '';
  if (body.isSubjectConsent !== true) return send(response, 400, { success: false, statusCode: 400, message: 'Subject consent is required' });
  const entry = fake.register.get(idNumber);
  if (entry === 'slow') return; // never answers
  if (entry === 'server-error') return send(response, 500, { success: false, statusCode: 500, message: 'Internal server error' });
  const asked = (body.validations as { data?: Record<string, unknown> } | undefined)?.data ?? {};
  const data = entry ? foundAnswer(idNumber, entry, asked) : { id: randomUUID(), status: 'not_found', idNumber, allValidationPassed: false };
  const logged = fake.requests.at(-1);
  if (logged) logged.reference = data.id;
  send(response, 200, { success: true, statusCode: 200, message: 'success', data });
}

export async function startFakeYouverifyServer({ apiKey = 'yv-test-key' }: { apiKey?: string } = {}): Promise<FakeYouverifyServer> {
  const fake: Omit<FakeYouverifyServer, 'url' | 'close'> = { apiKey, register: new Map(), requests: [] };
  const open = new Set<ServerResponse>();
  const server = createServer((request, response) => {
    open.add(response);
    response.on('close', () => open.delete(response));
    void readBody(request).then((body) => {
      fake.requests.push({ path: request.url ?? '', token: request.headers.token as string | undefined, body });
      answer(fake, request, body, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of open) response.destroy();
        server.close(() => resolve());
        // fetch keeps connections alive; close them rather than wait for their idle timeout.
        server.closeAllConnections();
      }),
  });
}
