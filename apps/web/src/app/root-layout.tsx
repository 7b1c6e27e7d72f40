import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageSkeleton } from '../components/page-skeleton';

/** Every page is a lazily loaded chunk: show a skeleton while it arrives. */
export const RootLayout = () => (
  <Suspense fallback={<PageSkeleton />}>
    <Outlet />
  </Suspense>
);
