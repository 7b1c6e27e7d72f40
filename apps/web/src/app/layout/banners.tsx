import { AUTH_MESSAGES } from '@hearth/domain/auth';
import { Alert, Stack } from '@mantine/core';
import { IconAlertTriangle, IconBan, IconUserExclamation } from '@tabler/icons-react';
import type { Environment } from '../../lib/config';
import { canDo } from '../../lib/use-can';

export const IMPERSONATION_WARNING = 'This is an impersonation session, so proceed carefully with your actions.';
export const PRODUCTION_WARNING = 'You are on production: changes here affect real data.';

type BannersProps = { roles: readonly string[]; environment: Environment; impersonated: boolean; enabled: boolean };

/** The shell's banners (docs/product/shell.md#screens): production for developers, impersonation, disabled account. */
export const Banners = ({ roles, environment, impersonated, enabled }: BannersProps) => {
  const production = environment === 'production' && canDo({ roles }, 'app:see-production-warning');
  if (!production && !impersonated && enabled) return null;
  return (
    <Stack gap="xs" mb="md">
      {production ? (
        <Alert color="orange" variant="filled" icon={<IconAlertTriangle size={18} aria-hidden />} role="status" py="xs">
          {PRODUCTION_WARNING}
        </Alert>
      ) : null}
      {impersonated ? (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconUserExclamation size={18} aria-hidden />}
          role="status"
          py="xs"
        >
          {IMPERSONATION_WARNING}
        </Alert>
      ) : null}
      {!enabled ? (
        <Alert color="red" variant="light" icon={<IconBan size={18} aria-hidden />} role="status" py="xs">
          {AUTH_MESSAGES.accountDisabled}
        </Alert>
      ) : null}
    </Stack>
  );
};
