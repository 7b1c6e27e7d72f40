import {
  distanceLabel,
  KEY_MESSAGES,
  KEY_STORE_TYPE_LABELS,
  type TKeyItem,
  type TRefreshKeyResponse,
} from '@hearth/domain/keys';
import { KEY_STATUS_LABELS } from '@hearth/domain/properties';
import { Alert, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconKey, IconMapPin, IconRefresh, IconStar } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/confirm-modal';
import { ErrorAlert } from '../../../components/error-alert';
import { StatusPill } from '../../../components/status-pill';
import { serverMessage } from '../../../lib/api-client';
import { formatInstantIn } from '../../../lib/format';
import { useRefreshKey } from '../../../api/keys/refresh-key';
import { useUnassignKey } from '../../../api/keys/unassign-key';
import { useUpdateKey } from '../../../api/keys/update-key';

const failureText = (error: unknown) =>
  serverMessage(error) ?? (error instanceof Error ? error.message : 'Something went wrong. Try again.');

type KeyCardProps = {
  propertyId: string;
  item: TKeyItem;
  productName: string;
  timeZone: string;
  canManage: boolean;
};

/** What a refresh said: the status's source (KeyNest, or why not) and, when it is one, why the distance is an estimate. */
const RefreshNote = ({ meta }: { meta: TRefreshKeyResponse['meta'] }) => (
  <Alert
    color={meta.statusSource === 'keynest' ? 'teal' : meta.statusSource === 'local' ? 'gray' : 'yellow'}
    variant="light"
    role="status"
    py="xs"
  >
    <Text size="sm">{meta.message}</Text>
    {meta.distanceNote ? (
      <Text size="sm" c="dimmed">
        {meta.distanceNote}
      </Text>
    ) : null}
  </Alert>
);

/** One key of the property: status pill, store, distance, primary badge, and what staff can do with it. */
export const KeyCard = ({ propertyId, item, productName, timeZone, canManage }: KeyCardProps) => {
  const a = item.attributes;
  const update = useUpdateKey(propertyId);
  const refresh = useRefreshKey(propertyId);
  const unassign = useUnassignKey(propertyId);
  const [confirming, setConfirming] = useState(false);
  const [refreshed, setRefreshed] = useState<TRefreshKeyResponse['meta'] | null>(null);
  const distance = distanceLabel(a.distance);
  const status = KEY_STATUS_LABELS[a.status].replace('{product}', productName);
  const failed = update.error ?? refresh.error;

  return (
    <Paper withBorder radius="md" p="md" component="li" style={{ listStyle: 'none' }} aria-label={`Key ${a.name}`}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
          <Group gap="xs" wrap="wrap">
            <IconKey size={18} aria-hidden />
            <Text fw={600}>{a.name}</Text>
            <StatusPill label={status} />
            {a.isPrimary ? (
              <Badge variant="filled" color="teal" radius="sm" leftSection={<IconStar size={12} aria-hidden />}>
                Primary
              </Badge>
            ) : null}
          </Group>
          {a.keyNestId ? (
            <Text size="xs" c="dimmed">
              KeyNest {a.keyNestId}
            </Text>
          ) : null}
        </Group>

        {a.store ? (
          <Stack gap={2}>
            <Text size="sm">
              {a.store.name} · {KEY_STORE_TYPE_LABELS[a.store.storeType]}
            </Text>
            {a.store.address ? (
              <Text size="sm" c="dimmed">
                {a.store.address}
              </Text>
            ) : null}
            {a.store.openingTime ? (
              <Text size="sm" c="dimmed">
                Open {a.store.openingTime}
              </Text>
            ) : null}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            Not in a store
          </Text>
        )}

        <Group gap="lg" wrap="wrap">
          <Group gap={4} wrap="nowrap">
            <IconMapPin size={16} aria-hidden />
            <Text size="sm">{distance ? `${distance} from the property` : 'Distance unknown'}</Text>
          </Group>
          {a.refreshedAt ? (
            <Text size="sm" c="dimmed">
              Checked with KeyNest {formatInstantIn(a.refreshedAt, timeZone)}
            </Text>
          ) : null}
        </Group>

        {refreshed ? <RefreshNote meta={refreshed} /> : null}
        {failed ? <ErrorAlert>{failureText(failed)}</ErrorAlert> : null}

        {canManage ? (
          <Group gap="xs" mt={4}>
            {!a.isPrimary ? (
              <Button
                size="xs"
                variant="light"
                leftSection={<IconStar size={14} aria-hidden />}
                loading={update.isPending}
                onClick={() => update.mutate({ id: item.id, body: { isPrimary: true } })}
              >
                Make primary
              </Button>
            ) : null}
            <Button
              size="xs"
              variant="light"
              leftSection={<IconRefresh size={14} aria-hidden />}
              loading={refresh.isPending}
              onClick={() => refresh.mutate(item.id, { onSuccess: (answer) => setRefreshed(answer.meta) })}
            >
              Refresh
            </Button>
            <Button size="xs" variant="subtle" color="red" onClick={() => setConfirming(true)}>
              Unassign
            </Button>
          </Group>
        ) : null}
      </Stack>

      <ConfirmModal
        opened={confirming}
        onClose={() => {
          setConfirming(false);
          unassign.reset();
        }}
        title={`Unassign ${a.name}`}
        confirmLabel="Unassign"
        pending={unassign.isPending}
        onConfirm={() => unassign.mutate(item.id, { onSuccess: () => setConfirming(false) })}
        error={unassign.error ? <ErrorAlert>{failureText(unassign.error)}</ErrorAlert> : null}
      >
        <Text size="sm">{KEY_MESSAGES.unassignConfirm}</Text>
      </ConfirmModal>
    </Paper>
  );
};
