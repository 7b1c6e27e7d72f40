import {
  CANCELLATION_REASON_MAX,
  ZCleanCancellation,
  type TBookingDocument,
  type TCleanCancellation,
} from '@hearth/domain/bookings';
import { Alert, Loader, Stack, Text, Textarea } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { formatMoney } from '../../lib/format';
import { ConfirmModal } from '../confirm-modal';
import { ErrorAlert } from '../error-alert';

type CancelBookingModalProps = {
  opened: boolean;
  onClose: () => void;
  /** The booking read with its `clean-cancellation` relation: undefined while it loads. */
  document: TBookingDocument | undefined;
  /** Confirms with the fee that was shown (the API refuses if it changed since) and the reason typed. */
  onConfirm: (input: { expectedFee: number; reason: string | null }) => void;
  pending: boolean;
  /** Why loading the fee or cancelling failed. */
  error?: ReactNode;
};

/** The booking's `clean-cancellation` relation, when it came and reads as one. */
const cleanCancellationOf = (document: TBookingDocument | undefined): TCleanCancellation | undefined => {
  const item = document?.included?.find((included) => included.type === 'clean-cancellation');
  const parsed = item ? ZCleanCancellation.safeParse(item.attributes) : null;
  return parsed?.success ? parsed.data : undefined;
};

/**
 * 'Cancel booking' (issue 15 item 5): the clean-cancellation fee and the refund are shown before confirming; the
 * nights are free again once it is done. A booking that cannot be cancelled says why, with no confirm to press.
 * It loads (with the schema of the fee) when 'Cancel booking' is first pressed.
 */
export const CancelBookingModal = ({
  opened,
  onClose,
  document,
  onConfirm,
  pending,
  error,
}: CancelBookingModalProps) => {
  const [reason, setReason] = useState('');
  const cancellation = cleanCancellationOf(document);
  const blocked = cancellation !== undefined && !cancellation.cancellable;
  // The booking came without the relation: nothing to confirm against.
  const missing = document !== undefined && cancellation === undefined;
  return (
    <ConfirmModal
      opened={opened}
      onClose={onClose}
      title="Cancel booking"
      confirmLabel="Cancel booking"
      pending={pending}
      error={
        error ??
        (missing ? (
          <ErrorAlert title="Could not load the cancellation fee">
            The server did not say what cancelling would cost. Try again later.
          </ErrorAlert>
        ) : undefined)
      }
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
