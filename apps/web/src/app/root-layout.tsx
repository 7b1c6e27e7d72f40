import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { HoldBootFrame, ReleaseBootFrame } from '../components/boot-frame';
import { PageSkeleton } from '../components/page-skeleton';
import { RouteErrorBoundary } from './routes/route-error';

/**
 * Every page is a lazily loaded chunk: while it arrives the boot frame stays (a skeleton where there is none); a page
 * that throws shows the error page.
 */
export const RootLayout = () => (
  <RouteErrorBoundary>
    <Suspense
      fallback={
        <>
          <HoldBootFrame />
          <PageSkeleton />
        </>
      }
    >
      <Outlet />
    </Suspense>
    {/* Last, so that its effect runs after those of any hold below (React runs them in tree order). */}
    <ReleaseBootFrame />
  </RouteErrorBoundary>
);
