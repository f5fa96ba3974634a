import { parseNotificationType } from '@kusasa/domain/rules/notifications';
import {
  newNotificationSchema,
  notificationListQuerySchema,
  type MarkReadResponse,
  type NewNotification,
  type Notification,
  type NotificationListQuery,
  type NotificationListResponse,
  type NotificationsChangedResponse,
} from '@kusasa/domain/schemas/notifications';
import { errorTexts, notificationTexts } from '@kusasa/domain/texts';
import type { NotificationBus } from '../../adapters/notification-bus/notification-bus.ts';
import { can, type Actor } from '../../auth/policy.ts';
import type { Database, Executor } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { createNotificationsRepo, type NotificationRow } from './notifications.repo.ts';

const toNotification = (row: NotificationRow): Notification => ({
  id: row.id,
  title: row.title,
  message: row.message,
  notificationType: parseNotificationType(row.notificationType),
  relatedDocumentId: row.relatedDocumentId,
  isRead: row.isRead,
  createdAt: row.createdAt.toISOString(),
});

// The notification bell (seed 000). A user reads and changes only their own: a row the policy does
// not let the actor touch answers 404, exactly like one that does not exist, so ids reveal nothing.
export function createNotificationsService({ db, clock, bus }: { db: Database; clock: () => Date; bus: NotificationBus }) {
  const repo = createNotificationsRepo(db);

  async function ownedOrNotFound(actor: Actor, id: string) {
    const row = await repo.findById(id);
    if (!row || !can(actor, 'notifications:own', { ownerId: row.userId })) throw new AppError('NOT_FOUND', notificationTexts.notFound);
    return row;
  }

  return {
    /**
     * For other features (documents, applications...): stores a notification for a user and delivers
     * it live to their open streams on every instance. Given a transaction, both happen only if it
     * commits.
     */
    async notify(userId: string, input: NewNotification, executor?: Executor): Promise<Notification> {
      const parsed = newNotificationSchema.safeParse(input);
      if (!parsed.success) {
        throw new AppError('VALIDATION', errorTexts.validation, Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.') || '_', i.message])));
      }
      const { title, message, type, relatedDocumentId } = parsed.data;
      const write = async (tx: Executor) => {
        const row = await createNotificationsRepo(tx).insert({
          userId,
          title,
          message,
          notificationType: type,
          relatedDocumentId: relatedDocumentId ?? null,
          createdAt: clock(),
        });
        await bus.publish({ id: row.id, userId }, tx);
        return toNotification(row);
      };
      return executor ? write(executor) : db.transaction(write);
    },

    async list(actor: Actor, query: NotificationListQuery): Promise<NotificationListResponse> {
      const { limit } = notificationListQuerySchema.parse(query);
      const [rows, unreadCount] = await Promise.all([repo.listForUser(actor.id, limit), repo.countUnread(actor.id)]);
      return { notifications: rows.map(toNotification), unreadCount };
    },

    async markRead(actor: Actor, id: string): Promise<MarkReadResponse> {
      await ownedOrNotFound(actor, id);
      const row = await repo.markRead(id);
      if (!row) throw new AppError('NOT_FOUND', notificationTexts.notFound);
      return { notification: toNotification(row), unreadCount: await repo.countUnread(actor.id) };
    },

    async markAllRead(actor: Actor): Promise<NotificationsChangedResponse> {
      const changed = await repo.markAllRead(actor.id);
      return { count: changed, unreadCount: await repo.countUnread(actor.id) };
    },

    async remove(actor: Actor, id: string): Promise<NotificationsChangedResponse> {
      await ownedOrNotFound(actor, id);
      const deleted = await repo.delete(id);
      return { count: deleted, unreadCount: await repo.countUnread(actor.id) };
    },

    async removeRead(actor: Actor): Promise<NotificationsChangedResponse> {
      const deleted = await repo.deleteRead(actor.id);
      return { count: deleted, unreadCount: await repo.countUnread(actor.id) };
    },

    /** A notification for the live stream: only the user's own, and only while it still exists. */
    async forDelivery(userId: string, id: string): Promise<Notification | undefined> {
      const row = await repo.findById(id);
      return row && row.userId === userId ? toNotification(row) : undefined;
    },
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
