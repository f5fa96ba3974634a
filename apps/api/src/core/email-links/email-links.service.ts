import { createHash, randomBytes } from 'node:crypto';
import type { Mailer } from '../../adapters/mail/mailer.ts';
import type { Database, Executor } from '../../db/database.ts';
import type { EmailLinkPurpose } from '../../db/schema/accounts.ts';
import { createEmailLinksRepo } from './email-links.repo.ts';

export interface LinkRecipient {
  id: string;
  email: string;
  fullName: string | null;
}

export interface LinkMail {
  /** The web page that takes the link, e.g. '/reset-password'. */
  page: string;
  ttlMs: number;
  subject: string;
  text: (link: string) => string;
}

/** Why a link could not be used. */
export type UnusableLink = 'unknown' | 'used' | 'expired';

const tokenId = (token: string) => createHash('sha256').update(token).digest('hex');

// Single-use links sent by email (email confirmation and password reset; decision 0111): a random
// token in the mail, only its SHA-256 stored, used once and only for its purpose.
export function createEmailLinksService({ db, clock, mailer, publicUrl }: { db: Database; clock: () => Date; mailer: Mailer; publicUrl: string }) {
  const repo = createEmailLinksRepo(db);
  return {
    /** Stores a new link for the account and mails it. */
    async send(purpose: EmailLinkPurpose, to: LinkRecipient, mail: LinkMail): Promise<void> {
      const now = clock();
      const token = randomBytes(32).toString('base64url');
      await repo.insert({ id: tokenId(token), userId: to.id, purpose, createdAt: now, expiresAt: new Date(now.getTime() + mail.ttlMs) });
      // In the fragment, the token never reaches a server log or a Referer header.
      const link = `${publicUrl}${mail.page}#token=${token}`;
      await mailer.send({ to: to.email, subject: mail.subject, text: mail.text(link) });
    },

    /**
     * Uses a link still live at `now` inside the caller's transaction, and with it every other
     * unused link of the account for this purpose. Returns the account's id, or undefined for an unknown, used or
     * expired link.
     */
    async use(purpose: EmailLinkPurpose, token: string, now: Date, tx: Executor): Promise<string | undefined> {
      const inTx = createEmailLinksRepo(tx);
      const userId = await inTx.consume(purpose, tokenId(token), now);
      if (userId) await inTx.retireAll(purpose, userId, now);
      return userId;
    },

    /** After `use` refused a link: was it never issued, already used, or expired unused? */
    async whyUnusable(purpose: EmailLinkPurpose, token: string): Promise<UnusableLink> {
      const stored = await repo.find(purpose, tokenId(token));
      if (!stored) return 'unknown';
      return stored.usedAt === null ? 'expired' : 'used';
    },

    /** The account's links, without their tokens: for "Your data". */
    linksOf: (userId: string) => repo.linksOf(userId),
  };
}
export type EmailLinksService = ReturnType<typeof createEmailLinksService>;
