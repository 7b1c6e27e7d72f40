import { attachesCompanies, roleLabel } from '@hearth/domain/access';
import { NOTIFICATION_LABELS, USER_MESSAGES } from '@hearth/domain/users';
import { Alert, Badge, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { UserRecord } from '../../../api/users/get-user';
import { visibleToggles } from '../utils/user-form';

const Field = ({ term, children }: { term: string; children: ReactNode }) => (
  <div>
    <Text component="dt" size="xs" c="dimmed">
      {term}
    </Text>
    <Text component="dd" size="sm" m={0}>
      {children}
    </Text>
  </div>
);

/** 'User info': the form's fields, read only, for a viewer who cannot change this user (docs/product/users.md#screens). */
export const UserInfo = ({ record }: { record: UserRecord }) => {
  const { user, properties, companies } = record;
  const toggles = visibleToggles(user.roles);
  return (
    <Stack gap="md">
      <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
        {USER_MESSAGES.readOnlyNote}
      </Alert>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="user-info-title">
        <Stack gap="md">
          <Title order={2} size="h4" id="user-info-title">
            {user.fullName}
          </Title>
          <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm" m={0}>
            <Field term="Status">{user.enabled ? 'Enabled' : 'Disabled'}</Field>
            <Field term="First Name">{user.firstName}</Field>
            <Field term="Last Name">{user.lastName}</Field>
            <Field term="Email">{user.email}</Field>
            <Field term="Mobile">{user.mobile ?? '—'}</Field>
            <Field term="Net Promoter Score">{user.nps ?? '—'}</Field>
            <Field term="Roles">
              <Group gap={4}>
                {user.roles.map((role) => (
                  <Badge key={role} variant="light" size="sm" tt="none">
                    {roleLabel(role)}
                  </Badge>
                ))}
              </Group>
            </Field>
            {toggles.map((key) => (
              <Field key={key} term={NOTIFICATION_LABELS[key]}>
                {user[key] ? 'On' : 'Off'}
              </Field>
            ))}
            {attachesCompanies(user.roles) ? (
              <Field term="Company">{companies[0]?.companyName ?? 'None'}</Field>
            ) : (
              <Field term="Properties">
                {properties.length === 0 ? (
                  'None'
                ) : (
                  <List size="sm" spacing={2}>
                    {properties.map((property) => (
                      <List.Item key={property.code}>
                        {property.code} · {property.name}
                        {property.address ? ` (${property.address})` : ''}
                      </List.Item>
                    ))}
                  </List>
                )}
              </Field>
            )}
          </SimpleGrid>
        </Stack>
      </Paper>
    </Stack>
  );
};
