/**
 * The token of an emailed link. Kusasa puts it in the URL fragment (`#token=...`) so it never
 * reaches a server log; `?token=` is read too for links copied from older mails.
 */
export function linkToken(location: { hash: string; search: string }): string {
  return new URLSearchParams(location.hash.replace(/^#/, '')).get('token') ?? new URLSearchParams(location.search).get('token') ?? '';
}
