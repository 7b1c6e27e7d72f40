import { Select, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { PAYMENT_LIMITS, PAYMENT_MESSAGES, PAYMENT_METHODS, ZRecordPaymentBody } from '@hearth/domain/payments';
import type { Currency } from '@hearth/domain/properties';
import { addDays } from '@hearth/domain/dates';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/confirm-modal';
import { DatePickerField } from '../../../components/date-picker-field';
import { ErrorAlert } from '../../../components/error-alert';
import { serverMessage } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format';
import { useRecordPayment } from '../../../api/payments/record-payment';
import { wordOf, type TPayment } from '../utils/booking-record';

const METHOD_OPTIONS = PAYMENT_METHODS.map((method) => ({ value: method, label: wordOf(method) }));

/**
 * Finance records money that moved outside Stripe (docs/product/payments.md#recorded-by-hand): for a charge, the
 * payment received; for a refund waiting to go, the refund sent. Method, reference and the day it moved.
 */
export const RecordPaymentModal = ({
  payment,
  currency,
  today,
  onClose,
}: {
  payment: TPayment;
  currency: Currency;
  /** The home's today: the latest day money can have moved. */
  today: string;
  onClose: () => void;
}) => {
  const record = useRecordPayment(payment.id);
  const [method, setMethod] = useState<string | null>(payment.isRefund ? 'bank-transfer' : null);
  const [reference, setReference] = useState('');
  const [paidOn, setPaidOn] = useState<string | null>(today);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const refund = payment.isRefund;

  const confirm = () => {
    const parsed = ZRecordPaymentBody.safeParse({ method, reference, paidOn });
    if (!parsed.success) {
      setProblems(
        Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message] as const)),
      );
      return;
    }
    setProblems({});
    record.mutate(parsed.data, {
      onSuccess: () => {
        notifications.show({
          color: 'teal',
          message: refund ? PAYMENT_MESSAGES.refundRecorded : PAYMENT_MESSAGES.recorded,
        });
        onClose();
      },
    });
  };

  return (
    <ConfirmModal
      opened
      onClose={onClose}
      title={refund ? 'Record refund sent' : 'Record payment received'}
      confirmLabel={refund ? 'Record refund' : 'Record payment'}
      confirmColor="teal"
      pending={record.isPending}
      onConfirm={confirm}
      error={
        record.error ? (
          <ErrorAlert title="Could not record it">{serverMessage(record.error) ?? record.error.message}</ErrorAlert>
        ) : undefined
      }
    >
      <Stack gap="sm">
        <Text size="sm">
          {refund ? 'Refund of ' : 'Payment of '}
          <b>{formatMoney(payment.amount, currency)}</b>
          {refund ? ', sent to the guest outside Stripe.' : ', received outside Stripe.'}
        </Text>
        <Select
          label={refund ? 'Sent by' : 'Method'}
          data={METHOD_OPTIONS}
          value={method}
          onChange={setMethod}
          error={problems.method}
          required
        />
        <TextInput
          label="Reference"
          description="The bank reference or receipt number"
          value={reference}
          onChange={(event) => setReference(event.currentTarget.value)}
          maxLength={PAYMENT_LIMITS.referenceMax}
          error={problems.reference}
          required
        />
        <DatePickerField
          label={refund ? 'Date sent' : 'Date received'}
          value={paidOn}
          onChange={setPaidOn}
          maxDate={today}
          minDate={addDays(today, -PAYMENT_LIMITS.recordedDaysBack)}
          error={problems.paidOn}
        />
      </Stack>
    </ConfirmModal>
  );
};
