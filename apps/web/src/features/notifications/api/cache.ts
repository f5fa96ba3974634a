import { clampCount, decrementUnread } from '@kusasa/domain/rules/notifications';
import type { Notification, NotificationListResponse } from '@kusasa/domain/schemas/notifications';

// How each change looks in the cached list, applied at once (optimistically) while the request
// runs. `unreadCount` counts all of the user's unread notifications, not only the ones loaded.

type List = NotificationListResponse;

/** A notification that arrived live: added once, newest first, and counted when unread. */
export function withAdded(list: List, notification: Notification): List {
  if (list.notifications.some((n) => n.id === notification.id)) return list;
  const notifications = [notification, ...list.notifications].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return { notifications, unreadCount: clampCount(list.unreadCount + (notification.isRead ? 0 : 1)) };
}

export function withRead(list: List, id: string): List {
  const target = list.notifications.find((n) => n.id === id);
  if (!target || target.isRead) return list;
  return { notifications: list.notifications.map((n) => (n.id === id ? { ...n, isRead: true } : n)), unreadCount: decrementUnread(list.unreadCount) };
}

export function withAllRead(list: List): List {
  return { notifications: list.notifications.map((n) => (n.isRead ? n : { ...n, isRead: true })), unreadCount: 0 };
}

export function withoutOne(list: List, id: string): List {
  const target = list.notifications.find((n) => n.id === id);
  if (!target) return list;
  return { notifications: list.notifications.filter((n) => n.id !== id), unreadCount: target.isRead ? list.unreadCount : decrementUnread(list.unreadCount) };
}

export function withoutRead(list: List): List {
  return { notifications: list.notifications.filter((n) => !n.isRead), unreadCount: list.unreadCount };
}

/** The server's unread count after a change is the truth. */
export function withUnreadCount(list: List, unreadCount: number): List {
  return { ...list, unreadCount: clampCount(unreadCount) };
}
