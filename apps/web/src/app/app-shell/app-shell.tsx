import { QueryClientProvider } from '@tanstack/react-query';
import { type RefObject, Suspense, lazy, useEffect, useRef } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import type { SessionUser } from '@kusasa/domain/schemas/auth';
import { shellTexts } from '@kusasa/domain/shell-texts';
import { Spinner } from '../../components/ui/spinner';
import { queryClient } from '../../lib/query-client';
import { AccessOutcome } from '../guards/access-outcome';
import { useAccess } from '../guards/use-access';
import { NotificationBell } from '../../features/notifications/notification-bell';
import { BrandLogo } from '../shell/brand-logo';
import { ThemeToggle } from '../shell/theme-toggle';
import { builtRoutePaths } from '../routes';
import { navItemsFor, shellTitle } from './nav-items';
import { MoreMenu } from './more-menu';
import { BottomBar, SidebarNav } from './shell-nav';
import { SignOutButton } from './sign-out-button';

const MAIN_ID = 'app-main';
// Above every signed-in page while the site is locked for maintenance (decision 0170).
const MaintenanceBanner = lazy(() => import('../../features/maintenance/maintenance-banner'));

/**
 * Layout route of the signed-in area (seed 000 section 2, "App shell for signed-in users"):
 * a spinner while the session loads, /login without one, else the sidebar, header and bottom bar.
 * Each page inside still has its own guard for type and verification rules.
 */
export default function AppShell() {
  return (
    <QueryClientProvider client={queryClient}>
      <ShellGate />
    </QueryClientProvider>
  );
}

function ShellGate() {
  const { decision, session } = useAccess('signed-in');
  if (session.status === 'signed-in' && decision.kind === 'render') return <ShellChrome user={session.user} />;
  return (
    <main className="min-h-dvh">
      <AccessOutcome decision={decision} retry={session.status === 'error' ? session.retry : undefined}>
        {null}
      </AccessOutcome>
    </main>
  );
}

function ShellChrome({ user }: { user: SessionUser }) {
  const { pathname } = useLocation();
  const items = navItemsFor(user.userType, builtRoutePaths);
  const title = shellTitle(pathname, items);
  const main = useRef<HTMLElement>(null);
  useFocusMainOnNavigation(main, pathname);

  return (
    <div className="min-h-dvh lg:grid lg:grid-cols-[16rem_minmax(0,1fr)]">
      <a
        href={`#${MAIN_ID}`}
        className="sr-only rounded-lg bg-emerald-700 px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50"
      >
        Skip to content
      </a>
      <aside className="sticky top-0 hidden h-dvh flex-col border-r border-slate-200 bg-white lg:flex dark:border-slate-800 dark:bg-slate-950">
        <div className="flex h-16 items-center border-b border-slate-200 px-5 dark:border-slate-800">
          <Link to="/" className="rounded-lg" aria-label={`${shellTexts.brand} home`}>
            <BrandLogo />
          </Link>
        </div>
        <SidebarNav items={items} pathname={pathname} user={user} />
      </aside>
      <div className="flex min-h-dvh flex-col">
        <header className="sticky top-0 z-30 flex h-16 items-center gap-2 border-b border-slate-200 bg-white/95 px-4 backdrop-blur sm:px-6 dark:border-slate-800 dark:bg-slate-950/95">
          <MoreMenu items={items} pathname={pathname} />
          <p className="min-w-0 flex-1 truncate text-lg font-semibold text-slate-950 dark:text-white">{title}</p>
          <NotificationBell />
          <ThemeToggle />
          <SignOutButton />
        </header>
        <Suspense fallback={null}>
          <MaintenanceBanner />
        </Suspense>
        <main id={MAIN_ID} ref={main} tabIndex={-1} className="flex-1 pb-20 focus:outline-none lg:pb-0">
          <Suspense
            fallback={
              <div className="flex min-h-[50dvh] animate-appear items-center justify-center px-4">
                <Spinner label="Loading…" />
              </div>
            }
          >
            <Outlet />
          </Suspense>
        </main>
      </div>
      <BottomBar items={items} pathname={pathname} />
    </div>
  );
}

/** After a change of page: back to the top, and focus on the new page for screen readers. */
function useFocusMainOnNavigation(main: RefObject<HTMLElement | null>, pathname: string) {
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    window.scrollTo({ top: 0, behavior: 'instant' });
    main.current?.focus({ preventScroll: true });
  }, [pathname, main]);
}
