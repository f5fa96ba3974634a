import type { NotificationFilter, NotificationGrouping } from '@kusasa/domain/rules/notifications';

// Labels of the bell's filters and groupings (the values are the seed's, in @kusasa/domain/rules/notifications).

export const FILTER_LABELS: Record<NotificationFilter, string> = {
  all: 'All',
  unread: 'Unread',
  document: 'Documents',
  application: 'Applications',
  admin: 'Admin',
  system: 'System',
};

export const GROUPING_LABELS: Record<NotificationGrouping, string> = {
  date: 'By date',
  type: 'By type',
  none: 'None',
};
