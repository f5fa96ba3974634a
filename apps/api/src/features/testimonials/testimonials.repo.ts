import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { testimonials } from '../../db/schema/testimonials.ts';

export type TestimonialRow = typeof testimonials.$inferSelect;

export const TESTIMONIAL_LIST_LIMIT = 200;

// The only place that touches testimonials.
export function createTestimonialsRepo(db: Executor) {
  return {
    approved: () =>
      db.select().from(testimonials).where(eq(testimonials.status, 'approved')).orderBy(desc(testimonials.reviewedAt)).limit(TESTIMONIAL_LIST_LIMIT),
    byStatus: (status: string) =>
      db.select().from(testimonials).where(eq(testimonials.status, status)).orderBy(desc(testimonials.createdAt)).limit(TESTIMONIAL_LIST_LIMIT),
    async ofUser(userId: string): Promise<TestimonialRow | null> {
      const [row] = await db.select().from(testimonials).where(eq(testimonials.userId, userId));
      return row ?? null;
    },
    /** One story per learner: a new one replaces theirs and waits for approval again. */
    async upsert(values: { userId: string; displayName: string; context: string; story: string; createdAt: Date }): Promise<TestimonialRow> {
      const fresh = {
        displayName: values.displayName,
        context: values.context,
        story: values.story,
        status: 'pending',
        createdAt: values.createdAt,
        reviewedAt: null,
        reviewedBy: null,
      };
      const [row] = await db
        .insert(testimonials)
        .values({ ...values, status: 'pending' })
        .onConflictDoUpdate({ target: testimonials.userId, set: fresh })
        .returning();
      if (!row) throw new Error('testimonial upsert returned no row');
      return row;
    },
    async lock(id: string): Promise<TestimonialRow | null> {
      const [row] = await db.select().from(testimonials).where(eq(testimonials.id, id)).for('update');
      return row ?? null;
    },
    async review(id: string, values: { status: string; reviewedAt: Date; reviewedBy: string }): Promise<TestimonialRow> {
      const [row] = await db.update(testimonials).set(values).where(eq(testimonials.id, id)).returning();
      if (!row) throw new Error('testimonial vanished');
      return row;
    },
  };
}
