import type { APIRequestContext } from '@playwright/test';
import { adultIdNumber } from './sa-id';

export const E2E_PASSWORD = 'kusasa e2e passphrase';

/**
 * The one admin of an e2e run. There is no public admin sign-up: playwright.config.ts makes this
 * account with `npm run cli -- create-admin` before it starts the server on the same database.
 */
export const E2E_ADMIN = { email: 'e2e-admin@kusasa.test', password: 'kusasa-e2e-admin-passphrase' } as const;

/** An email no other test run has used. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.test`;
}

/** A private address for one registration (10.x.y.z), so the registration limit counts per learner. */
function learnerAddress(): string {
  const part = () => 1 + Math.floor(Math.random() * 254);
  return `10.${part()}.${part()}.${part()}`;
}

/** Mutating API calls must name their origin (the API refuses cross-site requests). */
export function originHeader(baseURL: string | undefined): Record<string, string> {
  if (!baseURL) throw new Error('e2e tests need a baseURL');
  return { origin: new URL(baseURL).origin };
}

export interface Student {
  email: string;
  password: string;
  fullName: string;
  idNumber: string;
  trackingId: string;
}

/**
 * Registers a verified adult student through the API. The request context keeps the session
 * cookie it gets: pass page.request to sign the page in, or `request` to leave the page signed out.
 */
export async function registerStudent(request: APIRequestContext, baseURL: string | undefined, label = 'student'): Promise<Student> {
  const student = { email: uniqueEmail(label), password: E2E_PASSWORD, fullName: 'Thandi Nkosi', idNumber: adultIdNumber() };
  const response = await request.post('/api/auth/register', {
    // Each learner arrives from an address of its own, through the loopback proxy the journeys'
    // server trusts (playwright.config.ts): the run registers more learners than one visitor's
    // address may in 15 minutes (60), a limit the registration journeys test themselves.
    headers: { ...originHeader(baseURL), 'x-forwarded-for': learnerAddress() },
    data: { ...student, gender: 'female', confirmPassword: student.password, acceptPrivacy: true, acceptTerms: true },
  });
  if (response.status() !== 201) throw new Error(`registration failed: ${response.status()} ${await response.text()}`);
  const body = (await response.json()) as { trackingId: string };
  return { ...student, trackingId: body.trackingId };
}

/** Signs in through the API, where the sign-in page is not what the test is about. */
export async function signInThroughApi(request: APIRequestContext, baseURL: string | undefined, account: { email: string; password: string }) {
  const response = await request.post('/api/auth/login', {
    headers: originHeader(baseURL),
    data: { email: account.email, password: account.password, remember: false, portal: 'any' },
  });
  if (response.status() !== 200) throw new Error(`sign-in failed: ${response.status()} ${await response.text()}`);
}
