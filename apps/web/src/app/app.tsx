import { type ComponentType, type LazyExoticComponent, lazy, useEffect } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { PublicLayout } from '../features/shell/public-layout';
import { ErrorBoundary } from './error-boundary';
import { type AppRoute, type PageProps, appRoutes } from './routes';

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

const homeTitle = 'Kusasa: apply to universities, TVET colleges and SETA programmes';

function RoutePage({ Page, title }: { Page: LazyPage; title: string }) {
  useEffect(() => {
    document.title = title === 'Home' ? homeTitle : `${title} | Kusasa`;
  }, [title]);
  return <Page title={title} />;
}

export function App() {
  return (
    <BrowserRouter>
      <ErrorBoundary>
        <Routes>
          <Route element={<PublicLayout />}>
            {pages.map(({ path, title, Page }) => (
              <Route key={path} path={path} element={<RoutePage Page={Page} title={title} />} />
            ))}
          </Route>
        </Routes>
      </ErrorBoundary>
    </BrowserRouter>
  );
}
