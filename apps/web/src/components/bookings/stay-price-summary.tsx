import {
  guestLinesOf,
  quoteMoneyOf,
  RESERVATION_MESSAGES,
  type TBookingQuoteResponse,
  type TStayPrice,
} from '@hearth/domain/bookings';
import { Alert, Badge, Button, Collapse, Group, List, Loader, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ErrorAlert } from '../error-alert';
import { isApiError } from '../../lib/api-client';
import { formatDay, formatMoney } from '../../lib/format';

const nightsWord = (count: number) => `${count} ${count === 1 ? 'night' : 'nights'}`;

const Line = ({ label, amount, strong = false }: { label: ReactNode; amount: string; strong?: boolean }) => (
  <Group justify="space-between" gap="sm" wrap="nowrap">
    <Text size="sm" fw={strong ? 700 : undefined}>
      {label}
    </Text>
    <Text size="sm" fw={strong ? 700 : 500} style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
      {amount}
    </Text>
  </Group>
);

const PriceLines = ({ price }: { price: TStayPrice }) => {
  const [open, nights] = useDisclosure(false);
  const money = (cents: number) => formatMoney(cents, price.currency);
  const [first] = price.nightly;
  const sameEveryNight = first !== undefined && price.nightly.every((night) => night.amount === first.amount);
  // The lines the booking record will show for this quote: the nights (drawn above, night by night), then the rest.
  const [, ...fees] = guestLinesOf(quoteMoneyOf(price));
  return (
    <Stack gap={6}>
      <Line
        label={sameEveryNight ? `${nightsWord(price.nights)} × ${money(first.amount)}` : nightsWord(price.nights)}
        amount={money(price.accommodation)}
      />
      {price.nightly.length > 1 ? (
        <>
          <Button
            variant="subtle"
            size="compact-xs"
            onClick={nights.toggle}
            aria-expanded={open}
            style={{ alignSelf: 'flex-start' }}
          >
            {open ? 'Hide nights' : 'Show each night'}
          </Button>
          <Collapse expanded={open}>
            <Stack gap={2} pl="sm" aria-label="Each night">
              {price.nightly.map((night) => (
                <Line key={night.night} label={formatDay(night.night)} amount={money(night.amount)} />
              ))}
            </Stack>
          </Collapse>
        </>
      ) : null}
      {fees.map((fee, index) => (
        <Line key={`${fee.type}-${index}`} label={fee.label} amount={money(fee.amount)} />
      ))}
      <Line label="Total" amount={money(price.total)} strong />
      {price.securityDeposit > 0 ? (
        <Text size="xs" c="dimmed">
          Plus a refundable security deposit of {money(price.securityDeposit)}, held and not charged.
        </Text>
      ) : null}
    </Stack>
  );
};

/**
 * The live price of the stay being booked (booking-quote): the nights collapsed to one line, the fees, the total;
 * an alert when a night has been taken; the nights without a rate when the stay cannot be priced.
 */
export const StayPriceSummary = ({
  quote,
  loading,
  error,
}: {
  /** The last answer; undefined before the first. */
  quote: TBookingQuoteResponse['data'] | undefined;
  /** A price is on its way (the first, or the next after a change). */
  loading: boolean;
  error: unknown;
}) => {
  let body: ReactNode;
  if (error && !quote) {
    body = (
      <ErrorAlert title="Could not price the stay">
        {isApiError(error) ? error.errorMessage : 'Something went wrong. Try again.'}
      </ErrorAlert>
    );
  } else if (!quote) {
    body = loading ? (
      <Stack gap={6} aria-busy="true" aria-label="Pricing the stay">
        <Skeleton height={14} />
        <Skeleton height={14} />
        <Skeleton height={14} width="60%" />
      </Stack>
    ) : (
      <Text size="sm" c="dimmed">
        Choose the dates and guests to see the price.
      </Text>
    );
  } else {
    body = (
      <Stack gap="sm">
        {quote.available ? null : (
          <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle size={18} aria-hidden />}>
            {RESERVATION_MESSAGES.nightsTaken}
          </Alert>
        )}
        {quote.price ? (
          <PriceLines price={quote.price} />
        ) : (
          <Alert color="yellow" variant="light" title="No rate for some nights">
            <Text size="sm">{RESERVATION_MESSAGES.noRates}</Text>
            <List size="sm" mt={4}>
              {quote.unpricedNights.map((night) => (
                <List.Item key={night}>{formatDay(night)}</List.Item>
              ))}
            </List>
          </Alert>
        )}
      </Stack>
    );
  }
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-label="Price">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text fw={600} size="sm">
            Price
          </Text>
          <Group gap={6}>
            {quote?.price?.corporateRate ? (
              <Badge variant="light" size="sm" tt="none">
                Corporate rate
              </Badge>
            ) : null}
            {loading && quote ? <Loader size={14} aria-label="Updating the price" /> : null}
          </Group>
        </Group>
        {body}
      </Stack>
    </Paper>
  );
};
