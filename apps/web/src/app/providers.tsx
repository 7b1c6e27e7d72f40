import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { useSession } from '../lib/auth';
import { createHearthTheme, cssVariablesResolver } from '../lib/theme';

/** Pro branding: a licensee's company brand colour becomes the primary colour. */
const ThemedMantine = ({ children }: { children: ReactNode }) => {
  const { data: session } = useSession();
  const brandColour = session?.company?.settings.brandColour ?? null;
  const theme = useMemo(() => createHearthTheme(brandColour), [brandColour]);
  return (
    <MantineProvider theme={theme} defaultColorScheme="auto" cssVariablesResolver={cssVariablesResolver}>
      {/* Saves and deletes confirm themselves here (bottom right, above the mobile menu's reach). */}
      <Notifications position="bottom-right" />
      {children}
    </MantineProvider>
  );
};

export const AppProviders = ({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>
    <ThemedMantine>{children}</ThemedMantine>
  </QueryClientProvider>
);
