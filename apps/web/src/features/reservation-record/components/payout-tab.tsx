import { Stack, Table } from '@mantine/core';
import { formatMoney } from '../../../lib/format';
import type { RecordAttributes, TPayoutSummary } from '../utils/booking-record';
import { EmptyText, Fact, Facts, SectionTitle } from './record-parts';
import classes from './record.module.css';

/** A payout summary's lines: what the stay earned, the operator's fee and what the owner gets. */
export const PayoutSummaryFacts = ({ summary, label }: { summary: TPayoutSummary; label: string }) => (
  <Facts label={label}>
    <Fact label="Accommodation">{formatMoney(summary.accommodation, summary.currency)}</Fact>
    <Fact label="Cleaning">{formatMoney(summary.cleaning, summary.currency)}</Fact>
    <Fact label="Management fee">{formatMoney(summary.managementFee, summary.currency)}</Fact>
    <Fact label="Owner payout">{formatMoney(summary.ownerPayout, summary.currency)}</Fact>
  </Facts>
);

/**
 * What the owner gets (issue 15 item 2, 'payout'): the management fee as a percentage with a trailing .00 trimmed (the
 * API sends it trimmed), the breakdown line by line and the summary.
 */
export const PayoutTab = ({ attributes: a }: { attributes: RecordAttributes }) => {
  const breakdown = a.payoutBreakdown ?? [];
  const summary = a.payoutSummary;
  return (
    <Stack gap="xl">
      {a.payout ? (
        <Facts label="Management fee">
          <Fact label="Management fee">{`${a.payout.managementFeePercentage}%`}</Fact>
        </Facts>
      ) : null}
      <Stack gap="xs" component="section" aria-label="Payout breakdown">
        <SectionTitle>Breakdown</SectionTitle>
        {breakdown.length === 0 ? (
          <EmptyText>No payout lines yet</EmptyText>
        ) : (
          <Table verticalSpacing="xs" maw={560}>
            <Table.Tbody>
              {breakdown.map((line, index) => (
                <Table.Tr key={`${line.label}-${index}`}>
                  <Table.Td>{line.label}</Table.Td>
                  <Table.Td className={classes.number}>
                    {formatMoney(line.amount, summary?.currency ?? a.currency)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
      {summary ? (
        <Stack gap="xs" component="section" aria-label="Payout summary">
          <SectionTitle>Summary</SectionTitle>
          <PayoutSummaryFacts summary={summary} label="Payout summary" />
        </Stack>
      ) : null}
    </Stack>
  );
};
