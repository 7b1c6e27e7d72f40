import type { TBookingListItem } from '@hearth/domain/bookings';
import { nightsBetween } from '@hearth/domain/dates';
import { channelLabel } from '@hearth/domain/reviews';
import { Drawer, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { CancelBookingAction } from '../../../components/bookings/cancel-booking-action';
import { ErrorAlert } from '../../../components/error-alert';
import { PortalLogo } from '../../../components/portal-logo';
import { StatusPill } from '../../../components/status-pill';
import { serverMessage } from '../../../lib/api-client';
import { usePublicConfig } from '../../../lib/config';
import { formatDay, formatMoney } from '../../../lib/format';
import { useBooking } from '../../../api/bookings/get-booking';
import { bookingStatusLabel } from '../utils/calendar-entries';

const NO_INCLUDE: readonly string[] = [];

const RECORD_STATUS_WORDS = { ACTIVE: 'Active', CANCELLING: 'Cancelling', CANCELLED: 'Cancelled' } as const;

const guestsText = (adults: number, children: number): string =>
  [
    `${adults} ${adults === 1 ? 'adult' : 'adults'}`,
    children > 0 ? `${children} ${children === 1 ? 'child' : 'children'}` : null,
  ]
    .filter(Boolean)
    .join(', ');

const Fact = ({ term, children }: { term: string; children: ReactNode }) => (
  <Stack gap={0}>
    <Text size="xs" c="dimmed" component="dt">
      {term}
    </Text>
    <Text size="sm" fw={500} component="dd" m={0}>
      {children}
    </Text>
  </Stack>
);

const Summary = ({
  booking,
  canCancel,
  onCancelled,
}: {
  booking: TBookingListItem;
  canCancel: boolean;
  onCancelled: () => void;
}) => {
  const { productName } = usePublicConfig();
  // The calendar's copy shows at once; the booking's own document adds what the list leaves out (payments).
  const document = useBooking(booking.id, NO_INCLUDE);
  const a = { ...booking.attributes, ...document.data?.data.attributes };
  const nights = nightsBetween(a.startDate, a.endDate);
  const guest = a.guest.fullName?.trim();
  const money = (cents: number) => formatMoney(cents, a.currency);
  const payments = document.data?.data.attributes.paymentSummary;

  return (
    <Stack gap="md">
      <Group gap="sm" wrap="nowrap">
        <PortalLogo channel={a.channel} productName={productName} size={40} />
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Title order={3} size="h4">
            {a.longCode}
          </Title>
          {guest ? (
            <Text size="sm" c="dimmed">
              {guest}
            </Text>
          ) : null}
        </Stack>
      </Group>
      <Group gap="xs">
        <StatusPill label={bookingStatusLabel({ ...booking, attributes: a })} />
        <StatusPill label={RECORD_STATUS_WORDS[a.recordStatus]} />
      </Group>
      <SimpleGrid cols={2} spacing="md" component="dl" m={0}>
        <Fact term="Check-in">{formatDay(a.startDate)}</Fact>
        <Fact term="Check-out">{formatDay(a.endDate)}</Fact>
        <Fact term="Nights">{nights}</Fact>
        <Fact term="Guests">{guestsText(a.guest.adults, a.guest.children)}</Fact>
        <Fact term="Channel">{channelLabel(a.channel).replace('{product}', productName)}</Fact>
        {a.totalAmount !== undefined ? <Fact term="Total">{money(a.totalAmount)}</Fact> : null}
      </SimpleGrid>
      {payments ? (
        <Stack gap={4} component="section" aria-label="Payments">
          <Text size="sm" fw={600}>
            Payments
          </Text>
          <SimpleGrid cols={3} spacing="md" component="dl" m={0}>
            <Fact term="Paid">{money(payments.paid)}</Fact>
            <Fact term="Due">{money(payments.due)}</Fact>
            <Fact term="Refunded">{money(payments.refunded)}</Fact>
          </SimpleGrid>
        </Stack>
      ) : document.isPending ? (
        <Skeleton height={44} aria-label="Loading the booking" />
      ) : null}
      {document.isError ? (
        <ErrorAlert title="Could not load the whole booking">
          {serverMessage(document.error) ?? document.error.message}
        </ErrorAlert>
      ) : null}
      {canCancel && a.recordStatus === 'ACTIVE' ? (
        <Group>
          <CancelBookingAction bookingId={booking.id} longCode={a.longCode} onCancelled={onCancelled} />
        </Group>
      ) : null}
    </Stack>
  );
};

/**
 * 'Booking': what a caller who may not open the booking record (reservation managers, owners...) sees of a stay on
 * the calendar, and, with 'booking:cancel', its cancellation (issue 15 items 3 and 5).
 */
export const BookingSummaryDrawer = ({
  opened,
  booking,
  onClose,
  canCancel,
  mobile,
}: {
  opened: boolean;
  /** The stay clicked on the calendar (kept while the drawer slides out). */
  booking: TBookingListItem | null;
  onClose: () => void;
  canCancel: boolean;
  mobile: boolean;
}) => (
  <Drawer
    opened={opened && booking !== null}
    onClose={onClose}
    position="right"
    size={mobile ? '100%' : 'md'}
    title="Booking"
    closeButtonProps={{ 'aria-label': 'Close' }}
    styles={{ title: { fontWeight: 600, fontSize: 'var(--mantine-font-size-lg)' } }}
  >
    {booking ? <Summary key={booking.id} booking={booking} canCancel={canCancel} onCancelled={onClose} /> : null}
  </Drawer>
);
