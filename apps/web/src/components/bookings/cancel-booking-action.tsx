import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';
import { useBooking } from '../../api/bookings/get-booking';
import { useCancelBooking } from '../../api/bookings/cancel-booking';
import { serverMessage } from '../../lib/api-client';
import { ErrorAlert } from '../error-alert';

// The dialog (a modal, a text area, the schema of the fee) loads when first opened, not with the screen.
const CancelBookingModal = lazy(() =>
  import('./cancel-booking-modal').then((module) => ({ default: module.CancelBookingModal })),
);

const CANCELLATION_INCLUDE: readonly string[] = ['clean-cancellation'];

/**
 * 'Cancel booking' (issue 15 item 5), on the booking record and the calendar's booking summary: the button, then the
 * clean-cancellation fee, loaded when the dialog opens and shown before confirming. Once done every bookings query
 * is read again (the nights are free at once) and `onCancelled` runs (the summary closes).
 */
export const CancelBookingAction = ({
  bookingId,
  longCode,
  onCancelled,
}: {
  bookingId: string;
  longCode: string;
  onCancelled?: () => void;
}) => {
  const [opened, setOpened] = useState(false);
  // Once opened the dialog stays mounted, so that it closes with its transition and keeps the reason typed.
  const [mounted, setMounted] = useState(false);
  const fee = useBooking(bookingId, CANCELLATION_INCLUDE, { enabled: opened });
  const cancel = useCancelBooking(bookingId);

  const close = () => {
    setOpened(false);
    cancel.reset();
  };
  const failure = cancel.error ?? fee.error;

  return (
    <>
      <Button
        variant="light"
        color="red"
        aria-haspopup="dialog"
        onClick={() => {
          setMounted(true);
          setOpened(true);
        }}
      >
        Cancel booking
      </Button>
      {mounted ? (
        <Suspense fallback={null}>
          <CancelBookingModal
            opened={opened}
            onClose={close}
            document={fee.data}
            pending={cancel.isPending}
            error={
              failure ? (
                <ErrorAlert
                  title={cancel.error ? 'Could not cancel the booking' : 'Could not load the cancellation fee'}
                >
                  {serverMessage(failure) ?? failure.message}
                </ErrorAlert>
              ) : undefined
            }
            onConfirm={(input) =>
              cancel.mutate(input, {
                onSuccess: () => {
                  notifications.show({
                    color: 'teal',
                    title: 'Booking cancelled',
                    message: `${longCode}: the nights are free again.`,
                  });
                  close();
                  onCancelled?.();
                },
                // The fee moved on (a day passed) or the booking changed: show what holds now.
                onError: () => void fee.refetch(),
              })
            }
          />
        </Suspense>
      ) : null}
    </>
  );
};
