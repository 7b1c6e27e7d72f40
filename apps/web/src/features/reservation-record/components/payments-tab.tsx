import { Alert, Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconInfoCircle } from '@tabler/icons-react';
import { paymentTypeLabel } from '@hearth/domain/bookings';
import { todayIn } from '@hearth/domain/dates';
import { PAYMENT_MESSAGES } from '@hearth/domain/payments';
import type { Currency } from '@hearth/domain/properties';
import { useState } from 'react';
import { StatusPill } from '../../../components/status-pill';
import { useRequestPayment } from '../../../api/payments/request-payment';
import { serverMessage } from '../../../lib/api-client';
import { usePublicConfig } from '../../../lib/config';
import { formatDay, formatInstantIn, formatMoney } from '../../../lib/format';
import { useCan } from '../../../lib/use-can';
import { RecordPaymentModal } from './record-payment-modal';
import { RefundModal } from './refund-modal';
import { wordOf, type RecordAttributes, type TPayment } from '../utils/booking-record';
import { EmptyText, SectionTitle, yesNo } from './record-parts';
import classes from './record.module.css';

const Amount = ({ label, value }: { label: string; value: string }) => (
  <Paper withBorder radius="md" p="sm">
    <Text size="xs" c="dimmed">
      {label}
    </Text>
    <Text fw={600} className={classes.number} ta="left">
      {value}
    </Text>
  </Paper>
);

/** What can be done with one payment now, by whom (docs/product/payments.md#who-uses-it). */
type RowActions = { request: boolean; record: boolean };

/** The latest request to pay: its state, where it went, and the page while it is open. */
const RequestLine = ({ request, timeZone }: { request: NonNullable<TPayment['request']>; timeZone: string }) => (
  <Text size="xs" c="dimmed">
    {request.status === 'open' && request.expiresAt
      ? `Requested from ${request.sentTo}, open until ${formatInstantIn(request.expiresAt, timeZone)}`
      : request.status === 'creating'
        ? `Request to ${request.sentTo} not yet made on Stripe${request.error ? `: ${request.error}` : ''}`
        : `Request to ${request.sentTo}: ${request.status}`}
    {request.status === 'open' && request.url ? (
      <>
        {' · '}
        <Anchor href={request.url} target="_blank" rel="noopener noreferrer" size="xs">
          Payment page
        </Anchor>
      </>
    ) : null}
  </Text>
);

const RequestButton = ({ payment }: { payment: TPayment }) => {
  const request = useRequestPayment();
  return (
    <Stack gap={2} align="flex-start">
      <Button
        size="compact-sm"
        variant="light"
        loading={request.isPending}
        onClick={() =>
          request.mutate(payment.id, {
            onSuccess: (answer) =>
              notifications.show({
                color: 'teal',
                message: PAYMENT_MESSAGES.requestSent(answer.data.attributes.sentTo),
              }),
          })
        }
      >
        {payment.request?.status === 'open' ? 'Send again' : 'Request payment'}
      </Button>
      {request.error ? (
        <Text size="xs" c="red" role="alert">
          {serverMessage(request.error) ?? request.error.message}
        </Text>
      ) : null}
    </Stack>
  );
};

