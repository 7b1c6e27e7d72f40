import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { useSession } from '../lib/auth';
import { usePublicConfig } from '../lib/config';
import { createHearthTheme, cssVariablesResolver } from '../lib/theme';

const Notifications = lazy(() =>
  import('./notifications-container').then((module) => ({ default: module.Notifications })),
);

/**
 * Saves and deletes confirm themselves in a toast (bottom right, above the mobile menu's reach). The toasts' container
 * (transitions, drag, portal) loads with the first toast, not on every first page; the store keeps that toast until
 * the container shows it.
 */
const NotificationsOnDemand = () => {
  const { notifications } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="bottom-right" />
    </Suspense>
  );
};

/**
 * The organisation's brand colour is the primary colour (docs/product/setup.md#rules), signed out too; Pro branding:
 * a licensee's company colour wins on their own shell.
 */
const ThemedMantine = ({ children }: { children: ReactNode }) => {
  const { data: session } = useSession();
  const config = usePublicConfig();
  const brandColour = session?.company?.settings.brandColour ?? config.brandColour ?? null;
  const theme = useMemo(() => createHearthTheme(brandColour), [brandColour]);
  return (
    <MantineProvider theme={theme} defaultColorScheme="auto" cssVariablesResolver={cssVariablesResolver}>
      <NotificationsOnDemand />
      {children}
    </MantineProvider>
  );
};

export const AppProviders = ({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>
    <ThemedMantine>{children}</ThemedMantine>
  </QueryClientProvider>
);
