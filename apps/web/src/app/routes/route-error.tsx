import type { ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { Outlet, useLocation } from 'react-router';
import { ErrorPage } from '../../components/error-page';

/** A page that throws renders the error page with its message (docs/product/shell.md#screens). */
export const RouteErrorPage = ({ error, inShell = false }: { error: unknown; inShell?: boolean }) => (
  <ErrorPage code={500} detail={error instanceof Error ? error.message : undefined} landmark={!inShell} />
);

/**
 * The routes below render the error page in place of a page that throws; going elsewhere clears it. `inShell` is the
 * one inside the signed-in shell, which keeps the header and menu around the error.
 */
export const RouteErrorBoundary = ({ inShell = false, children }: { inShell?: boolean; children?: ReactNode }) => {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary
      resetKeys={[pathname]}
      fallbackRender={({ error }: FallbackProps) => <RouteErrorPage error={error} inShell={inShell} />}
    >
      {children ?? <Outlet />}
    </ErrorBoundary>
  );
};
