import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageSkeleton } from '../components/page-skeleton';
import { RouteErrorBoundary } from './routes/route-error';

/** Every page is a lazily loaded chunk: show a skeleton while it arrives; a page that throws shows the error page. */
export const RootLayout = () => (
  <RouteErrorBoundary>
    <Suspense fallback={<PageSkeleton />}>
      <Outlet />
    </Suspense>
  </RouteErrorBoundary>
);
