import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { nightsBetween } from '@hearth/domain/dates';
import { Link } from 'react-router';
import { CancelBookingAction } from '../../../components/bookings/cancel-booking-action';
import { PortalLogo } from '../../../components/portal-logo';
import { StatusPill } from '../../../components/status-pill';
import { paths } from '../../../config/paths';
import { formatDay } from '../../../lib/format';
import { useCan } from '../../../lib/use-can';
import { channelNameOf, wordOf, type RecordAttributes, type TRecordProperty } from '../utils/booking-record';

/**
 * The record's header: the long code, who stays, the booking and record status pills (docs/product/display.md#rules colours), the
 * channel with its portal logo (docs/product/bookings.md#fields), the home with a link to its calendar, and the stay.
 */
export const RecordHeader = ({
  bookingId,
  attributes: a,
  property,
  productName,
}: {
  bookingId: string;
  attributes: RecordAttributes;
  property: TRecordProperty | undefined;
  productName: string;
}) => {
  const canCancel = useCan('booking:cancel');
  const nights = nightsBetween(a.startDate, a.endDate);
  const channel = channelNameOf(a.channel, productName);
  return (
    <Stack gap="sm" component="section" aria-label="Booking summary">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Title order={1} size="h2" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
              {a.longCode}
            </Title>
            <StatusPill label={wordOf(a.status)} aria-label={`Booking status: ${wordOf(a.status)}`} />
            {/* A cancelled booking is said once: its record status would only repeat 'Cancelled'. */}
            {wordOf(a.recordStatus) === wordOf(a.status) ? null : (
              <StatusPill label={wordOf(a.recordStatus)} aria-label={`Record status: ${wordOf(a.recordStatus)}`} />
            )}
          </Group>
          {a.guest.fullName ? (
            <Text size="lg" fw={500}>
              {a.guest.fullName}
            </Text>
          ) : null}
        </Stack>
        {canCancel && a.recordStatus === 'ACTIVE' ? (
          <CancelBookingAction bookingId={bookingId} longCode={a.longCode} />
        ) : null}
      </Group>
      <Group gap="lg" wrap="wrap" align="center">
        <Group gap="xs" wrap="nowrap">
          <PortalLogo channel={a.channel} productName={productName} size={28} />
          <Text size="sm" fw={500}>
            {channel}
          </Text>
        </Group>
        {property ? (
          <Text size="sm">
            <Anchor
              component={Link}
              to={paths.property.calendar.getHrefOn(a.propertyId, a.startDate)}
              title="Open the property's calendar at this stay"
            >
              {property.name}
            </Anchor>
            {property.code ? (
              <Text span size="xs" c="dimmed" ff="monospace" ml={6}>
                {property.code}
              </Text>
            ) : null}
          </Text>
        ) : null}
        <Text size="sm">
          <time dateTime={a.startDate}>{formatDay(a.startDate)}</time>
          {' – '}
          <time dateTime={a.endDate}>{formatDay(a.endDate)}</time>
          <Text span size="sm" c="dimmed">
            {` · ${nights} ${nights === 1 ? 'night' : 'nights'}`}
          </Text>
        </Text>
      </Group>
    </Stack>
  );
};
