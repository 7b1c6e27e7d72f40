import {
  LIFECYCLE,
  LIFECYCLE_MESSAGES,
  movesFrom,
  type LifecycleMove,
  type PropertyStatus,
  type TPropertyMoveResponse,
} from '@hearth/domain/properties';
import { Alert, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/confirm-modal';
import { DatePickerField } from '../../../components/date-picker-field';
import { ErrorAlert } from '../../../components/error-alert';
import { StatusPill } from '../../../components/status-pill';
import { serverMessage } from '../../../lib/api-client';
import { formatDay } from '../../../lib/format';
import { useCan } from '../../../lib/use-can';
import { useMoveProperty } from '../../../api/properties/move-property';

/** What each move does, in the words of its confirmation. */
const EXPLAINED: Record<LifecycleMove, string> = {
  activate: 'The home becomes active: it can be booked and appears in availability searches.',
  offboard:
    'The home leaves after its last night: nothing can be booked past it. Stays already booked past it are kept, and listed for you.',
  reactivate: 'The home stays active: its last night is cleared and it can be booked again without an end.',
  deactivate: 'The home becomes inactive: it takes no stays and leaves availability searches.',
};

type Home = { id: string; status: string; lastNight: string | null; today: string };

const StaysKept = ({ stays }: { stays: TPropertyMoveResponse['meta']['staysAfterLastNight'] }) =>
  stays.length === 0 ? null : (
    <Alert color="orange" variant="light" title="Stays kept past the last night" role="status">
      <List size="sm">
        {stays.map((stay) => (
          <List.Item key={stay.id}>
            {`${stay.code}${stay.guestName ? ` (${stay.guestName})` : ''}, ${formatDay(stay.checkIn)} to ${formatDay(stay.checkOut)}`}
          </List.Item>
        ))}
      </List>
    </Alert>
  );

/**
 * The home's life cycle on its record (docs/product/properties.md#life-cycle): where it is, and the moves open to it
 * that the caller may make, each confirmed first; starting offboarding asks for the last night.
 */
export const LifecyclePanel = ({ home }: { home: Home }) => {
  const status = home.status as PropertyStatus;
  const allowed = {
    activate: useCan(LIFECYCLE.activate.action),
    offboard: useCan(LIFECYCLE.offboard.action),
    reactivate: useCan(LIFECYCLE.reactivate.action),
    deactivate: useCan(LIFECYCLE.deactivate.action),
  };
  const moves = movesFrom(status).filter((move) => allowed[move]);
  const save = useMoveProperty(home.id);
  const [asked, setAsked] = useState<LifecycleMove | null>(null);
  const [lastNight, setLastNight] = useState<string | null>(null);
  const [missingNight, setMissingNight] = useState(false);
  const [kept, setKept] = useState<TPropertyMoveResponse['meta']['staysAfterLastNight']>([]);
  if (moves.length === 0 && !home.lastNight && kept.length === 0) return null;

  const close = () => {
    setAsked(null);
    setMissingNight(false);
    save.reset();
  };
  const confirm = () => {
    if (!asked) return;
    if (asked === 'offboard' && !lastNight) return setMissingNight(true);
    save.mutate(
      { move: asked, ...(asked === 'offboard' && lastNight ? { lastNight } : {}) },
      {
        onSuccess: (answer) => {
          setKept(answer.meta.staysAfterLastNight);
          notifications.show({
            color: 'teal',
            title: LIFECYCLE[asked].label,
            message: `The home is now ${answer.data.attributes.status}.`,
          });
          close();
        },
      },
    );
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="lifecycle-title">
      <Stack gap="sm">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Group gap="xs">
            <Title order={3} size="h5" id="lifecycle-title">
              Status
            </Title>
            <StatusPill label={status.charAt(0).toUpperCase() + status.slice(1)} />
            {home.lastNight ? (
              <Text size="sm" c="dimmed">
                Last night {formatDay(home.lastNight)}
              </Text>
            ) : null}
          </Group>
          <Group gap="xs">
            {moves.map((move) => (
              <Button
                key={move}
                size="xs"
                variant={move === 'deactivate' || move === 'offboard' ? 'default' : 'filled'}
                onClick={() => setAsked(move)}
              >
                {LIFECYCLE[move].label}
              </Button>
            ))}
          </Group>
        </Group>
        <StaysKept stays={kept} />
      </Stack>
      <ConfirmModal
        opened={asked !== null}
        onClose={close}
        title={asked ? `${LIFECYCLE[asked].label}?` : ''}
        confirmLabel={asked ? LIFECYCLE[asked].label : ''}
        confirmColor={asked === 'deactivate' ? 'red' : 'teal'}
        onConfirm={confirm}
        pending={save.isPending}
        error={
          save.isError ? (
            <ErrorAlert>{serverMessage(save.error) ?? 'Something went wrong. Try again.'}</ErrorAlert>
          ) : null
        }
      >
        <Stack gap="sm">
          <Text size="sm">{asked ? EXPLAINED[asked] : ''}</Text>
          {asked === 'offboard' ? (
            <DatePickerField
              label="Last night"
              value={lastNight}
              onChange={(value) => {
                setLastNight(value);
                setMissingNight(false);
              }}
              minDate={home.today}
              error={missingNight ? LIFECYCLE_MESSAGES.lastNightRequired : undefined}
            />
          ) : null}
        </Stack>
      </ConfirmModal>
    </Paper>
  );
};
