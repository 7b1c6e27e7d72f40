import { OWNER_ROLE } from '@hearth/domain/access';
import { USER_MESSAGES, userLoadError } from '@hearth/domain/users';
import { Alert, Anchor, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconInfoCircle } from '@tabler/icons-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { PageSkeleton } from '../../../components/page-skeleton';
import { paths } from '../../../config/paths';
import { useUser } from '../../../api/users/get-user';
import { userKeys } from '../../../api/users/keys';
import { serverMessage } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';
import { useCan } from '../../../lib/use-can';
import { UserForm } from './user-form';
import { UserInfo } from './user-info';

// An owner's bank details card (its form and the schema it checks with) loads with an owner's record.
const BankDetailsCard = lazy(() =>
  import('../../../components/payouts/bank-details-card').then((module) => ({ default: module.BankDetailsCard })),
);

// The History tab's table loads when the tab is opened.
const ChangeHistory = lazy(() =>
  import('../../../components/change-history').then((module) => ({ default: module.ChangeHistory })),
);

const RecordFrame = ({ title, children }: { title: string; children: ReactNode }) => (
  <Stack gap="lg" maw={760}>
    <Stack gap="xs">
      <Anchor component={Link} to={paths.users.getHref()} size="sm" w="fit-content">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          Back to users
        </Group>
      </Anchor>
      <Title order={1} size="h2">
        {title}
      </Title>
    </Stack>
    {children}
  </Stack>
);

/** `/users/create`: the empty form, for those who may add users. */
const CreateUser = () => {
  useDocumentTitle('Add User');
  const mayCreate = useCan('user:create');
  return (
    <RecordFrame title="Add User">
      {mayCreate ? (
        <UserForm />
      ) : (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
          {USER_MESSAGES.readOnlyNote}
        </Alert>
      )}
    </RecordFrame>
  );
};

/** `/users/update/{code}/{tab?}`: the edit form or 'User info', and the History tab for those who may read it. */
const ExistingUser = ({ code, tab }: { code: string; tab: string | undefined }) => {
  const navigate = useNavigate();
  const user = useUser(code);
  const mayReadHistory = useCan('user:read-history');
  const mayReadBankDetails = useCan('bank-account:read');
  const record = user.data;
  const editable = record?.user.canUpdate === true;
  useDocumentTitle(record ? (editable ? record.user.fullName : 'User info') : 'User');

  if (user.isPending) {
    return (
      <RecordFrame title="User">
        <PageSkeleton rows={6} />
      </RecordFrame>
    );
  }
  if (user.isError) {
    return (
      <RecordFrame title="User">
        <ErrorAlert title="Could not load the user">
          <Text size="sm">{serverMessage(user.error) ?? userLoadError(code)}</Text>
        </ErrorAlert>
      </RecordFrame>
    );
  }

  const form = editable ? <UserForm key={user.data.user.id} record={user.data} /> : <UserInfo record={user.data} />;
  // An owner's bank details, masked, for those who read them (docs/product/payouts.md#screens).
  const details =
    mayReadBankDetails && user.data.user.roles.includes(OWNER_ROLE) ? (
      <Stack gap="lg">
        {form}
        <Suspense fallback={<PageSkeleton rows={2} />}>
          <BankDetailsCard userId={user.data.user.id} />
        </Suspense>
      </Stack>
    ) : (
      form
    );
  const title = editable ? user.data.user.fullName : 'User info';
  if (!mayReadHistory) return <RecordFrame title={title}>{details}</RecordFrame>;

  const id = user.data.user.id;
  const showsHistory = tab === 'history';
  return (
    <RecordFrame title={title}>
      <Tabs
        value={showsHistory ? 'history' : 'details'}
        onChange={(next) => void navigate(paths.userUpdate.getHref(code, next === 'history' ? 'history' : undefined))}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="details">Details</Tabs.Tab>
          <Tabs.Tab value="history">History</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="details">{details}</Tabs.Panel>
        {/* The form stays mounted under the History tab, so coming back keeps what was typed. */}
        <Tabs.Panel value="history">
          {showsHistory ? (
            <Suspense fallback={<PageSkeleton rows={4} />}>
              <ChangeHistory url={`/api/v3/users/${id}/history`} queryKey={userKeys.history(id)} />
            </Suspense>
          ) : null}
        </Tabs.Panel>
      </Tabs>
    </RecordFrame>
  );
};

/** `/users/create` and `/users/update/{code}/{tab?}` (docs/product/users.md#screens): add, edit or view a user. */
export const UserRecordScreen = () => {
  const { code, tab } = useParams();
  return code ? <ExistingUser code={code} tab={tab} /> : <CreateUser />;
};
