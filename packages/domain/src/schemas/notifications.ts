import { z } from 'zod';
import { NOTIFICATION_TYPES } from '../rules/notifications.ts';

// The notification bell's API (seed 000 sections 2-4). A user reads and changes only their own.

export const notificationTypeSchema = z.enum(NOTIFICATION_TYPES);

export const notificationSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  message: z.string(),
  notificationType: notificationTypeSchema,
  relatedDocumentId: z.uuid().nullable(),
  isRead: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const NOTIFICATION_LIST_LIMIT = { default: 100, max: 200 } as const;

export const notificationListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(NOTIFICATION_LIST_LIMIT.max).default(NOTIFICATION_LIST_LIMIT.default),
});
export type NotificationListQuery = z.input<typeof notificationListQuerySchema>;

/** Newest first; unreadCount counts all of the user's unread ones, not only this page. */
export const notificationListResponseSchema = z.object({
  notifications: z.array(notificationSchema),
  unreadCount: z.number().int().min(0),
});
export type NotificationListResponse = z.infer<typeof notificationListResponseSchema>;

export const notificationIdParamsSchema = z.object({ id: z.uuid() });

export const markReadResponseSchema = z.object({ notification: notificationSchema, unreadCount: z.number().int().min(0) });
export type MarkReadResponse = z.infer<typeof markReadResponseSchema>;

/** After mark-all-read and the deletes: how many rows changed, and the unread count now. */
export const notificationsChangedResponseSchema = z.object({ count: z.number().int().min(0), unreadCount: z.number().int().min(0) });
export type NotificationsChangedResponse = z.infer<typeof notificationsChangedResponseSchema>;

/** What another feature passes to notify(userId, ...). */
export const newNotificationSchema = z.object({
  title: z.string().trim().min(1).max(200),
  message: z.string().trim().min(1).max(2000),
  type: notificationTypeSchema.default('general'),
  relatedDocumentId: z.uuid().nullish(),
});
export type NewNotification = z.input<typeof newNotificationSchema>;

/** The server-sent event that carries a new notification (`event: notification`, data = the row). */
export const NOTIFICATION_STREAM_EVENT = 'notification';
