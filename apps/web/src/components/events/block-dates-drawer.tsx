import type { TPropertyEvent } from '@hearth/domain/events';
import { Drawer, Text } from '@mantine/core';
import { EventForm } from './event-form';
import type { EventFormValues } from './event-form-values';

export type BlockDatesRequest = {
  /** Changes with every opening: the form starts afresh each time. */
  id: number;
  propertyId: string;
  propertyName: string | null;
  /** The first and last day blocked, both inclusive (an event covers days, a stay nights). */
  start: string;
  end: string;
};

/**
 * 'Block dates': the event form in a drawer on the page it was opened from (the multi-calendar), its dates and the
 * Blocking status chosen already; saving or cancelling closes it and leaves the page where it was.
 */
export const BlockDatesDrawer = ({
  opened,
  request,
  roles,
  mobile,
  onClose,
  onBlocked,
}: {
  opened: boolean;
  request: BlockDatesRequest | null;
  roles: readonly string[];
  mobile: boolean;
  onClose: () => void;
  onBlocked: (event: TPropertyEvent) => void;
}) => {
  const initialValues: EventFormValues | null = request
    ? { start: request.start, end: request.end, status: 'blocking', expiryDays: 0, details: '' }
    : null;
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={mobile ? '100%' : 'md'}
      title="Block dates"
      closeButtonProps={{ 'aria-label': 'Close' }}
      styles={{ title: { fontWeight: 600, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {request?.propertyName ? (
        <Text size="sm" c="dimmed" mb="md">
          {request.propertyName}
        </Text>
      ) : null}
      {request && initialValues ? (
        <EventForm
          key={request.id}
          propertyId={request.propertyId}
          roles={roles}
          initialValues={initialValues}
          inPlace={{ onSaved: onBlocked, onCancel: onClose }}
        />
      ) : null}
    </Drawer>
  );
};
