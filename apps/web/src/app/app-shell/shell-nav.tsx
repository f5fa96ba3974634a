import type { SessionUser } from '@kusasa/domain/schemas/auth';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';
import { type ShellNavItem, bottomBarItems, currentNavItem } from './nav-items';

/** The desktop sidebar's list of every nav item, and who is signed in. */
export function SidebarNav({ items, pathname, user }: { items: ShellNavItem[]; pathname: string; user: SessionUser }) {
  const current = currentNavItem(pathname, items);
  return (
    <>
      <nav aria-label="Account" className="flex-1 overflow-y-auto px-3 py-4">
        <ul className="flex flex-col gap-1">
          {items.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                aria-current={current?.to === to ? 'page' : undefined}
                className={cn(
                  'flex min-h-11 items-center gap-3 rounded-lg px-3 font-medium text-slate-800 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
                  current?.to === to && 'bg-emerald-50 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
                )}
              >
                <Icon aria-hidden="true" className="size-5 shrink-0" />
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="border-t border-slate-200 px-5 py-4 text-sm dark:border-slate-800">
        <p className="truncate font-semibold text-slate-950 dark:text-white">{user.fullName ?? user.email}</p>
        {user.fullName && <p className="truncate text-slate-700 dark:text-slate-300">{user.email}</p>}
        {user.trackingId && (
          <p className="mt-1 text-slate-700 dark:text-slate-300">
            Tracking ID: <span className="font-mono font-semibold text-slate-950 dark:text-white">{user.trackingId}</span>
          </p>
        )}
      </div>
    </>
  );
}

/** The phone's bottom bar: the first 5 nav items. */
export function BottomBar({ items, pathname }: { items: ShellNavItem[]; pathname: string }) {
  const shown = bottomBarItems(items);
  const current = currentNavItem(pathname, items);
  return (
    <nav
      aria-label="Quick links"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)] lg:hidden dark:border-slate-800 dark:bg-slate-950"
    >
      <ul className="grid grid-cols-5">
        {shown.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              aria-current={current?.to === to ? 'page' : undefined}
              className={cn(
                'flex min-h-14 flex-col items-center justify-center gap-0.5 px-1 text-xs font-medium text-slate-700 dark:text-slate-300',
                current?.to === to && 'text-emerald-800 dark:text-emerald-300',
              )}
            >
              <Icon aria-hidden="true" className="size-5" />
              <span className="max-w-full truncate">{label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
