import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIRequestContext } from '@playwright/test';
import { E2E_PASSWORD, originHeader, signInThroughApi, uniqueEmail } from './accounts';
import { newestMailedLink } from './mailbox';

// Institution accounts (issue 25) for journeys that are not about registering one: made through
// the public registration, confirmed with the mailed link and signed in on `request`.

export interface InstitutionAccount {
  email: string;
  password: string;
  institutionName: string;
}

export async function registerInstitutionAccount(
  request: APIRequestContext,
  baseURL: string | undefined,
  options: { label: string; institutionName: string; email?: string },
): Promise<InstitutionAccount> {
  const { label, institutionName } = options;
  const account = { email: options.email ?? uniqueEmail(label), password: E2E_PASSWORD, institutionName };
  const registered = await request.post('/api/auth/register/institution', {
    headers: originHeader(baseURL),
    data: {
      institutionName,
      institutionType: 'university',
      contactName: 'Lerato Mokoena',
      contactEmail: uniqueEmail(`${label}-contact`),
      contactPhone: '011 123 4567',
      province: 'Gauteng',
      email: account.email,
      password: account.password,
      confirmPassword: account.password,
    },
  });
  if (registered.status() !== 201) throw new Error(`institution registration failed: ${registered.status()} ${await registered.text()}`);
  const link = await newestMailedLink(request, account.email, '/confirm-email');
  const token = new URLSearchParams(link.split('#')[1] ?? '').get('token');
  const confirmed = await request.post('/api/auth/confirm-email', { headers: originHeader(baseURL), data: { token } });
  if (confirmed.status() !== 200) throw new Error(`email confirmation failed: ${confirmed.status()} ${await confirmed.text()}`);
  await signInThroughApi(request, baseURL, account);
  return account;
}

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
}

/** An institution's own system, as a test stands it up: a node:http receiver on 127.0.0.1 that keeps what it is sent. */
export async function startWebhookReceiver() {
  const received: ReceivedWebhook[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/kusasa-events`,
    received,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * What a receiver checks (docs of the institution API): `Kusasa-Signature: t=<unix seconds>,v1=<hex>`
 * where v1 is the HMAC-SHA256 of `<t>.<raw body>` with the webhook's secret. Written here from the
 * documented format, not imported from the server, so the test checks the contract.
 */
export function hasValidSignature(header: string | string[] | undefined, body: string, secret: string): boolean {
  if (typeof header !== 'string') return false;
  const parts = header.split(',').map((part) => part.trim().split('=', 2));
  const timestamp = parts.find(([name]) => name === 't')?.[1];
  if (!timestamp || Math.abs(Date.now() / 1000 - Number(timestamp)) > 300) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex'));
  return parts.some(
    ([name, value]) => name === 'v1' && value !== undefined && value.length === expected.length && timingSafeEqual(Buffer.from(value), expected),
  );
}
