import { Anchor, Center, Stack, Tabs, Text, Title } from '@mantine/core';
import type { BookingTab } from '@hearth/domain/bookings';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { Link, Navigate } from 'react-router';
import * as z from 'zod/mini';
import { PageSkeleton } from '../../../components/page-skeleton';
import { paths } from '../../../config/paths';
import { bookingOptions } from '../../../api/bookings/get-booking';
import { usePublicConfig } from '../../../lib/config';
import { useDocumentTitle } from '../../../lib/document-title';
import { DEFAULT_TIME_ZONE } from '../../../lib/format';
import { lazyPage } from '../../../lib/lazy-page';
import { isNotFound, useRouteParams, ZRouteId } from '../../../lib/route-params';
import { useCan } from '../../../lib/use-can';
import { availableTabs, includeFor, isBookingTab, recordRelationsOf, TAB_LABELS } from '../utils/booking-record';
import { OverviewTab } from './overview-tab';
import { RecordHeader } from './record-header';
import { LoadError, TabSkeleton } from './record-parts';
import type { RecordTabPanelProps } from './record-tab-panel';
import classes from './record.module.css';

// The record opens on the overview; the other tabs load when one is first shown (see record-tab-panel.tsx).
const RecordTabPanel = lazyPage<RecordTabPanelProps>(() => import('./record-tab-panel'), 'RecordTabPanel');

/** What a 404 (no such booking, or one outside the caller's reach) shows: the words and a way back to the list. */
export const BookingNotFound = () => {
  useDocumentTitle('Booking not found');
  return (
    <Center mih="50vh" p="md">
      <Stack align="center" gap="xs" maw={480}>
        <Title order={1} size="h2">
          Booking not found
        </Title>
        <Text c="dimmed" ta="center" size="sm">
          It may have been removed, or it belongs to a home you cannot see.
        </Text>
        <Anchor component={Link} to={paths.reservationAll.getHref()} mt="sm">
          Back to reservations
        </Anchor>
      </Stack>
    </Center>
  );
};

const ReservationRecord = ({ bookingId, tab }: { bookingId: string; tab: BookingTab }) => {
  const { productName } = usePublicConfig();
  const readNotes = useCan('booking:read-notes');
  const readMessages = useCan('booking:read-messages');
  const canAddNote = useCan('booking:add-note');
  // One request per tab: the header's relation and the tab's own. While the next tab loads, the header stays.
  const booking = useQuery({ ...bookingOptions(bookingId, includeFor(tab)), placeholderData: keepPreviousData });
  // A tab after the overview starts loading its code with its data, not once the data is in.
  useEffect(() => {
    if (tab !== 'overview') RecordTabPanel.preload();
  }, [tab]);
  const document = booking.data;
  const attributes = document?.data.attributes;
  useDocumentTitle(attributes ? `Booking ${attributes.longCode}` : 'Booking', TAB_LABELS[tab]);

  if (isNotFound(booking.error)) return <BookingNotFound />;
  if (!document || !attributes) {
    if (booking.isError) {
      return (
        <LoadError title="Could not load the booking" error={booking.error} onRetry={() => void booking.refetch()} />
      );
    }
    return <PageSkeleton rows={5} />;
  }

  const tabs = availableTabs(attributes, { readNotes, readMessages });
  // A tab this caller has no data for opens the overview instead.
  if (!tabs.includes(tab)) return <Navigate to={paths.reservation.getHref(bookingId)} replace />;
  const relations = recordRelationsOf(document);
  const timeZone = relations.property?.timezone ?? DEFAULT_TIME_ZONE;
  const loadingTab = booking.isPlaceholderData;

  return (
    <Stack gap="lg">
      <RecordHeader
        bookingId={bookingId}
        attributes={attributes}
        property={relations.property}
        productName={productName}
      />
      {/* Each tab is a link to its own address (it opens in a new browser tab too); the address decides which is active. */}
      <Tabs value={tab} keepMounted={false} classNames={{ list: classes.tabList, tab: classes.tab }}>
        <Tabs.List aria-label="Booking">
          {tabs.map((value) => (
            <Tabs.Tab
              key={value}
              value={value}
              renderRoot={(props) => <Link {...props} to={paths.reservation.getHref(bookingId, value)} />}
            >
              {TAB_LABELS[value]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value={tab} pt="lg">
          {loadingTab ? (
            <TabSkeleton label={`Loading ${TAB_LABELS[tab].toLowerCase()}`} />
          ) : booking.isError ? (
            <LoadError
              title="Could not load the booking"
              error={booking.error}
              onRetry={() => void booking.refetch()}
            />
          ) : tab === 'overview' ? (
            <OverviewTab attributes={attributes} relations={relations} timeZone={timeZone} />
          ) : (
            <Suspense fallback={<TabSkeleton label={`Loading ${TAB_LABELS[tab].toLowerCase()}`} />}>
              <RecordTabPanel
                tab={tab}
                bookingId={bookingId}
                document={document}
                attributes={attributes}
                timeZone={timeZone}
                productName={productName}
                canAddNote={canAddNote}
              />
            </Suspense>
          )}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
};

const ZRecordParams = z.object({ bookingId: ZRouteId, tab: z.optional(z.string()) });

/**
 * `/reservations/{bookingId}/{tab?}` (docs/product/shell.md#screens, issue 15 item 2): a booking's record for admin, staff and
 * licensees, one tab per address (the overview by default). An id that names no booking says 'Booking not found'; a
 * tab that does not exist opens the overview.
 */
export const ReservationRecordScreen = () => {
  const params = useRouteParams(ZRecordParams);
  if (!params) return <BookingNotFound />;
  const tab = params.tab ?? 'overview';
  if (!isBookingTab(tab)) return <Navigate to={paths.reservation.getHref(params.bookingId)} replace />;
  return <ReservationRecord key={params.bookingId} bookingId={params.bookingId} tab={tab} />;
};
