// Asks the API whether this browser has a session. Small and dependency-free on purpose: the
// landing page's Start Application button uses it.

export const SESSION_URL = '/api/auth/session';

/**
 * True when GET /api/auth/session answers 200 with a JSON body that is a session. Anything else
 * (401, 404, a network error, HTML from a fallback, `null` or `{ user: null }`) means signed out.
 */
export async function isSignedIn(): Promise<boolean> {
  try {
    const response = await fetch(SESSION_URL, {
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
    if (response.status !== 200) return false;
    if (!(response.headers.get('content-type') ?? '').includes('application/json')) return false;
    const body: unknown = await response.json();
    return isSessionBody(body);
  } catch {
    return false;
  }
}

function isSessionBody(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  if ('user' in body) return body.user !== null && body.user !== undefined;
  return true;
}
