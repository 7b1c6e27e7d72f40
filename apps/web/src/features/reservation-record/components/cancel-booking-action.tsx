import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { serverMessage } from '../../../lib/api-client';
import { useBooking } from '../../../api/bookings/get-booking';
import { useCancelBooking } from '../../../api/bookings/cancel-booking';

// The dialog (a modal, a text area, the schema of the fee) loads when first opened, not with the record.
const CancelBookingDialog = lazy(() =>
  import('./cancel-booking-dialog').then((module) => ({ default: module.CancelBookingDialog })),
);

const CANCELLATION_INCLUDE = ['clean-cancellation'] as const;

/**
 * 'Cancel booking' (issue 15 item 5): the clean-cancellation fee is loaded when the dialog opens and shown before
 * confirming; once done the record is read again and shows the booking cancelled.
 */
export const CancelBookingAction = ({ bookingId, longCode }: { bookingId: string; longCode: string }) => {
  const [opened, setOpened] = useState(false);
  // Once opened the dialog stays mounted, so that it closes with its transition and keeps the reason typed.
  const [mounted, setMounted] = useState(false);
  const cancellation = useBooking(bookingId, CANCELLATION_INCLUDE, { enabled: opened });
  const cancel = useCancelBooking(bookingId);

  const close = () => {
    setOpened(false);
    cancel.reset();
  };
  const failure = cancel.error ?? cancellation.error;

  return (
    <>
      <Button
        variant="light"
        color="red"
        onClick={() => {
          setMounted(true);
          setOpened(true);
        }}
      >
        Cancel booking
      </Button>
      {mounted ? (
        <Suspense fallback={null}>
          <CancelBookingDialog
            opened={opened}
            onClose={close}
            document={cancellation.data}
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
                },
              })
            }
          />
        </Suspense>
      ) : null}
    </>
  );
};
