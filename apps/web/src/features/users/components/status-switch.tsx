import { Switch } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { serverMessage } from '../../../lib/api-client';
import { useUpdateUserEnabled } from '../../../api/users/update-user-enabled';

type StatusSwitchProps = { id: string; fullName: string; enabled: boolean; canUpdate: boolean };

/**
 * The Status column (docs/product/users.md#screens, #states): a toggle that updates the user at once. The row shows the new state straight
 * away and goes back, with a notification saying why, when the server refuses.
 */
export const StatusSwitch = ({ id, fullName, enabled, canUpdate }: StatusSwitchProps) => {
  const update = useUpdateUserEnabled();
  const toggle = (next: boolean) =>
    update.mutate(
      { id, enabled: next },
      {
        onError: (error) =>
          notifications.show({
            color: 'red',
            title: `Could not ${next ? 'enable' : 'disable'} ${fullName}`,
            message: serverMessage(error) ?? error.message,
          }),
      },
    );
  return (
    <Switch
      size="sm"
      checked={enabled}
      onChange={(event) => toggle(event.currentTarget.checked)}
      disabled={!canUpdate || update.isPending}
      label={enabled ? 'Enabled' : 'Disabled'}
      aria-label={`Enable ${fullName}`}
      styles={{ label: { whiteSpace: 'nowrap' } }}
    />
  );
};
