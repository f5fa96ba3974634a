import type { Executor } from '../../db/database.ts';
import { outbox } from '../../db/schema/mail.ts';

export function createOutboxRepo(db: Executor) {
  return {
    async insert(message: { toAddress: string; subject: string; textBody: string; htmlBody?: string | null; createdAt: Date }) {
      await db.insert(outbox).values(message);
    },
  };
}
