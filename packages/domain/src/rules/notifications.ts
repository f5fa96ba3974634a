import { calendarDateIn, SOUTH_AFRICA_TIME_ZONE, type CalendarDate } from './dates.ts';

// The notification bell (seed 000 section 2): badge, filters and groupings. Pure functions, so the
// web app and the tests share one reading of the seed.

export const NOTIFICATION_TYPES = ['document_status', 'application_status', 'admin_feedback', 'system', 'general'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export const DEFAULT_NOTIFICATION_TYPE: NotificationType = 'general';

export function parseNotificationType(value: unknown): NotificationType {
  return (NOTIFICATION_TYPES as readonly unknown[]).includes(value) ? (value as NotificationType) : DEFAULT_NOTIFICATION_TYPE;
}

/** The fields these rules read; the API's notification rows have them. */
export interface NotificationLike {
  notificationType: string;
  isRead: boolean;
  createdAt: string | Date;
}

// ----- Badge and unread count -----

export const BADGE_CAP = 99;

/** The badge text: nothing at 0, the count up to 99, then '99+'. */
export function badgeText(unreadCount: number): string | null {
  const count = clampCount(unreadCount);
  if (count === 0) return null;
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(count);
}

/** A count that can never go below zero (nor be a fraction or NaN). */
export function clampCount(count: number): number {
  return Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
}

export function countUnread(notifications: readonly Pick<NotificationLike, 'isRead'>[]): number {
  return notifications.filter((n) => !n.isRead).length;
}

/** After one notification is read or deleted; never below zero, even when told twice. */
export const decrementUnread = (count: number, by = 1) => clampCount(clampCount(count) - clampCount(by));

// ----- Filters -----

export const NOTIFICATION_FILTERS = ['all', 'unread', 'document', 'application', 'admin', 'system'] as const;
export type NotificationFilter = (typeof NOTIFICATION_FILTERS)[number];

const TYPE_BY_FILTER = {
  document: 'document_status',
  application: 'application_status',
  admin: 'admin_feedback',
  system: 'system',
} as const satisfies Record<Exclude<NotificationFilter, 'all' | 'unread'>, NotificationType>;

export function matchesFilter(notification: Pick<NotificationLike, 'notificationType' | 'isRead'>, filter: NotificationFilter): boolean {
  switch (filter) {
    case 'all':
      return true;
    case 'unread':
      return !notification.isRead;
    default:
      return parseNotificationType(notification.notificationType) === TYPE_BY_FILTER[filter];
  }
}

export function filterNotifications<T extends Pick<NotificationLike, 'notificationType' | 'isRead'>>(
  notifications: readonly T[],
  filter: NotificationFilter,
): T[] {
  return notifications.filter((n) => matchesFilter(n, filter));
}

// ----- Groupings -----

export const NOTIFICATION_GROUPINGS = ['date', 'type', 'none'] as const;
export type NotificationGrouping = (typeof NOTIFICATION_GROUPINGS)[number];

export interface NotificationGroup<T, K extends string = string> {
  key: K;
  label: string;
  items: T[];
}

export const DATE_GROUPS = [
  { key: 'today', label: 'Today' },
  { key: 'yesterday', label: 'Yesterday' },
  { key: 'thisWeek', label: 'This Week' },
  { key: 'thisMonth', label: 'This Month' },
  { key: 'older', label: 'Older' },
] as const;
export type DateGroupKey = (typeof DATE_GROUPS)[number]['key'];

export const TYPE_GROUPS = [
  { key: 'document_status', label: 'Document Updates' },
  { key: 'application_status', label: 'Application Updates' },
  { key: 'admin_feedback', label: 'Admin Feedback' },
  { key: 'system', label: 'System Notifications' },
  { key: 'other', label: 'Other' },
] as const;
export type TypeGroupKey = (typeof TYPE_GROUPS)[number]['key'];

export interface DateGroupingOptions {
  /** The current time; injectable so tests and the web's clock agree. */
  now?: Date;
  timeZone?: string;
  /** 1 = Monday (ISO 8601, as South African calendars print it); 0 = Sunday. */
  weekStartsOn?: 0 | 1;
}

const DAY_MS = 86_400_000;
/** Days since 1970-01-01 of a calendar date, for whole-day differences free of time zones. */
const dayNumber = ({ year, month, day }: CalendarDate) => Math.round(Date.UTC(year, month - 1, day) / DAY_MS);

/**
 * Which date group a timestamp falls in, by calendar days in South Africa: the same day, the day
 * before, earlier in the current week, earlier in the current month, or older. A time in the future
 * (a clock a little ahead) counts as today.
 */
export function dateGroupOf(
  createdAt: string | Date,
  { now = new Date(), timeZone = SOUTH_AFRICA_TIME_ZONE, weekStartsOn = 1 }: DateGroupingOptions = {},
): DateGroupKey {
  const today = calendarDateIn(now, timeZone);
  const then = calendarDateIn(createdAt, timeZone);
  const daysAgo = dayNumber(today) - dayNumber(then);
  if (daysAgo <= 0) return 'today';
  if (daysAgo === 1) return 'yesterday';
  // 1970-01-01 was a Thursday: (dayNumber + 4) % 7 is 0 on Sundays.
  const weekday = (dayNumber(today) + 4) % 7;
  const daysIntoWeek = (weekday - weekStartsOn + 7) % 7;
  if (daysAgo <= daysIntoWeek) return 'thisWeek';
  if (then.year === today.year && then.month === today.month) return 'thisMonth';
  return 'older';
}

export function typeGroupOf(notificationType: string): TypeGroupKey {
  const type = parseNotificationType(notificationType);
  return type === 'general' ? 'other' : type;
}

function groupInOrder<T, K extends string>(
  notifications: readonly T[],
  groups: readonly { key: K; label: string }[],
  keyOf: (notification: T) => K,
): NotificationGroup<T, K>[] {
  const buckets = new Map<K, T[]>();
  for (const notification of notifications) {
    const key = keyOf(notification);
    buckets.set(key, [...(buckets.get(key) ?? []), notification]);
  }
  return groups.flatMap(({ key, label }) => {
    const items = buckets.get(key);
    return items ? [{ key, label, items }] : [];
  });
}

/** Non-empty date groups in the seed's order; each keeps the order it was given (newest first). */
export function groupByDate<T extends Pick<NotificationLike, 'createdAt'>>(
  notifications: readonly T[],
  options: DateGroupingOptions = {},
): NotificationGroup<T, DateGroupKey>[] {
  const now = options.now ?? new Date();
  return groupInOrder(notifications, DATE_GROUPS, (n) => dateGroupOf(n.createdAt, { ...options, now }));
}

/** Non-empty type groups in the seed's order; 'general' and unknown types go to Other. */
export function groupByType<T extends Pick<NotificationLike, 'notificationType'>>(notifications: readonly T[]): NotificationGroup<T, TypeGroupKey>[] {
  return groupInOrder(notifications, TYPE_GROUPS, (n) => typeGroupOf(n.notificationType));
}

/** The bell's three groupings; 'none' is one unlabelled group (or none when the list is empty). */
export function groupNotifications<T extends Pick<NotificationLike, 'createdAt' | 'notificationType'>>(
  notifications: readonly T[],
  grouping: NotificationGrouping,
  options: DateGroupingOptions = {},
): NotificationGroup<T>[] {
  if (grouping === 'date') return groupByDate(notifications, options);
  if (grouping === 'type') return groupByType(notifications);
  return notifications.length > 0 ? [{ key: 'all', label: '', items: [...notifications] }] : [];
}
