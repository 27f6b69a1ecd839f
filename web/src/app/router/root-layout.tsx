import { Suspense, useMemo } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Spinner } from '@/shared/ui/site/site-ui';
import { DocumentTitle } from './document-title';
import { RouteGuard } from './guard';
import { RouteErrorBoundary } from './route-error-page';
import { ScrollToTop } from './scroll-to-top';

/**
 * Every route: the guard first, then the page once its modules have loaded (all started at once by
 * `preload`), a failing page caught on its own.
 */
export function RootLayout({ preload }: { preload: (pathname: string) => void }) {
  const { pathname } = useLocation();
  useMemo(() => preload(pathname), [preload, pathname]);
  return (
    <RouteGuard>
      <ScrollToTop />
      <DocumentTitle />
      <RouteErrorBoundary key={pathname}>
        <Suspense fallback={<RootFallback />}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
    </RouteGuard>
  );
}

function RootFallback() {
  return <Spinner label="Cargando" fullHeight />;
}
