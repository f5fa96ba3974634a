import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { supportRequests } from '../../db/schema/support.ts';

// Contact Us requests a person sent while signed in, for the POPIA download, without which admin answered them.

export function createSupportDataRepo(db: Executor) {
  return {
    requestsOf: (userId: string) =>
      db
        .select({
          id: supportRequests.id,
          name: supportRequests.name,
          email: supportRequests.email,
          category: supportRequests.category,
          subject: supportRequests.subject,
          message: supportRequests.message,
          status: supportRequests.status,
          createdAt: supportRequests.createdAt,
          answeredAt: supportRequests.answeredAt,
          reply: supportRequests.reply,
        })
        .from(supportRequests)
        .where(eq(supportRequests.userId, userId))
        .orderBy(asc(supportRequests.createdAt)),
  };
}
