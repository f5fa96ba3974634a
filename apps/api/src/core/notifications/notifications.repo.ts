import { and, count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { notifications } from '../../db/schema/notifications.ts';

export type NewNotificationRow = typeof notifications.$inferInsert;

const columns = {
  id: notifications.id,
  userId: notifications.userId,
  title: notifications.title,
  message: notifications.message,
  notificationType: notifications.notificationType,
  relatedDocumentId: notifications.relatedDocumentId,
  isRead: notifications.isRead,
  createdAt: notifications.createdAt,
};

export function createNotificationsRepo(db: Executor) {
  return {
    async insert(row: NewNotificationRow) {
      const [inserted] = await db.insert(notifications).values(row).returning(columns);
      return inserted!;
    },

    async findById(id: string) {
      const [row] = await db.select(columns).from(notifications).where(eq(notifications.id, id)).limit(1);
      return row;
    },

    /** The user's own, newest first. */
    async listForUser(userId: string, limit: number) {
      return db
        .select(columns)
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(limit);
    },

    async countUnread(userId: string) {
      const [row] = await db
        .select({ unread: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
      return row?.unread ?? 0;
    },

    async markRead(id: string) {
      const [row] = await db.update(notifications).set({ isRead: true }).where(eq(notifications.id, id)).returning(columns);
      return row;
    },

    async markAllRead(userId: string) {
      const rows = await db
        .update(notifications)
        .set({ isRead: true })
        .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)))
        .returning({ id: notifications.id });
      return rows.length;
    },

    async delete(id: string) {
      const rows = await db.delete(notifications).where(eq(notifications.id, id)).returning({ id: notifications.id });
      return rows.length;
    },

    async deleteRead(userId: string) {
      const rows = await db
        .delete(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.isRead, true)))
        .returning({ id: notifications.id });
      return rows.length;
    },
  };
}
export type NotificationRow = Awaited<ReturnType<ReturnType<typeof createNotificationsRepo>['insert']>>;
