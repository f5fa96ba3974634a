import { desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { UserType } from '@kusasa/domain/rules/roles';
import type { Database } from '../db/database.ts';
import { outbox } from '../db/schema/mail.ts';
import { users } from '../db/schema/users.ts';
import { createUsersService } from '../core/users/users.service.ts';
import type { App } from '../http/types.ts';
import {
  makeCounselorRegistration,
  makeEmail,
  makeInstitutionRegistration,
  makeNsfasRegistration,
  makeRegistration,
  makeSponsorRegistration,
  STRONG_PASSWORD,
} from './factories.ts';

/** The origin of the test config's PUBLIC_URL; browsers send it with every POST. */
export const ORIGIN = 'http://localhost:3000';

/** A movable clock for buildApp: `clock.now` is what the app sees. */
export function testClock(start = '2026-03-01T08:00:00Z') {
  const clock = {
    now: new Date(start),
    read: () => clock.now,
    advance(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
  };
  return clock;
}

export const MINUTE = 60_000;

/** The `name=value` of the session cookie a response set, for the next request's cookie header. */
export function sessionCookieOf(response: LightMyRequestResponse, name = 'kusasa_session'): string {
  const cookie = response.cookies.find((c) => c.name === name);
  if (!cookie) throw new Error(`no ${name} cookie in the response (status ${response.statusCode}): ${response.body}`);
  return `${name}=${cookie.value}`;
}

export function post(app: App, url: string, payload: unknown, options: { cookie?: string; ip?: string } = {}) {
  return app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    headers: { origin: ORIGIN, ...(options.cookie ? { cookie: options.cookie } : {}) },
    ...(options.ip ? { remoteAddress: options.ip } : {}),
  });
}

export function getSession(app: App, cookie?: string) {
  return app.inject({ method: 'GET', url: '/api/auth/session', headers: cookie ? { cookie } : {} });
}

/** Registers a student through the API and returns the body, the input and the session cookie. */
export async function registerStudent(app: App, overrides: Record<string, unknown> = {}, ip?: string) {
  const input = makeRegistration(overrides);
  const response = await post(app, '/api/auth/register', input, { ip });
  if (response.statusCode !== 201) throw new Error(`registration failed: ${response.statusCode} ${response.body}`);
  return { input, body: response.json<{ trackingId: string; plan: string; next: string; session: unknown }>(), cookie: sessionCookieOf(response), response };
}

let ipSequence = 0;
/** A fresh client address, so throttling in one test never touches another. */
export const freshIp = () => `10.${Math.floor(++ipSequence / 250) % 250}.${ipSequence % 250}.${Math.floor(Math.random() * 250) + 1}`;

/** An account of any type with a known password, made the way operators make them. */
export async function createAccount(app: { database: { db: Database } }, userType: UserType | (string & {}) = 'student', password = STRONG_PASSWORD) {
  const email = makeEmail(userType);
  const { id } = await createUsersService(app.database.db).ensureAccount({ email, password, fullName: 'Test Person', userType: 'student' });
  if (userType !== 'student') await app.database.db.update(users).set({ userType }).where(eq(users.id, id));
  return { id, email, password };
}

export const login = (app: App, body: Record<string, unknown>, options: { cookie?: string; ip?: string } = {}) => post(app, '/api/auth/login', body, options);

// Asymmetric matchers are typed `any`; typed lint wants them as `unknown` inside object literals.
export const anyString: unknown = expect.any(String);
export const anyObject: unknown = expect.any(Object);
export const matching = (pattern: RegExp): unknown => expect.stringMatching(pattern);
export const containing = (object: Record<string, unknown>): unknown => expect.objectContaining(object);

const AUDIENCE_FACTORIES = {
  counselor: makeCounselorRegistration,
  institution: makeInstitutionRegistration,
  nsfas: makeNsfasRegistration,
  sponsor: makeSponsorRegistration,
};
export type TestAudience = keyof typeof AUDIENCE_FACTORIES;

/** Registers a counselor, institution, NSFAS or sponsor account through the API. */
export async function registerAudience<A extends TestAudience>(app: App, audience: A, overrides: Record<string, unknown> = {}) {
  const input = AUDIENCE_FACTORIES[audience](overrides) as ReturnType<(typeof AUDIENCE_FACTORIES)[A]>;
  const response = await post(app, `/api/auth/register/${audience}`, input, { ip: freshIp() });
  if (response.statusCode !== 201) throw new Error(`${audience} registration failed: ${response.statusCode} ${response.body}`);
  return { input, response };
}

/** The token of the newest link to `path` (e.g. '/confirm-email') mailed to this address. */
export async function mailedToken(db: Database, email: string, path: string): Promise<string> {
  const [mail] = await db.select().from(outbox).where(eq(outbox.toAddress, email)).orderBy(desc(outbox.createdAt)).limit(1);
  const token = new RegExp(`${path.replace(/[/-]/g, '\\$&')}#token=([A-Za-z0-9_-]{43})$`, 'm').exec(mail?.textBody ?? '')?.[1];
  if (!token) throw new Error(`no ${path} link mailed to ${email}`);
  return token;
}
