import { Checkbox, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { RetryAlert } from '../../../components/error-alert';
import { useRoles } from '../../../api/users/get-roles';
import { serverMessage } from '../../../lib/api-client';

type RolesFieldProps = {
  value: string[];
  onChange: (roles: string[]) => void;
  error?: ReactNode;
};

/** A checkbox per role from `GET v3/roles`; a role the editor may not grant is shown but cannot be changed. */
export const RolesField = ({ value, onChange, error }: RolesFieldProps) => {
  const roles = useRoles();

  if (roles.isPending) {
    return (
      <Stack gap={6} role="status" aria-label="Loading roles">
        <Skeleton height={16} width={60} radius="sm" />
        <Skeleton height={72} radius="sm" />
      </Stack>
    );
  }

  if (roles.isError) {
    return (
      <RetryAlert
        title="The roles could not be loaded"
        message={serverMessage(roles.error) ?? 'There was an error loading the roles.'}
        onRetry={() => void roles.refetch()}
        retrying={roles.isFetching}
      />
    );
  }

  return (
    <Checkbox.Group label="Roles" withAsterisk value={value} onChange={onChange} error={error}>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs" verticalSpacing="xs" mt="xs">
        {roles.data.map((role) => (
          <Checkbox key={role.name} value={role.name} label={role.label} disabled={!role.grantable} />
        ))}
      </SimpleGrid>
    </Checkbox.Group>
  );
};
