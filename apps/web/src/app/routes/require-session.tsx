// Subpath imports keep zod (the domain schemas) out of the first page.
import { isRouteAllowed } from '@hearth/domain/access';
import { AUTH_MESSAGES } from '@hearth/domain/auth';
import { Alert, Button, Center, Stack, Text } from '@mantine/core';
import { Navigate, Outlet, useLocation } from 'react-router';
import { HoldBootFrame } from '../../components/boot-frame';
import { PageSkeleton } from '../../components/page-skeleton';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/auth';

const isHome = (pathname: string) => pathname === '/' || pathname === '/index.html';

/**
 * Protected pages wait for the session check; no user goes to /login?pl=<where they were>, and a route
 * the user's roles may not open goes to /login too (docs/product/shell.md#states).
 */
export const RequireSession = () => {
  const location = useLocation();
  const session = useSession();

  if (session.isPending) {
    return (
      <>
        <HoldBootFrame />
        <PageSkeleton rows={6} />
      </>
    );
  }
  if (session.isError) {
    return (
      <Center mih="60vh" p="md">
        <Alert color="red" variant="light" title="Could not check your session" maw={480} role="alert">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{AUTH_MESSAGES.connectionError}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void session.refetch()}>
              Try again
            </Button>
          </Stack>
        </Alert>
      </Center>
    );
  }
  const here = `${location.pathname}${location.search}`;
  if (!session.data) return <Navigate to={paths.login.getHref(here)} replace />;
  if (!isHome(location.pathname) && !isRouteAllowed(location.pathname, session.data.user.roles)) {
    return <Navigate to={paths.login.getHref()} replace state={{ denied: location.pathname }} />;
  }
  return <Outlet />;
};