const PaymentRow = ({
  payment: p,
  currency,
  timeZone,
  actions,
  onRecord,
}: {
  payment: TPayment;
  currency: Currency;
  timeZone: string;
  actions: RowActions;
  onRecord: (payment: TPayment) => void;
}) => {
  const chargeDue = !p.isRefund && p.status === 'unpaid';
  // A refund Stripe is not sending (offline, or from money recorded by hand) is recorded sent by finance.
  const refundToSend = p.isRefund && p.status === 'pending' && !p.throughStripe;
  return (
    <Table.Tr className={p.isRefund ? classes.refund : undefined}>
      <Table.Td data-label="Type">
        <Group gap={6} wrap="nowrap">
          <Text size="sm">{paymentTypeLabel(p.paymentType)}</Text>
          {p.isRefund ? (
            <Badge color="orange" variant="outline" size="sm" tt="none">
              Refund
            </Badge>
          ) : null}
        </Group>
      </Table.Td>
      <Table.Td data-label="Amount" className={classes.number}>
        {formatMoney(p.isRefund ? -p.amount : p.amount, currency)}
      </Table.Td>
      <Table.Td data-label="Due">{p.dueOn ? formatDay(p.dueOn) : '—'}</Table.Td>
      <Table.Td data-label="Status">
        <Stack gap={2}>
          <Group gap={4} wrap="nowrap">
            <StatusPill label={wordOf(p.status)} />
            {p.scheduled ? <StatusPill label="Scheduled" /> : null}
          </Group>
          {p.errorDescription ? (
            <Text size="xs" c="red">
              {p.errorDescription}
            </Text>
          ) : null}
          {p.request && chargeDue ? <RequestLine request={p.request} timeZone={timeZone} /> : null}
          {/* What can be done with it sits under its state: a column of its own left most rows empty. */}
          {(chargeDue && actions.request) || ((chargeDue || refundToSend) && actions.record) ? (
            <Group gap={6} mt={4}>
              {chargeDue && actions.request ? <RequestButton payment={p} /> : null}
              {(chargeDue || refundToSend) && actions.record ? (
                <Button size="compact-sm" variant="default" onClick={() => onRecord(p)}>
                  {p.isRefund ? 'Record refund sent' : 'Record payment'}
                </Button>
              ) : null}
            </Group>
          ) : null}
        </Stack>
      </Table.Td>
      <Table.Td data-label="Method">
        <Stack gap={0}>
          <Text size="sm">{p.method ? wordOf(p.method) : '—'}</Text>
          {p.reference ? (
            <Text size="xs" c="dimmed">
              {p.reference}
            </Text>
          ) : null}
        </Stack>
      </Table.Td>
      <Table.Td data-label="Paid at">{p.paidAt ? formatInstantIn(p.paidAt, timeZone) : '—'}</Table.Td>
      <Table.Td data-label="Receipt">
        {p.receiptUrl ? (
          <Anchor href={p.receiptUrl} target="_blank" rel="noopener noreferrer" size="sm">
            Receipt
          </Anchor>
        ) : (
          '—'
        )}
      </Table.Td>
      <Table.Td data-label="Refundable" className={classes.number}>
        {formatMoney(p.refundableAmount, currency)}
      </Table.Td>
      <Table.Td data-label="3-D Secure">{yesNo(p.isThreeDSecure)}</Table.Td>
    </Table.Tr>
  );
};

/**
 * The guest's payments (issue 15 item 2; issue 31 items 1 and 2): what was paid, what is due, refunded and on its way
 * back, the deposit, and each payment with its due date, status (with the scheduled flag of
 * docs/product/bookings.md#states), method and reference, receipt, refundable amount and 3-D Secure. With Stripe a due
 * payment can be requested from the guest; without, finance records money received and refunds sent by hand. The
 * tab says which (docs/product/payments.md#modes).
 */
