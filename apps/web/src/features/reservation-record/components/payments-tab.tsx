import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { paymentTypeLabel } from '@hearth/domain/bookings';
import type { Currency } from '@hearth/domain/properties';
import { StatusPill } from '../../../components/status-pill';
import { formatDay, formatInstantIn, formatMoney } from '../../../lib/format';
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

const PaymentRow = ({
  payment: p,
  currency,
  timeZone,
}: {
  payment: TPayment;
  currency: Currency;
  timeZone: string;
}) => (
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
      </Stack>
    </Table.Td>
    <Table.Td data-label="Method">{p.method ? wordOf(p.method) : '—'}</Table.Td>
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

/**
 * The guest's payments (issue 15 item 2): what was paid, what is due and refunded, the deposit, and each payment with
 * its due date, status (with the scheduled flag of docs/product/bookings.md#states), method, receipt, refundable amount and 3-D Secure.
 */
export const PaymentsTab = ({
  attributes: a,
  payments,
  timeZone,
}: {
  attributes: RecordAttributes;
  payments: TPayment[];
  timeZone: string;
}) => {
  const summary = a.paymentSummary;
  // The refundable bond, apart from what the stay costs; shown once one was asked for.
  const deposit = a.depositSummary && a.depositSummary.amount > 0 ? a.depositSummary : null;
  return (
    <Stack gap="xl">
      {summary ? (
        <Stack gap="xs" component="section" aria-label="Payment summary">
          <SectionTitle>Summary</SectionTitle>
          <SimpleGrid cols={{ base: 2, xs: a.finance ? 4 : 3 }} spacing="sm">
            {a.finance ? <Amount label="Total" value={formatMoney(a.finance.totalAmount, a.finance.currency)} /> : null}
            <Amount label="Paid" value={formatMoney(summary.paid, a.currency)} />
            <Amount label="Due" value={formatMoney(summary.due, a.currency)} />
            <Amount label="Refunded" value={formatMoney(summary.refunded, a.currency)} />
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
                  <PaymentRow key={payment.id} payment={payment} currency={a.currency} timeZone={timeZone} />
                ))}
              </Table.Tbody>
            </Table>
          </div>
        )}
      </Stack>
    </Stack>
  );
};
