import { describe, expect, it } from 'vitest';
import {
  badgeText,
  clampCount,
  countUnread,
  dateGroupOf,
  decrementUnread,
  filterNotifications,
  groupByDate,
  groupByType,
  groupNotifications,
  NOTIFICATION_FILTERS,
  parseNotificationType,
  typeGroupOf,
  type NotificationFilter,
} from './notifications.ts';

const note = (notificationType: string, isRead = false, createdAt = '2026-03-11T10:00:00Z') => ({ notificationType, isRead, createdAt });

describe('badgeText', () => {
  it.each<[number, string | null]>([
    [0, null],
    [-3, null],
    [Number.NaN, null],
    [1, '1'],
    [42, '42'],
    [99, '99'],
    [100, '99+'],
    [12345, '99+'],
  ])('%d -> %j', (count, expected) => {
    expect(badgeText(count)).toBe(expected);
  });
});

describe('the unread count', () => {
  it('counts unread notifications', () => {
    expect(countUnread([note('system'), note('system', true), note('general')])).toBe(2);
    expect(countUnread([])).toBe(0);
  });

  it('never goes below zero', () => {
    expect(decrementUnread(1)).toBe(0);
    expect(decrementUnread(0)).toBe(0);
    expect(decrementUnread(decrementUnread(1))).toBe(0);
    expect(decrementUnread(5, 10)).toBe(0);
    expect(decrementUnread(5, -2)).toBe(5);
    expect(decrementUnread(-4)).toBe(0);
    expect(clampCount(Number.POSITIVE_INFINITY)).toBe(0);
    expect(clampCount(2.7)).toBe(2);
  });
});

describe('filters', () => {
  const list = [
    note('document_status'),
    note('application_status', true),
    note('admin_feedback'),
    note('system', true),
    note('general'),
    note('something-new'),
  ];

  it.each<[NotificationFilter, string[]]>([
    ['all', ['document_status', 'application_status', 'admin_feedback', 'system', 'general', 'something-new']],
    ['unread', ['document_status', 'admin_feedback', 'general', 'something-new']],
    ['document', ['document_status']],
    ['application', ['application_status']],
    ['admin', ['admin_feedback']],
    ['system', ['system']],
  ])('%s keeps %j', (filter, types) => {
    expect(filterNotifications(list, filter).map((n) => n.notificationType)).toEqual(types);
  });

  it('are the seed six', () => {
    expect(NOTIFICATION_FILTERS).toEqual(['all', 'unread', 'document', 'application', 'admin', 'system']);
  });

  it('read an unknown type as general', () => {
    expect(parseNotificationType('something-new')).toBe('general');
    expect(parseNotificationType(undefined)).toBe('general');
    expect(parseNotificationType('admin_feedback')).toBe('admin_feedback');
  });
});

describe('date groups, by South African calendar days', () => {
  // Wednesday 11 March 2026, 10:00 in Johannesburg (08:00 UTC).
  const now = new Date('2026-03-11T08:00:00Z');
  const at = (iso: string) => dateGroupOf(iso, { now });

  it.each([
    ['2026-03-11T07:59:00Z', 'today'],
    // 00:30 on the 11th in Johannesburg is still the 10th in UTC.
    ['2026-03-10T22:30:00Z', 'today'],
    ['2026-03-11T09:00:00Z', 'today'],
    ['2026-03-10T21:59:00Z', 'yesterday'],
    ['2026-03-09T23:00:00Z', 'yesterday'],
    // Monday 9 March starts the week.
    ['2026-03-09T06:00:00Z', 'thisWeek'],
    ['2026-03-08T12:00:00Z', 'thisMonth'],
    ['2026-03-01T00:00:00Z', 'thisMonth'],
    ['2026-02-28T21:59:00Z', 'older'],
    ['2025-03-11T08:00:00Z', 'older'],
  ])('%s is %s', (iso, group) => {
    expect(at(iso)).toBe(group);
  });

  it('puts a week that began last month in This Week', () => {
    // Wednesday 1 April 2026; Monday 30 March is in the same week.
    expect(dateGroupOf('2026-03-30T10:00:00Z', { now: new Date('2026-04-01T10:00:00Z') })).toBe('thisWeek');
    expect(dateGroupOf('2026-03-29T10:00:00Z', { now: new Date('2026-04-01T10:00:00Z') })).toBe('older');
  });

  it('on a Monday, has nothing in This Week but today', () => {
    const monday = new Date('2026-03-09T10:00:00Z');
    expect(dateGroupOf('2026-03-08T10:00:00Z', { now: monday })).toBe('yesterday');
    expect(dateGroupOf('2026-03-07T10:00:00Z', { now: monday })).toBe('thisMonth');
  });

  it('can start weeks on Sunday', () => {
    const tuesday = new Date('2026-03-10T10:00:00Z');
    expect(dateGroupOf('2026-03-08T10:00:00Z', { now: tuesday, weekStartsOn: 0 })).toBe('thisWeek');
    expect(dateGroupOf('2026-03-08T10:00:00Z', { now: tuesday, weekStartsOn: 1 })).toBe('thisMonth');
  });

  it('groups in the seed order, leaving out empty groups and keeping the given order', () => {
    const list = [
      { id: 'a', createdAt: '2026-03-11T07:00:00Z' },
      { id: 'b', createdAt: '2026-03-11T06:00:00Z' },
      { id: 'c', createdAt: '2026-02-01T06:00:00Z' },
      { id: 'd', createdAt: '2026-03-10T06:00:00Z' },
    ];
    expect(groupByDate(list, { now }).map((g) => [g.label, g.items.map((i) => i.id)])).toEqual([
      ['Today', ['a', 'b']],
      ['Yesterday', ['d']],
      ['Older', ['c']],
    ]);
    expect(groupByDate([], { now })).toEqual([]);
  });

  it('refuses an invalid date', () => {
    expect(() => dateGroupOf('not a date', { now })).toThrow(RangeError);
  });
});

describe('type groups', () => {
  it('map each type to its group, and general or unknown ones to Other', () => {
    expect(typeGroupOf('document_status')).toBe('document_status');
    expect(typeGroupOf('general')).toBe('other');
    expect(typeGroupOf('mystery')).toBe('other');
  });

  it('come in the seed order with the seed labels', () => {
    const list = [note('general'), note('system'), note('document_status'), note('admin_feedback'), note('application_status'), note('document_status', true)];
    expect(groupByType(list).map((g) => [g.label, g.items.length])).toEqual([
      ['Document Updates', 2],
      ['Application Updates', 1],
      ['Admin Feedback', 1],
      ['System Notifications', 1],
      ['Other', 1],
    ]);
  });
});

describe('groupNotifications', () => {
  const now = new Date('2026-03-11T08:00:00Z');
  const list = [note('system', false, '2026-03-11T07:00:00Z'), note('general', true, '2026-01-01T07:00:00Z')];

  it('groups by date, by type or not at all', () => {
    expect(groupNotifications(list, 'date', { now }).map((g) => g.label)).toEqual(['Today', 'Older']);
    expect(groupNotifications(list, 'type').map((g) => g.label)).toEqual(['System Notifications', 'Other']);
    expect(groupNotifications(list, 'none')).toEqual([{ key: 'all', label: '', items: list }]);
    expect(groupNotifications([], 'none')).toEqual([]);
  });
});
