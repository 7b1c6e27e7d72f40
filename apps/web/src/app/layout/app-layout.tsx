import { AppShell, Box } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageSkeleton } from '../../components/page-skeleton';
import { useSignedInSession } from '../../lib/auth';
import { usePublicConfig } from '../../lib/config';
import { MOBILE_QUERY } from '../../lib/media';
import { Banners } from './banners';
import { Header } from './header';
import { NavMenu } from './nav-menu';

export { MOBILE_QUERY };

/** While the mobile menu is open the page behind it does not scroll (docs/product/shell.md#screens). */
const useScrollLock = (locked: boolean) => {
  useEffect(() => {
    if (!locked) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [locked]);
};

export const AppLayout = () => {
  const session = useSignedInSession();
  const config = usePublicConfig();
  const { pathname } = useLocation();
  const mobile = useMediaQuery(MOBILE_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  // The menu is open for the page it was opened on: navigating closes it without an effect.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const menuOpened = mobile && openedOn === pathname;
  useScrollLock(menuOpened);
  // On a phone the menu is folded away until its button is pressed: it is built then (and kept, so it slides out
  // again), not with the first screen.
  const [menuBuilt, setMenuBuilt] = useState(false);
  if (menuOpened && !menuBuilt) setMenuBuilt(true);

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 232, breakpoint: 600, collapsed: { mobile: !menuOpened } }}
      padding="md"
    >
      <AppShell.Header>
        <Header
          session={session}
          productName={config.productName}
          logoUrl={config.logoUrl ?? null}
          mobile={mobile}
          menuOpened={menuOpened}
          onToggleMenu={() => setOpenedOn(menuOpened ? null : pathname)}
        />
      </AppShell.Header>
      <AppShell.Navbar p="xs">
        {mobile && !menuBuilt ? null : (
          <NavMenu
            roles={session.user.roles}
            faqUrl={config.faqUrl}
            mobile={mobile}
            onNavigate={() => setOpenedOn(null)}
          />
        )}
      </AppShell.Navbar>
      <AppShell.Main>
        <Box maw={1200} mx="auto">
          <Banners
            roles={session.user.roles}
            environment={config.environment}
            impersonated={session.impersonated}
            enabled={session.user.enabled}
          />
          <Suspense fallback={<PageSkeleton />}>
            <Outlet />
          </Suspense>
        </Box>
      </AppShell.Main>
    </AppShell>
  );
};
