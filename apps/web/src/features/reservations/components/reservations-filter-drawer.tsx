import { BOOKING_CHANNELS, BOOKING_RECORD_STATUSES, BOOKING_STATUSES } from '@hearth/domain/bookings';
import { Button, Divider, Drawer, Group, Input, ScrollArea, SimpleGrid, Stack } from '@mantine/core';
import { useId, useState } from 'react';
import { ChipSection } from '../../../components/chip-section';
import { DatePickerField } from '../../../components/date-picker-field';
import { PortalLogo } from '../../../components/portal-logo';
import type { FilterNames, NameKind, Names } from '../hooks/use-filter-names';
import { EMPTY_RESERVATION_FILTERS, type ReservationDrawerFilters } from '../utils/reservations-address';
import { BOOKING_STATUS_LABELS, channelName, RECORD_STATUS_LABELS } from '../utils/reservation-labels';
import { CompanyLookup, PropertyLookup } from './lookup-select';

/** Two days, from and to; the second cannot be picked before the first. */
const DayRange = ({
  label,
  from,
  to,
  onChange,
}: {
  label: string;
  from: string | null;
  to: string | null;
  onChange: (from: string | null, to: string | null) => void;
}) => {
  const labelId = useId();
  return (
    <Stack gap={6} role="group" aria-labelledby={labelId}>
      <Input.Label id={labelId} labelElement="div">
        {label}
      </Input.Label>
      <SimpleGrid cols={2} spacing="xs">
        <DatePickerField
          label={`${label} from`}
          size="sm"
          placeholder="Any day"
          value={from}
          maxDate={to ?? undefined}
          onChange={(day) => onChange(day, to)}
        />
        <DatePickerField
          label={`${label} to`}
          size="sm"
          placeholder="Any day"
          value={to}
          minDate={from ?? undefined}
          defaultDate={from ?? undefined}
          onChange={(day) => onChange(from, day)}
        />
      </SimpleGrid>
    </Stack>
  );
};

type BodyProps = {
  applied: ReservationDrawerFilters;
  onApply: (filters: ReservationDrawerFilters) => void;
  onClose: () => void;
  canFilterCompanies: boolean;
  productName: string;
  names: FilterNames;
  onNamed: (kind: NameKind, names: Names) => void;
};

const FilterBody = ({ applied, onApply, onClose, canFilterCompanies, productName, names, onNamed }: BodyProps) => {
  // The drawer edits a draft; nothing reaches the list until Apply.
  const [draft, setDraft] = useState<ReservationDrawerFilters>(applied);
  const set = <K extends keyof ReservationDrawerFilters>(key: K, value: ReservationDrawerFilters[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const apply = (filters: ReservationDrawerFilters) => {
    onApply(filters);
    onClose();
  };

  return (
    <Stack gap={0}>
      <ScrollArea.Autosize mah="calc(100dvh - 140px)" type="auto" scrollbars="y" offsetScrollbars="y">
        <Stack gap="lg" pb="md" pr={4}>
          <ChipSection
            label="Booking status"
            options={BOOKING_STATUSES.map((value) => ({ value, label: BOOKING_STATUS_LABELS[value] }))}
            value={draft.statuses}
            onChange={(value) => set('statuses', value)}
          />
          <ChipSection
            label="Record status"
            options={BOOKING_RECORD_STATUSES.map((value) => ({ value, label: RECORD_STATUS_LABELS[value] }))}
            value={draft.recordStatuses}
            onChange={(value) => set('recordStatuses', value)}
          />
          <ChipSection
            label="Channel"
            options={BOOKING_CHANNELS.map((value) => ({
              value,
              label: (
                <Group gap={6} wrap="nowrap" component="span">
                  <PortalLogo channel={value} productName={productName} size={16} />
                  {channelName(value, productName)}
                </Group>
              ),
            }))}
            value={draft.channels}
            onChange={(value) => set('channels', value)}
          />
          <DayRange
            label="Check-in"
            from={draft.checkInFrom}
            to={draft.checkInTo}
            onChange={(checkInFrom, checkInTo) => setDraft((current) => ({ ...current, checkInFrom, checkInTo }))}
          />
          <DayRange
            label="Check-out"
            from={draft.checkOutFrom}
            to={draft.checkOutTo}
            onChange={(checkOutFrom, checkOutTo) => setDraft((current) => ({ ...current, checkOutFrom, checkOutTo }))}
          />
          <PropertyLookup
            value={draft.properties}
            onChange={(value) => set('properties', value)}
            names={names.properties}
            onNamed={(picked) => onNamed('properties', picked)}
          />
          {canFilterCompanies ? (
            <CompanyLookup
              value={draft.companies}
              onChange={(value) => set('companies', value)}
              names={names.companies}
              onNamed={(picked) => onNamed('companies', picked)}
            />
          ) : null}
        </Stack>
      </ScrollArea.Autosize>
      <Divider />
      <Group gap="sm" justify="flex-end" pt="md">
        <Button variant="default" onClick={() => apply(EMPTY_RESERVATION_FILTERS)}>
          Clear all
        </Button>
        <Button onClick={() => apply(draft)}>Apply</Button>
      </Group>
    </Stack>
  );
};

/**
 * The reservation list's filters: booking and record status, channel, check-in and check-out ranges, property, and
 * (for those who see partner companies) company. Each opening starts from what is applied; full screen on a phone.
 */
export const ReservationsFilterDrawer = ({
  opened,
  fullScreen,
  opening,
  ...body
}: BodyProps & { opened: boolean; fullScreen: boolean; opening: number }) => (
  <Drawer
    opened={opened}
    onClose={body.onClose}
    position="right"
    size={fullScreen ? '100%' : 'md'}
    title="Filters"
    closeButtonProps={{ 'aria-label': 'Close' }}
    styles={{ title: { fontWeight: 600, fontSize: 'var(--mantine-font-size-lg)' } }}
  >
    <FilterBody key={opening} {...body} />
  </Drawer>
);
