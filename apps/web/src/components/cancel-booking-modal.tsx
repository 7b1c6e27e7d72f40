import type { TCleanCancellation } from '@hearth/domain/bookings';
import { Alert, Loader, Stack, Text, Textarea } from '@mantine/core';
import { CANCELLATION_REASON_MAX } from '@hearth/domain/bookings';
import { useState, type ReactNode } from 'react';
import { formatMoney } from '../lib/format';
import { ConfirmModal } from './confirm-modal';

type CancelBookingModalProps = {
  opened: boolean;
  onClose: () => void;
  /** The `clean-cancellation` relation of the booking: undefined while it loads. */
  cancellation: TCleanCancellation | undefined;
  /** Confirms with the fee that was shown (the API refuses if it changed since) and the reason typed. */
  onConfirm: (input: { expectedFee: number; reason: string | null }) => void;
  pending: boolean;
  error?: ReactNode;
};

/**
 * 'Cancel booking' (issue 15 item 5): the clean-cancellation fee and the refund are shown before confirming; the
 * nights are free again once it is done. A booking that cannot be cancelled says why, with no confirm to press.
 */
export const CancelBookingModal = ({
  opened,
  onClose,
  cancellation,
  onConfirm,
  pending,
  error,
}: CancelBookingModalProps) => {
  const [reason, setReason] = useState('');
  const blocked = cancellation !== undefined && !cancellation.cancellable;
  return (
    <ConfirmModal
      opened={opened}
      onClose={onClose}
      title="Cancel booking"
      confirmLabel="Cancel booking"
      pending={pending}
      error={error}
      onConfirm={() => {
        if (!cancellation || blocked) return;
        onConfirm({ expectedFee: cancellation.fee, reason: reason.trim() === '' ? null : reason.trim() });
      }}
    >
      {cancellation === undefined ? (
        <Loader size="sm" aria-label="Loading the cancellation fee" />
      ) : blocked ? (
        <Alert color="yellow">{cancellation.reason ?? 'This booking cannot be cancelled.'}</Alert>
      ) : (
        <Stack gap="xs">
          <Text size="sm">
            Under the <b>{cancellation.policy}</b> policy, {cancellation.daysBeforeCheckIn} days before check-in:
          </Text>
          <Text size="sm">
            Cancellation fee kept: <b>{formatMoney(cancellation.fee, cancellation.currency)}</b>
          </Text>
          <Text size="sm">
            Refund to the guest: <b>{formatMoney(cancellation.refund, cancellation.currency)}</b>
          </Text>
          <Text size="sm" c="dimmed">
            The nights become free at once and leave the iCal export.
          </Text>
          <Textarea
            label="Reason (optional)"
            value={reason}
            maxLength={CANCELLATION_REASON_MAX}
            autosize
            minRows={2}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
        </Stack>
      )}
    </ConfirmModal>
  );
};
