export const NOT_FOUND_TELEMETRY_URL = '/api/telemetry/not-found';

/** Logs a wrong path with the API. Fire and forget: a failure here must not disturb the page. */
export function reportNotFound(path: string, referrer: string): void {
  try {
    fetch(NOT_FOUND_TELEMETRY_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ path, referrer }),
      credentials: 'same-origin',
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // fetch itself can throw synchronously (for example a keepalive quota); ignore it too.
  }
}
