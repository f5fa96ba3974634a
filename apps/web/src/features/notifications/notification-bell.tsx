import { Bell } from 'lucide-react';
import { Suspense, lazy, useEffect, useId, useRef, useState } from 'react';
import { badgeText, clampCount } from '@kusasa/domain/rules/notifications';
import { notificationTexts } from '@kusasa/domain/texts';
import { Button } from '../../components/ui/button';
import { ApiError } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useNotifications } from './api/get-notifications';
import { useNotificationStream } from './api/stream';

// The popover's code loads on first open (or when the pointer or focus reaches the bell), so the
// signed-in shell stays light.
const loadPopover = () => import('./notification-popover');
const NotificationPopover = lazy(loadPopover);

/**
 * The header's notification bell (seed 000): the unread badge ('99+' above 99), kept live by the
 * notification stream, and the popover with the list.
 */
export function NotificationBell() {
  const query = useNotifications();
  useNotificationStream();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const container = useRef<HTMLDivElement>(null);
  const panelId = useId();

  // 'Failed to load notifications', once per failed load (a lost session is the session's business).
  const { errorUpdatedAt, error } = query;
  useEffect(() => {
    if (!errorUpdatedAt || (error instanceof ApiError && error.status === 401)) return;
    toast.error(notificationTexts.loadFailed);
  }, [errorUpdatedAt, error]);

  const unread = clampCount(query.data?.unreadCount ?? 0);
  const badge = badgeText(unread);
  const preload = () => void loadPopover().catch(() => undefined);

  return (
    <div ref={container} className="sm:relative">
      <Button
        ref={button}
        variant="ghost"
        size="icon"
        className="relative"
        aria-expanded={open}
        aria-controls={loaded ? panelId : undefined}
        aria-haspopup="dialog"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setLoaded(true);
          setOpen((value) => !value);
        }}
      >
        <Bell aria-hidden="true" />
        <span className="sr-only">{unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}</span>
        {badge && (
          <span
            aria-hidden="true"
            data-testid="notification-badge"
            className="absolute top-1 right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[0.6875rem] leading-none font-bold text-white ring-2 ring-white dark:ring-slate-950"
          >
            {badge}
          </span>
        )}
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <NotificationPopover
            id={panelId}
            open={open}
            container={container}
            onClose={(returnFocus) => {
              setOpen(false);
              if (returnFocus) button.current?.focus();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
