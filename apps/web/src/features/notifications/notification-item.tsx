import { Check, Trash2 } from 'lucide-react';
import { formatListDate } from '@kusasa/domain/rules/dates';
import type { Notification } from '@kusasa/domain/schemas/notifications';
import { cn } from '../../lib/cn';

const iconButton =
  'inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-200 hover:text-slate-950 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-emerald-600 dark:text-slate-300 dark:hover:bg-slate-700 dark:hover:text-white ' +
  'dark:focus-visible:outline-emerald-400 [&_svg]:size-4';

/** One notification: unread dot, title, message, 'MMM d, h:mm a' time, and its two actions. */
export function NotificationItem({
  notification,
  onMarkRead,
  onDelete,
}: {
  notification: Notification;
  onMarkRead: (id: string) => void;
  onDelete: (id: string) => void;
}) {
  const { id, title, message, isRead, createdAt } = notification;
  return (
    <li className={cn('flex gap-3 px-4 py-3', !isRead && 'bg-emerald-50/70 dark:bg-emerald-950/30')}>
      <span aria-hidden="true" className={cn('mt-1.5 size-2 shrink-0 rounded-full', isRead ? 'bg-transparent' : 'bg-emerald-600 dark:bg-emerald-400')} />
      <div className="min-w-0 flex-1">
        <p className={cn('text-sm text-slate-950 dark:text-white', isRead ? 'font-medium' : 'font-semibold')}>
          {title}
          {!isRead && <span className="sr-only"> (unread)</span>}
        </p>
        <p className="mt-0.5 text-sm break-words text-slate-700 dark:text-slate-300">{message}</p>
        <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          <time dateTime={createdAt}>{formatListDate(createdAt)}</time>
        </p>
      </div>
      <div className="flex shrink-0 items-start gap-0.5">
        {!isRead && (
          <button type="button" className={iconButton} onClick={() => onMarkRead(id)} aria-label={`Mark "${title}" as read`} title="Mark as read">
            <Check aria-hidden="true" />
          </button>
        )}
        <button type="button" className={iconButton} onClick={() => onDelete(id)} aria-label={`Delete "${title}"`} title="Delete">
          <Trash2 aria-hidden="true" />
        </button>
      </div>
    </li>
  );
}
