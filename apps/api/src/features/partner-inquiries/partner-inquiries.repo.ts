import { asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { partnerInquiries, partnerInquiryReplies } from '../../db/schema/partners.ts';

export type InquiryRow = typeof partnerInquiries.$inferSelect;
export type NewInquiryRow = typeof partnerInquiries.$inferInsert;

export const INQUIRY_LIST_LIMIT = 500;

const replyColumns = {
  id: partnerInquiryReplies.id,
  inquiryId: partnerInquiryReplies.inquiryId,
  subject: partnerInquiryReplies.subject,
  body: partnerInquiryReplies.body,
  sentTo: partnerInquiryReplies.sentTo,
  sentAt: partnerInquiryReplies.sentAt,
  senderId: partnerInquiryReplies.sentBy,
};

// The only place that touches partner_inquiries and their replies. Who sent a reply is named by
// the users service (one read for all of a list's senders), never by a join on users.
export function createPartnerInquiriesRepo(db: Executor) {
  return {
    async insert(values: NewInquiryRow): Promise<InquiryRow> {
      const [row] = await db.insert(partnerInquiries).values(values).returning();
      if (!row) throw new Error('inquiry insert returned no row');
      return row;
    },

    /** Newest first (seed 002 section 7). */
    list(): Promise<InquiryRow[]> {
      return db.select().from(partnerInquiries).orderBy(desc(partnerInquiries.createdAt), desc(partnerInquiries.id)).limit(INQUIRY_LIST_LIMIT);
    },

    async lock(id: string): Promise<InquiryRow | null> {
      const [row] = await db.select().from(partnerInquiries).where(eq(partnerInquiries.id, id)).for('update');
      return row ?? null;
    },

    async byId(id: string): Promise<InquiryRow | null> {
      const [row] = await db.select().from(partnerInquiries).where(eq(partnerInquiries.id, id));
      return row ?? null;
    },

    async update(id: string, change: Partial<Pick<NewInquiryRow, 'status' | 'partnerId' | 'updatedAt'>>): Promise<InquiryRow> {
      const [row] = await db.update(partnerInquiries).set(change).where(eq(partnerInquiries.id, id)).returning();
      if (!row) throw new Error('inquiry update matched no row');
      return row;
    },

    /** The replies of these inquiries, oldest first. */
    repliesFor(inquiryIds: string[]) {
      if (inquiryIds.length === 0) return Promise.resolve([]);
      return db
        .select(replyColumns)
        .from(partnerInquiryReplies)
        .where(inArray(partnerInquiryReplies.inquiryId, inquiryIds))
        .orderBy(asc(partnerInquiryReplies.sentAt), asc(partnerInquiryReplies.id));
    },

    async insertReply(values: typeof partnerInquiryReplies.$inferInsert) {
      const [row] = await db.insert(partnerInquiryReplies).values(values).returning(replyColumns);
      if (!row) throw new Error('reply insert returned no row');
      return row;
    },

    /** Inquiries by stored status (empty read as pending), one SQL aggregate. */
    countsByStatus() {
      const status = sql<string>`coalesce(nullif(${partnerInquiries.status}, ''), 'pending')`;
      return db.select({ status, count: count() }).from(partnerInquiries).groupBy(status);
    },
  };
}
export type InquiryReplyRow = Awaited<ReturnType<ReturnType<typeof createPartnerInquiriesRepo>['insertReply']>>;
