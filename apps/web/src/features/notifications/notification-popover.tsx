import { CheckCheck, Trash2 } from 'lucide-react';
import { type RefObject, useEffect, useMemo, useRef, useState } from 'react';
import {
  NOTIFICATION_FILTERS,
  NOTIFICATION_GROUPINGS,
  type NotificationFilter,
  type NotificationGrouping,
  filterNotifications,
  groupNotifications,
} from '@kusasa/domain/rules/notifications';
import { notificationTexts } from '@kusasa/domain/texts';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { useDeleteNotification } from './api/delete-notification';
import { useDeleteRead } from './api/delete-read';
import { useNotifications } from './api/get-notifications';
import { useMarkAllRead } from './api/mark-all-read';
import { useMarkRead } from './api/mark-read';
import { NotificationItem } from './notification-item';
import { FILTER_LABELS, GROUPING_LABELS } from './notification-options';

export interface NotificationPopoverProps {
  id: string;
  open: boolean;
  /** The bell and this panel: a press outside it closes the panel. */
  container: RefObject<HTMLElement | null>;
  onClose: (returnFocus: boolean) => void;
}

/**
 * The bell's panel (seed 000): filters, grouping, the list, and mark read / delete actions. At most
 * 60% of the viewport high, the list scrolling inside. Stays mounted while closed, so the chosen
 * filter and grouping survive closing it. Escape closes it and returns to the bell.
 */
export default function NotificationPopover({ id, open, container, onClose }: NotificationPopoverProps) {
  const query = useNotifications();
  const [filter, setFilter] = useState<NotificationFilter>('all');
  const [grouping, setGrouping] = useState<NotificationGrouping>('date');
  const panel = useRef<HTMLElement>(null);
  const groupingId = `${id}-grouping`;
  // The latest onClose, so the listeners below need not be added again on every render.
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  const markRead = useMarkRead();
  const markAllRead = useMarkAllRead();
  const deleteOne = useDeleteNotification();
  const deleteRead = useDeleteRead();

  useEffect(() => {
    if (!open) return;
    panel.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close.current(true);
    };
    const onPointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !container.current?.contains(event.target)) close.current(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, container]);

  const all = useMemo(() => query.data?.notifications ?? [], [query.data]);
  const groups = useMemo(() => groupNotifications(filterNotifications(all, filter), grouping), [all, filter, grouping]);
  const unread = query.data?.unreadCount ?? 0;
  const hasRead = all.some((n) => n.isRead);

  return (
    <section
      ref={panel}
      id={id}
      role="dialog"
      aria-label="Notifications"
      tabIndex={-1}
      hidden={!open}
      className={cn(
        'fixed inset-x-2 top-[4.5rem] z-50 flex max-h-[60vh] flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xl focus:outline-none',
        'sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:mt-2 sm:w-[28rem] dark:border-slate-700 dark:bg-slate-900',
      )}
    >
      <div className="flex flex-col gap-2.5 border-b border-slate-200 px-4 py-3 dark:border-slate-700">
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
          <h2 className="font-semibold whitespace-nowrap text-slate-950 dark:text-white">
            Notifications
            {unread > 0 && <span className="ml-2 text-sm font-medium text-slate-700 dark:text-slate-300">{unread} unread</span>}
          </h2>
          <div className="flex items-center gap-2 text-sm text-slate-800 dark:text-slate-200">
            <label htmlFor={groupingId}>Group</label>
            <select
              id={groupingId}
              value={grouping}
              onChange={(event) => setGrouping(NOTIFICATION_GROUPINGS.find((value) => value === event.target.value) ?? 'date')}
              className="min-h-8 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
            >
              {NOTIFICATION_GROUPINGS.map((value) => (
                <option key={value} value={value}>
                  {GROUPING_LABELS[value]}
                </option>
              ))}
            </select>
          </div>
        </div>
        {/* One scrolling row on phones, wrapped on wider screens. */}
        <div role="group" aria-label="Show" className="-mx-4 flex gap-1.5 overflow-x-auto px-4 pb-0.5 sm:mx-0 sm:flex-wrap sm:px-0">
          {NOTIFICATION_FILTERS.map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={filter === value}
              onClick={() => setFilter(value)}
              className={cn(
                'min-h-8 shrink-0 rounded-full border px-3 text-xs font-semibold focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-emerald-600',
                filter === value
                  ? 'border-emerald-700 bg-emerald-700 text-white dark:border-emerald-400 dark:bg-emerald-400 dark:text-slate-950'
                  : 'border-slate-300 text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800',
              )}
            >
              {FILTER_LABELS[value]}
            </button>
          ))}
        </div>
      </div>

      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
        {query.isPending ? (
          <div className="flex justify-center p-6">
            <Spinner label="Loading notifications..." />
          </div>
        ) : query.isError && !query.data ? (
          <div className="p-4 text-center text-sm text-slate-800 dark:text-slate-200">
            <p>{notificationTexts.loadFailed}</p>
            <Button variant="outline" size="sm" className="mt-3" onClick={() => void query.refetch()}>
              Try again
            </Button>
          </div>
        ) : groups.length === 0 ? (
          <p className="p-6 text-center text-sm text-slate-700 dark:text-slate-300">
            {filter === 'all' ? 'No notifications yet' : 'No notifications match this filter'}
          </p>
        ) : (
          groups.map((group) => (
            <section key={group.key} aria-label={group.label || undefined}>
              {group.label && (
                <h3 className="sticky top-0 z-10 bg-slate-50 px-4 py-1.5 text-xs font-semibold tracking-wide text-slate-700 uppercase dark:bg-slate-800 dark:text-slate-300">
                  {group.label}
                </h3>
              )}
              <ul className="divide-y divide-slate-100 dark:divide-slate-800">
                {group.items.map((notification) => (
                  <NotificationItem
                    key={notification.id}
                    notification={notification}
                    onMarkRead={(nid) => markRead.mutate(nid)}
                    onDelete={(nid) => deleteOne.mutate(nid)}
                  />
                ))}
              </ul>
            </section>
          ))
        )}
      </div>

      <div className="flex justify-between gap-2 border-t border-slate-200 px-2 py-1.5 dark:border-slate-700">
        <Button variant="ghost" size="sm" className="h-9 px-2 [&_svg]:size-4" disabled={unread === 0} onClick={() => markAllRead.mutate()}>
          <CheckCheck aria-hidden="true" />
          Mark all read
        </Button>
        <Button variant="ghost" size="sm" className="h-9 px-2 [&_svg]:size-4" disabled={!hasRead} onClick={() => deleteRead.mutate()}>
          <Trash2 aria-hidden="true" />
          Delete read
        </Button>
      </div>
    </section>
  );
}
