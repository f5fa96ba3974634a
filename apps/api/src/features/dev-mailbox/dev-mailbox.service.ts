import type { DevMail, DevMailboxQuery } from '@kusasa/domain/schemas/dev-mailbox';
import type { Executor } from '../../db/database.ts';
import { createDevMailboxRepo } from './dev-mailbox.repo.ts';

const LINK = /https?:\/\/[^\s<>"']+/g;
/** A sentence's full stop or a closing bracket after a link is not part of it. */
const linksIn = (text: string) => (text.match(LINK) ?? []).map((link) => link.replace(/[.,;:!?)\]]+$/, ''));

/** The outbox as a developer's mailbox: what the embedded mail adapter would have sent. */
export function createDevMailboxService(db: Executor) {
  const repo = createDevMailboxRepo(db);
  return {
    async list(query: DevMailboxQuery): Promise<DevMail[]> {
      const rows = await repo.list(query);
      return rows.map((row) => ({ ...row, links: linksIn(row.text), createdAt: row.createdAt.toISOString() }));
    },
  };
}
export type DevMailboxService = ReturnType<typeof createDevMailboxService>;