export const PaymentsTab = ({
  bookingId,
  attributes: a,
  payments,
  timeZone,
}: {
  bookingId: string;
  attributes: RecordAttributes;
  payments: TPayment[];
  timeZone: string;
}) => {
  const { paymentMode } = usePublicConfig();
  const canRequest = useCan('payment:request');
  const canRecord = useCan('payment:record');
  const canRefund = useCan('refund:create');
  const [recording, setRecording] = useState<TPayment | null>(null);
  const [refunding, setRefunding] = useState(false);
  const summary = a.paymentSummary;
  const active = a.recordStatus === 'ACTIVE';
  const actions: RowActions = {
    request: paymentMode === 'stripe' && active && canRequest,
    record: canRecord && (active || payments.some((p) => p.isRefund && p.status === 'pending')),
  };
  // What can still be given back: paid charges of the stay (not the deposit), less what is already on its way.
  const refundable = payments
    .filter((p) => !p.isRefund && p.status === 'paid' && p.paymentType !== 'bond')
    .reduce((total, p) => total + p.refundableAmount, 0);
  // The security deposit, apart from what the stay costs; shown once one was asked for.
  const deposit = a.depositSummary && a.depositSummary.amount > 0 ? a.depositSummary : null;
  return (
    <Stack gap="xl">
      {canRequest || canRecord ? (
        <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
          {paymentMode === 'stripe' ? PAYMENT_MESSAGES.modeStripe : PAYMENT_MESSAGES.modeManual}
        </Alert>
      ) : null}
      {summary ? (
        <Stack gap="xs" component="section" aria-label="Payment summary">
          <Group justify="space-between">
            <SectionTitle>Summary</SectionTitle>
            {canRefund && refundable > 0 ? (
              <Button size="compact-sm" variant="default" onClick={() => setRefunding(true)}>
                Refund
              </Button>
            ) : null}
          </Group>
          <SimpleGrid cols={{ base: 2, xs: a.finance ? 4 : 3 }} spacing="sm">
            {a.finance ? <Amount label="Total" value={formatMoney(a.finance.totalAmount, a.finance.currency)} /> : null}
            <Amount label="Paid" value={formatMoney(summary.paid, a.currency)} />
            <Amount label="Due" value={formatMoney(summary.due, a.currency)} />
            <Amount label="Refunded" value={formatMoney(summary.refunded, a.currency)} />
            {summary.refundPending > 0 ? (
              <Amount label="Refund pending" value={formatMoney(summary.refundPending, a.currency)} />
            ) : null}
            {summary.disputed > 0 ? (
              <Amount label="Disputed" value={formatMoney(summary.disputed, a.currency)} />
            ) : null}
          </SimpleGrid>
        </Stack>
      ) : null}
      {deposit ? (
        <Stack gap="xs" component="section" aria-label="Security deposit">
          <SectionTitle>Security deposit</SectionTitle>
          <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="sm">
            <Amount label="Deposit" value={formatMoney(deposit.amount, a.currency)} />
            <Amount label="Paid" value={formatMoney(deposit.paid, a.currency)} />
            <Amount label="Refunded" value={formatMoney(deposit.refunded, a.currency)} />
            <Amount label="Held" value={formatMoney(deposit.held, a.currency)} />
          </SimpleGrid>
        </Stack>
      ) : null}
      <Stack gap="xs" component="section" aria-label="Payments">
        <SectionTitle>Payments</SectionTitle>
        {payments.length === 0 ? (
          <EmptyText>No payments on this booking</EmptyText>
        ) : (
          <div className={classes.tableWrap}>
            <Table className={classes.stacked} verticalSpacing="xs" striped={false} highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Type</Table.Th>
                  <Table.Th className={classes.number}>Amount</Table.Th>
                  <Table.Th>Due</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Method</Table.Th>
                  <Table.Th>Paid at</Table.Th>
                  <Table.Th>Receipt</Table.Th>
                  <Table.Th className={classes.number}>Refundable</Table.Th>
                  <Table.Th>3-D Secure</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {payments.map((payment) => (
                  <PaymentRow
                    key={payment.id}
                    payment={payment}
                    currency={a.currency}
                    timeZone={timeZone}
                    actions={actions}
                    onRecord={setRecording}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </div>
        )}
      </Stack>
      {recording ? (
        <RecordPaymentModal
          payment={recording}
          currency={a.currency}
          today={todayIn(timeZone)}
          onClose={() => setRecording(null)}
        />
      ) : null}
      {refunding ? (
        <RefundModal
          bookingId={bookingId}
          refundable={refundable}
          currency={a.currency}
          onClose={() => setRefunding(false)}
        />
      ) : null}
    </Stack>
  );
};
