import { type ComponentType, type LazyExoticComponent, Suspense, lazy, useEffect } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { PageLoading } from './shell/page-loading';
import { PublicLayout } from './shell/public-layout';
import { ErrorBoundary } from './error-boundary';
import type { PageProps } from '../lib/page-props';
import { BuiltRoutesContext } from '../lib/built-routes';
import { type AppRoute, appRoutes, builtRoutePaths } from './routes';

type LazyPage = LazyExoticComponent<ComponentType<PageProps>>;

// One lazy component per page module: the placeholder routes share a single chunk.
const lazyPages = new Map<AppRoute['load'], LazyPage>();
const pages = appRoutes.map((route) => {
  let Page = lazyPages.get(route.load);
  if (!Page) {
    Page = lazy(route.load);
    lazyPages.set(route.load, Page);
  }
  return { ...route, Page };
});

// The session, its guards and the signed-in shell load on first use, never with the landing page.
const SessionScope = lazy(() => import('./session-scope'));
const RequireAccess = lazy(() => import('./guards/require-access'));
const AppShell = lazy(() => import('./app-shell/app-shell'));
// Announces a changed policy above every signed-in page (only once the page's guard admits the user).
const PolicyUpdatesBanner = lazy(() => import('../features/legal/policy-updates-banner'));

const homeTitle = 'Kusasa: apply to universities, TVET colleges and SETA programmes';

/** The document title of a route's page (also written into its prerendered HTML). */
export const documentTitle = (title: string) => (title === 'Home' ? homeTitle : `${title} | Kusasa`);

/** Tells a prerendered page's starter (src/start-app.js) that React now handles its controls. */
const PAGE_READY_EVENT = 'kusasa:page-ready';

function RoutePage({ Page, title }: { Page: LazyPage; title: string }) {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
  useEffect(() => {
    document.dispatchEvent(new Event(PAGE_READY_EVENT));
  }, []);
  return <Page title={title} />;
}

function routeElements(layout: AppRoute['layout']) {
  return pages
    .filter((page) => page.layout === layout)
    .map(({ path, title, access, Page }) => {
      const page = <RoutePage Page={Page} title={title} />;
      const shown =
        layout === 'app' ? (
          <>
            <PolicyUpdatesBanner />
            {page}
          </>
        ) : (
          page
        );
      return <Route key={path} path={path} element={access === 'public' ? page : <RequireAccess access={access}>{shown}</RequireAccess>} />;
    });
}

export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}

/** Every page inside its layout, under whichever router the caller gives (the browser's, or a static one when prerendering). */
export function AppRoutes() {
  return (
    <BuiltRoutesContext value={builtRoutePaths}>
      <ErrorBoundary>
        <Routes>
          <Route element={<PublicLayout />}>
            {routeElements('public')}
            <Route element={<SessionScope />}>{routeElements('session')}</Route>
          </Route>
          <Route
            element={
              <Suspense fallback={<PageLoading />}>
                <AppShell />
              </Suspense>
            }
          >
            {routeElements('app')}
          </Route>
        </Routes>
      </ErrorBoundary>
    </BuiltRoutesContext>
  );
}
