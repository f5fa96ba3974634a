import type { APIRequestContext } from '@playwright/test';
import { E2E_MAILBOX_TOKEN } from './servers';

interface DevMail {
  subject: string;
  links: string[];
}

/**
 * The in-app path (path and fragment) of the newest link to `path` mailed to `to`, read from the
 * development mailbox (GET /api/dev/mailbox, newest first). The mail holds the server's public
 * URL, which need not be the test's base URL, so only the path is kept.
 */
export async function newestMailedLink(request: APIRequestContext, to: string, path: string): Promise<string> {
  // Some mail is written by a background job (password resets), so wait for it a little.
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const response = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`, { headers: { 'x-dev-mailbox-token': E2E_MAILBOX_TOKEN } });
    if (response.status() !== 200) throw new Error(`mailbox: ${response.status()} ${await response.text()}`);
    const { messages } = (await response.json()) as { messages: DevMail[] };
    for (const message of messages) {
      const link = message.links.map((href) => new URL(href)).find((url) => url.pathname === path);
      if (link) return `${link.pathname}${link.search}${link.hash}`;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no mail to ${to} with a link to ${path}`);
}
