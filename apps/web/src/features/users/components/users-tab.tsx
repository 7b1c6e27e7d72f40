import { USER_LIST, USER_MESSAGES, type TUserListItem } from '@hearth/domain/users';
import { ActionIcon, Anchor, Button, Group, Stack, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconLogin2, IconPencil, IconUserPlus } from '@tabler/icons-react';
import { useState, type MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { serverMessage } from '../../../lib/api-client';
import { useSignedInSession } from '../../../lib/auth';
import { useCan } from '../../../lib/use-can';
import { usersOf, useUserList, type UserListSort } from '../../../api/users/get-user-list';
import { useUserListAddress } from '../hooks/use-user-list-address';
import { LoginAsModal, type LoginAsTarget } from './login-as-modal';
import { DebouncedSearch, SortHeader } from '../../../components/list-controls';
import { InfiniteList, ListTable } from '../../../components/list-table';
import { RoleBadges } from './role-badges';
import { StatusSwitch } from './status-switch';

const stop = (event: MouseEvent) => event.stopPropagation();

const UserRow = ({ user, onLoginAs }: { user: TUserListItem; onLoginAs: (target: LoginAsTarget) => void }) => {
  const navigate = useNavigate();
  const a = user.attributes;
  // Nobody changes their own status (the API answers 403): the switch on one's own row is shown, not offered.
  const own = useSignedInSession().user.id === user.id;
  const href = paths.userUpdate.getHref(a.code ?? user.id);
  return (
    <Table.Tr onClick={() => void navigate(href)} style={{ cursor: 'pointer' }}>
      <Table.Td>
        <Anchor component={Link} to={href} c="inherit" fw={500} onClick={stop}>
          {a.fullName}
        </Anchor>
        {/* The Email column is hidden on phones: the address shows under the name instead. */}
        <Text size="xs" c="dimmed" hiddenFrom="sm" style={{ overflowWrap: 'anywhere' }}>
          {a.email}
        </Text>
      </Table.Td>
      <Table.Td visibleFrom="sm" style={{ overflowWrap: 'anywhere' }}>
        {a.email}
      </Table.Td>
      <Table.Td onClick={stop}>
        <StatusSwitch
          id={user.id}
          fullName={a.fullName}
          enabled={a.enabled ?? false}
          canUpdate={(a.canUpdate ?? false) && !own}
        />
      </Table.Td>
      <Table.Td visibleFrom="sm">
        <RoleBadges roles={a.roles ?? []} />
      </Table.Td>
      <Table.Td onClick={stop}>
        <Group gap={4} wrap="nowrap" justify="flex-end">
          {a.canImpersonate ? (
            <Tooltip label="Log in as">
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={`Log in as ${a.fullName}`}
                onClick={() => onLoginAs({ id: user.id, fullName: a.fullName })}
              >
                <IconLogin2 size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
          ) : null}
          <ActionIcon component={Link} to={href} variant="subtle" color="gray" aria-label={`Edit ${a.fullName}`}>
            <IconPencil size={16} aria-hidden />
          </ActionIcon>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
};

/** The Users tab (docs/product/users.md#screens): search, Add User, and the infinite table with its status toggles and log in as. */
export const UsersTab = () => {
  const canCreate = useCan('user:create');
  const [address, setAddress] = useUserListAddress();
  const list = useUserList(address.search, address.sort);
  const users = usersOf(list.data);
  const [loginAs, setLoginAs] = useState<LoginAsTarget | null>(null);
  const onSort = (sort: UserListSort | null) => setAddress((current) => ({ ...current, sort }));

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <DebouncedSearch
          label="Search users"
          placeholder={USER_MESSAGES.searchPlaceholder}
          delayMs={USER_LIST.searchDebounceMs}
          value={address.search}
          onSearch={(search) => setAddress((current) => ({ ...current, search }), { replace: true })}
        />
        {canCreate ? (
          <Button component={Link} to={paths.userCreate.getHref()} leftSection={<IconUserPlus size={16} aria-hidden />}>
            Add User
          </Button>
        ) : null}
      </Group>
      <InfiniteList
        list={list}
        count={users.length}
        loadingLabel="Loading users"
        skeleton={{ rows: 6, height: 36 }}
        loadingMoreLabel="Loading more users"
        empty={USER_MESSAGES.noUsers}
        errorTitle="Could not load users"
        errorText={(error) => serverMessage(error) ?? error.message}
        minRowsForMore={USER_LIST.pageSize}
      >
        {/* While a new search loads, the previous search's rows show dimmed. */}
        <ListTable stale={list.isPlaceholderData} sticky>
          <Table.Thead>
            <Table.Tr>
              <SortHeader label="Name" field="name" sort={address.sort} onSort={onSort} />
              <SortHeader label="Email" field="email" sort={address.sort} onSort={onSort} visibleFrom="sm" />
              <Table.Th>Status</Table.Th>
              <Table.Th visibleFrom="sm">Roles</Table.Th>
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {users.map((user) => (
              <UserRow key={user.id} user={user} onLoginAs={setLoginAs} />
            ))}
          </Table.Tbody>
        </ListTable>
      </InfiniteList>
      <LoginAsModal target={loginAs} onClose={() => setLoginAs(null)} />
    </Stack>
  );
};
