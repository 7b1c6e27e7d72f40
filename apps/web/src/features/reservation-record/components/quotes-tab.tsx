import { Badge, Button, Group, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { TQuoteDocument } from '@hearth/domain/bookings';
import { useState } from 'react';
import { useQuote } from '../../../api/bookings/get-quote';
import { formatInstantIn, formatMoney } from '../../../lib/format';
import type { TQuoteItem } from '../utils/booking-record';
import { PayoutSummaryFacts } from './payout-tab';
import { EmptyText, Fact, Facts, LoadError, SectionTitle, TabSkeleton } from './record-parts';
import classes from './record.module.css';

type QuoteNode = TQuoteDocument['data'];

/** One quote of the chain, and inside it the base quote it replaced, down to the first (docs/product/bookings.md#fields, recursive). */
const QuoteNodeView = ({ node, timeZone, depth }: { node: QuoteNode; timeZone: string; depth: number }) => {
  const q = node.attributes;
  const when = formatInstantIn(q.createdAt, timeZone);
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="article"
      aria-label={depth === 0 ? `Quote of ${when}` : `Base quote of ${when}`}
    >
      <Stack gap="sm">
        <Group gap="xs">
          <Text size="sm" fw={600}>
            {depth === 0 ? 'Quote' : 'Base quote'}
          </Text>
          <Text size="xs" c="dimmed">
            {when}
          </Text>
        </Group>
        <Facts label="Quote">
          <Fact label="Nights">{String(q.nights)}</Fact>
          {q.lines.map((line, index) => (
            <Fact key={`${line.type}-${index}`} label={line.label}>
              {formatMoney(line.amount, q.currency)}
            </Fact>
          ))}
          <Fact label="Total">{formatMoney(q.total, q.currency)}</Fact>
          {q.securityDeposit > 0 ? (
            <Fact label="Security deposit">{`${formatMoney(q.securityDeposit, q.currency)}, refundable, not in the total`}</Fact>
          ) : null}
        </Facts>
        {node.payoutSummary ? (
          <Stack gap={4}>
            <Text size="xs" fw={600} c="dimmed">
              Payout summary
            </Text>
            <PayoutSummaryFacts summary={node.payoutSummary} label="Payout summary" />
          </Stack>
        ) : null}
        {node.baseQuote ? (
          <Stack gap={4}>
            <Text size="xs" c="dimmed">
              Replaced this earlier quote:
            </Text>
            <QuoteNodeView node={node.baseQuote} timeZone={timeZone} depth={depth + 1} />
          </Stack>
        ) : node.baseQuote === null ? (
          <Text size="xs" c="dimmed">
            The first quote of this booking: no base quote.
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
};

/** `GET v3/quotes/{id}` with its base quotes and their payout summaries. */
const QuoteChain = ({ quoteId, timeZone }: { quoteId: string; timeZone: string }) => {
  const quote = useQuote(quoteId);
  if (quote.isPending) return <TabSkeleton label="Loading the quote" rows={3} />;
  if (quote.isError) {
    return <LoadError title="Could not load the quote" error={quote.error} onRetry={() => void quote.refetch()} />;
  }
  return <QuoteNodeView node={quote.data.data} timeZone={timeZone} depth={0} />;
};

/** The booking's current quote and the history (issue 15 item 2, 'quotes'); a chosen quote shows its chain. */
export const QuotesTab = ({
  quotes,
  currentQuoteId,
  timeZone,
}: {
  quotes: TQuoteItem[];
  currentQuoteId: string | null | undefined;
  timeZone: string;
}) => {
  const [chosen, setChosen] = useState<string | null>(currentQuoteId ?? quotes[0]?.id ?? null);
  if (quotes.length === 0) return <EmptyText>No quotes on this booking</EmptyText>;
  return (
    <Stack gap="xl">
      <Stack gap="xs" component="section" aria-label="Quote history">
        <SectionTitle>History</SectionTitle>
        <div className={classes.tableWrap}>
          <Table className={classes.stacked} verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Created</Table.Th>
                <Table.Th className={classes.number}>Nights</Table.Th>
                <Table.Th className={classes.number}>Accommodation</Table.Th>
                <Table.Th className={classes.number}>Fees</Table.Th>
                <Table.Th className={classes.number}>Total</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Chain</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {quotes.map(({ id, attributes: q }) => (
                <Table.Tr key={id}>
                  <Table.Td data-label="Created">
                    <Group gap={6} wrap="nowrap">
                      <Text size="sm">{formatInstantIn(q.createdAt, timeZone)}</Text>
                      {id === currentQuoteId ? (
                        <Badge size="sm" variant="light" tt="none">
                          Current
                        </Badge>
                      ) : null}
                    </Group>
                  </Table.Td>
                  <Table.Td data-label="Nights" className={classes.number}>
                    {q.nights}
                  </Table.Td>
                  <Table.Td data-label="Accommodation" className={classes.number}>
                    {formatMoney(q.accommodation, q.currency)}
                  </Table.Td>
                  <Table.Td data-label="Fees" className={classes.number}>
                    {formatMoney(q.total - q.accommodation, q.currency)}
                  </Table.Td>
                  <Table.Td data-label="Total" className={classes.number}>
                    {formatMoney(q.total, q.currency)}
                  </Table.Td>
                  <Table.Td data-label="">
                    <Button
                      size="xs"
                      variant={chosen === id ? 'filled' : 'default'}
                      aria-pressed={chosen === id}
                      aria-label={`Show the chain of the quote of ${formatInstantIn(q.createdAt, timeZone)}`}
                      onClick={() => setChosen(id)}
                    >
                      Show chain
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      </Stack>
      {chosen ? (
        <Stack gap="xs" component="section" aria-label="Quote chain">
          <SectionTitle>Quote and its base quotes</SectionTitle>
          <QuoteChain key={chosen} quoteId={chosen} timeZone={timeZone} />
        </Stack>
      ) : null}
    </Stack>
  );
};
