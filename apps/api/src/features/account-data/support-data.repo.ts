import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { supportRequests } from '../../db/schema/support.ts';
import { testimonials } from '../../db/schema/testimonials.ts';

// Contact Us requests a person sent while signed in, and their story for /testimonials, for the
// POPIA download (without which admin answered or reviewed them).

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
    testimonialsOf: (userId: string) =>
      db
        .select({
          id: testimonials.id,
          displayName: testimonials.displayName,
          context: testimonials.context,
          story: testimonials.story,
          status: testimonials.status,
          createdAt: testimonials.createdAt,
          reviewedAt: testimonials.reviewedAt,
        })
        .from(testimonials)
        .where(eq(testimonials.userId, userId)),
  };
}
