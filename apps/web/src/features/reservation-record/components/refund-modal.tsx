import { NumberInput, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { PAYMENT_LIMITS, PAYMENT_MESSAGES, ZCreateRefundBody } from '@hearth/domain/payments';
import type { Currency } from '@hearth/domain/properties';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/confirm-modal';
import { ErrorAlert } from '../../../components/error-alert';
import { serverMessage } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format';
import { useCreateRefund } from '../../../api/payments/create-refund';

/**
 * Give the guest money back (docs/product/payments.md#refunds): at most what was paid and not yet refunded. It shows
 * pending until the money has moved: through Stripe when Stripe says so, else when finance records it sent.
 */
export const RefundModal = ({
  bookingId,
  refundable,
  currency,
  onClose,
}: {
  bookingId: string;
  /** What is left to give back, in cents. */
  refundable: number;
  currency: Currency;
  onClose: () => void;
}) => {
  const refund = useCreateRefund(bookingId);
  const [dollars, setDollars] = useState<number | string>('');
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<Record<string, string>>({});

  const confirm = () => {
    const amount = typeof dollars === 'number' ? Math.round(dollars * 100) : Number.NaN;
    if (amount > refundable) {
      setProblems({ amount: PAYMENT_MESSAGES.refundTooLarge(formatMoney(refundable, currency)) });
      return;
    }
    const parsed = ZCreateRefundBody.safeParse({ amount: Number.isNaN(amount) ? 0 : amount, reason });
    if (!parsed.success) {
      setProblems(
        Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message] as const)),
      );
      return;
    }
    setProblems({});
    refund.mutate(parsed.data, {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: PAYMENT_MESSAGES.refundStarted });
        onClose();
      },
    });
  };

  return (
    <ConfirmModal
      opened
      onClose={onClose}
      title="Refund the guest"
      confirmLabel="Refund"
      pending={refund.isPending}
      onConfirm={confirm}
      error={
        refund.error ? (
          <ErrorAlert title="Could not refund">{serverMessage(refund.error) ?? refund.error.message}</ErrorAlert>
        ) : undefined
      }
    >
      <Stack gap="sm">
        <Text size="sm">
          At most <b>{formatMoney(refundable, currency)}</b>: what was paid and not yet refunded.
        </Text>
        <NumberInput
          label="Amount"
          value={dollars}
          onChange={setDollars}
          min={0}
          max={refundable / 100}
          decimalScale={2}
          fixedDecimalScale
          prefix={formatMoney(0, currency).replace(/[\d.,]/g, '')}
          thousandSeparator=","
          error={problems.amount}
          required
        />
        <Textarea
          label="Reason"
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          maxLength={PAYMENT_LIMITS.refundReasonMax}
          error={problems.reason}
          rows={3}
          required
        />
      </Stack>
    </ConfirmModal>
  );
};
