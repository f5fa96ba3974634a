import type { UserType } from '@kusasa/domain/rules/roles';
import type { App } from '../http/types.ts';
import { createAccount, freshIp, login, ORIGIN, sessionCookieOf } from './http.ts';

/** A new account of this type, signed in: its id, email and session cookie. */
export async function signedInAs(t: { app: App; database: Parameters<typeof createAccount>[0]['database'] }, userType: UserType = 'student') {
  const account = await createAccount(t, userType);
  const response = await login(t.app, { email: account.email, password: account.password }, { ip: freshIp() });
  return { ...account, userType, cookie: sessionCookieOf(response) };
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A request as the browser sends it: same-origin, with the session cookie when there is one. */
export function call(app: App, method: Method, url: string, options: { cookie?: string; payload?: unknown; headers?: Record<string, string> } = {}) {
  return app.inject({
    method,
    url,
    headers: { origin: ORIGIN, ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers },
    ...(options.payload === undefined ? {} : { payload: options.payload as Record<string, unknown> }),
  });
}
