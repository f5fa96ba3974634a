import { desc, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { outbox } from '../../db/schema/mail.ts';

export function createDevMailboxRepo(db: Executor) {
  return {
    /** Newest first; `to` matches the recipient without regard to case. */
    list({ to, limit }: { to?: string | undefined; limit: number }) {
      return db
        .select({ id: outbox.id, to: outbox.toAddress, subject: outbox.subject, text: outbox.textBody, createdAt: outbox.createdAt })
        .from(outbox)
        .where(to ? sql`lower(${outbox.toAddress}) = ${to.toLowerCase()}` : undefined)
        .orderBy(desc(outbox.createdAt))
        .limit(limit);
    },
  };
}
