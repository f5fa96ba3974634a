import { type RefObject, Suspense, lazy, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageLoading } from './page-loading';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

// The maintenance banner (decision 0170) loads after first render, never with the landing page.
const MaintenanceBanner = lazy(() => import('../../features/maintenance/maintenance-banner'));

export const MAIN_CONTENT_ID = 'main-content';

/** After a change of page: back to the top, and focus on the new page for screen readers. */
function useNewPageFocus(main: RefObject<HTMLElement | null>) {
  const { pathname, hash } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (hash) return; // the page scrolls to its own anchor
    window.scrollTo({ top: 0, behavior: 'instant' });
    main.current?.focus({ preventScroll: true });
  }, [pathname, hash, main]);
}

export function PublicLayout() {
  const main = useRef<HTMLElement>(null);
  useNewPageFocus(main);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className="sr-only rounded-lg bg-emerald-700 px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50"
      >
        Skip to content
      </a>
      <SiteHeader />
      <Suspense fallback={null}>
        <MaintenanceBanner />
      </Suspense>
      <main id={MAIN_CONTENT_ID} ref={main} tabIndex={-1} className="flex-1 focus:outline-none">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}
