import { Stack, Tabs, Title } from '@mantine/core';
import { IconBuilding, IconUser } from '@tabler/icons-react';
import { Suspense } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { NotFoundPage } from '../../../components/error-page';
import { PageSkeleton } from '../../../components/page-skeleton';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/document-title';
import { lazyPage } from '../../../lib/lazy-page';
import { useCan } from '../../../lib/use-can';
import { AccountSettings } from './account-settings';

// Loaded when the Organisation tab opens: its colour picker, drop zone and form schema are not the account tab's.
const OrganisationSettings = lazyPage(() => import('./organisation-settings'), 'OrganisationSettings');

/**
 * `/settings/{tab?}`: the caller's own account, and for admins the organisation (docs/product/setup.md#screens) in a
 * second tab whose name is in the address. An unknown tab is the 404 page; the Organisation tab of a caller who may
 * not change it opens their account instead.
 */
export const SettingsScreen = () => {
  // One known tab: read by hand, as the address schemas' zod would weigh more than this page's own code.
  const { tab: segment } = useParams();
  const navigate = useNavigate();
  const mayManage = useCan('organisation:manage');
  const tab = segment === 'organisation' ? segment : 'account';
  useDocumentTitle('Settings', tab === 'organisation' ? 'Organisation' : undefined);
  if (segment !== undefined && segment !== 'organisation') return <NotFoundPage />;
  if (tab === 'organisation' && !mayManage) return <Navigate to={paths.settings.getHref()} replace />;

  return (
    <Stack gap="lg" maw={720}>
      <Title order={1} size="h2">
        Settings
      </Title>
      {mayManage ? (
        <Tabs
          value={tab}
          onChange={(next) => void navigate(paths.settings.getHref(next === 'organisation' ? next : undefined))}
          keepMounted={false}
        >
          <Tabs.List mb="md">
            <Tabs.Tab value="account" leftSection={<IconUser size={16} aria-hidden />}>
              Your account
            </Tabs.Tab>
            <Tabs.Tab value="organisation" leftSection={<IconBuilding size={16} aria-hidden />}>
              Organisation
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="account">
            <AccountSettings />
          </Tabs.Panel>
          <Tabs.Panel value="organisation">
            <Suspense fallback={<PageSkeleton rows={5} />}>
              <OrganisationSettings />
            </Suspense>
          </Tabs.Panel>
        </Tabs>
      ) : (
        <AccountSettings />
      )}
    </Stack>
  );
};
