import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMailer } from '../../adapters/mail/outbox-mailer.ts';
import type { EmailLinkPurpose } from '../../db/schema/accounts.ts';
import { createAccount, mailedToken, MINUTE, testClock } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createEmailLinksService, type EmailLinksService } from './email-links.service.ts';

// The single-use link module under both flows (email confirmation and password reset): their
// route tests cover each flow; these check what the two share.

const clock = testClock('2026-03-01T08:00:00Z');
let t: TestApp;
let links: EmailLinksService;
beforeAll(async () => {
  t = await createTestApp({ clock: clock.read });
  links = createEmailLinksService({
    db: t.database.db,
    clock: clock.read,
    mailer: outboxMailer(t.database.db, clock.read),
    publicUrl: 'http://localhost:3000',
  });
});
afterAll(() => t.close());

const mail = { page: '/a-page', ttlMs: 60 * MINUTE, subject: 'A link', text: (link: string) => `Open ${link}` };

async function sentLink(purpose: EmailLinkPurpose) {
  const account = await createAccount(t);
  await links.send(purpose, { id: account.id, email: account.email, fullName: null }, mail);
  return { account, token: await mailedToken(t.database.db, account.email, '/a-page') };
}
const use = (purpose: EmailLinkPurpose, token: string) => t.database.db.transaction((tx) => links.use(purpose, token, clock.now, tx));

describe('single-use email links', () => {
  it('works once, for the purpose it was sent for and no other', async () => {
    const { account, token } = await sentLink('email_confirmation');
    expect(await use('password_reset', token)).toBeUndefined();
    expect(await links.whyUnusable('password_reset', token)).toBe('unknown');

    expect(await use('email_confirmation', token)).toBe(account.id);
    expect(await use('email_confirmation', token)).toBeUndefined();
    expect(await links.whyUnusable('email_confirmation', token)).toBe('used');
  });

  it('expires after its time, and says so', async () => {
    const { token } = await sentLink('password_reset');
    clock.advance(60 * MINUTE);
    expect(await use('password_reset', token)).toBeUndefined();
    expect(await links.whyUnusable('password_reset', token)).toBe('expired');
  });

  it("uses up the account's other links of that purpose, and leaves the other purpose's", async () => {
    const { account, token: first } = await sentLink('password_reset');
    const to = { id: account.id, email: account.email, fullName: null };
    clock.advance(1000);
    await links.send('password_reset', to, mail);
    const second = await mailedToken(t.database.db, account.email, '/a-page');
    clock.advance(1000);
    await links.send('email_confirmation', to, mail);
    const confirmation = await mailedToken(t.database.db, account.email, '/a-page');

    expect(await use('password_reset', second)).toBe(account.id);
    expect(await use('password_reset', first)).toBeUndefined();
    expect(await use('email_confirmation', confirmation)).toBe(account.id);
    expect((await links.linksOf(account.id)).map((link) => [link.purpose, link.usedAt !== null])).toEqual([
      ['password_reset', true],
      ['password_reset', true],
      ['email_confirmation', true],
    ]);
  });
});
