import { Stack, Tabs, Title } from '@mantine/core';
import { IconBuilding, IconUsers } from '@tabler/icons-react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/document-title';
import { CompaniesTab } from './companies-tab';
import { UsersTab } from './users-tab';

type Tab = 'users' | 'companies';

/**
 * `/users` and `/users/companies`: User Management, tabs Users and Companies (docs/product/users.md#screens). Each tab is its own
 * address, so Back, a reload or a copied link opens the same tab; only the open tab is rendered (and fetches).
 */
export const UsersScreen = () => {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const tab: Tab = pathname.replace(/\/$/, '') === paths.usersCompanies.path ? 'companies' : 'users';
  useDocumentTitle(tab === 'companies' ? 'Companies' : 'Users');

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        User Management
      </Title>
      <Tabs
        value={tab}
        onChange={(next) =>
          void navigate(next === 'companies' ? paths.usersCompanies.getHref() : paths.users.getHref())
        }
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="users" leftSection={<IconUsers size={16} aria-hidden />}>
            Users
          </Tabs.Tab>
          <Tabs.Tab value="companies" leftSection={<IconBuilding size={16} aria-hidden />}>
            Companies
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="users">{tab === 'users' ? <UsersTab /> : null}</Tabs.Panel>
        <Tabs.Panel value="companies">{tab === 'companies' ? <CompaniesTab /> : null}</Tabs.Panel>
      </Tabs>
    </Stack>
  );
};
