import '@mantine/dates/styles.css';
import { PROPERTY_LIST } from '@hearth/domain/properties';
import { Box, Button, Group, Paper, Select, SimpleGrid, Stack } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar, IconSearch } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import type { ChosenLocation } from '../hooks/use-list-state';
import classes from './availability-bar.module.css';
import { LocationTypeahead } from './location-typeahead';

export type AvailabilityValues = {
  location: ChosenLocation | null;
  availableFrom: string | null;
  availableTo: string | null;
  adults: number;
  children: number;
};

const DAY = 'YYYY-MM-DD';
const DATE_FORMAT = 'ddd D MMM YYYY';

/** Guest counts from min to max; the top one reads '10+' (spec 000 §5). */
const guestOptions = (min: number, max: number) =>
  Array.from({ length: max - min + 1 }, (_, index) => {
    const count = min + index;
    return { value: String(count), label: count === max ? `${count}+` : String(count) };
  });
const ADULT_OPTIONS = guestOptions(PROPERTY_LIST.adultsMin, PROPERTY_LIST.adultsMax);
const CHILD_OPTIONS = guestOptions(PROPERTY_LIST.childrenMin, PROPERTY_LIST.childrenMax);

/** Search is possible with a place or with both days (spec 000 §5). */
export const canSearchAvailability = (values: AvailabilityValues): boolean =>
  values.location !== null || Boolean(values.availableFrom && values.availableTo);

type AvailabilityBarProps = {
  applied: AvailabilityValues;
  onSearch: (values: AvailabilityValues) => void;
  onClear: () => void;
  mobile: boolean;
};

/**
 * Location, check-in and check-out, adults and children, and Search. It edits a draft: the list changes only on
 * Search. Remount it (key) when the applied values change from elsewhere.
 */
export const AvailabilityBar = ({ applied, onSearch, onClear, mobile }: AvailabilityBarProps) => {
  const [draft, setDraft] = useState<AvailabilityValues>(applied);
  const today = dayjs().format(DAY);
  const from = draft.availableFrom;
  const applies = applied.location !== null || Boolean(applied.availableFrom && applied.availableTo);

  const search = () =>
    onSearch({
      ...draft,
      // Dates apply only as a pair.
      availableFrom: draft.availableFrom && draft.availableTo ? draft.availableFrom : null,
      availableTo: draft.availableFrom && draft.availableTo ? draft.availableTo : null,
    });

  const location = (
    <LocationTypeahead value={draft.location} onChange={(location) => setDraft((d) => ({ ...d, location }))} />
  );
  const dates = (
    <>
      <DatePickerInput
        label="Check-in"
        placeholder="Add date"
        valueFormat={DATE_FORMAT}
        classNames={{ input: classes.dateInput, placeholder: classes.placeholder }}
        leftSection={mobile ? undefined : <IconCalendar size={16} aria-hidden />}
        minDate={today}
        value={draft.availableFrom}
        onChange={(value) =>
          setDraft((d) => {
            const availableFrom = value ? dayjs(value).format(DAY) : null;
            // A check-out no longer after the check-in (or too far) is dropped.
            const keepTo =
              availableFrom &&
              d.availableTo &&
              dayjs(d.availableTo).isAfter(availableFrom, 'day') &&
              dayjs(d.availableTo).diff(availableFrom, 'day') <= PROPERTY_LIST.stayMax;
            return { ...d, availableFrom, availableTo: keepTo ? d.availableTo : null };
          })
        }
      />
      <DatePickerInput
        label="Check-out"
        placeholder="Add date"
        valueFormat={DATE_FORMAT}
        classNames={{ input: classes.dateInput, placeholder: classes.placeholder }}
        leftSection={mobile ? undefined : <IconCalendar size={16} aria-hidden />}
        minDate={from ? dayjs(from).add(1, 'day').format(DAY) : dayjs(today).add(1, 'day').format(DAY)}
        maxDate={from ? dayjs(from).add(PROPERTY_LIST.stayMax, 'day').format(DAY) : undefined}
        value={draft.availableTo}
        onChange={(value) => setDraft((d) => ({ ...d, availableTo: value ? dayjs(value).format(DAY) : null }))}
      />
    </>
  );
  const guests = (
    <SimpleGrid cols={2} spacing="sm">
      <Select
        label="Adults"
        data={ADULT_OPTIONS}
        value={String(draft.adults)}
        allowDeselect={false}
        onChange={(value) => setDraft((d) => ({ ...d, adults: Number(value ?? PROPERTY_LIST.adultsDefault) }))}
      />
      <Select
        label="Children"
        data={CHILD_OPTIONS}
        value={String(draft.children)}
        allowDeselect={false}
        onChange={(value) => setDraft((d) => ({ ...d, children: Number(value ?? PROPERTY_LIST.childrenDefault) }))}
      />
    </SimpleGrid>
  );

  const buttons = (
    <Group gap="xs" wrap="nowrap" grow={mobile}>
      <Button
        leftSection={<IconSearch size={16} aria-hidden />}
        disabled={!canSearchAvailability(draft)}
        onClick={search}
      >
        Search
      </Button>
      {applies ? (
        <Button variant="default" onClick={onClear}>
          Clear
        </Button>
      ) : null}
    </Group>
  );

  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label="Availability search">
      {mobile ? (
        <Stack gap="sm">
          {location}
          <SimpleGrid cols={2} spacing="sm">
            {dates}
          </SimpleGrid>
          {guests}
          {buttons}
        </Stack>
      ) : (
        <Group gap="sm" align="flex-end" wrap="nowrap">
          <Box className={classes.fields}>
            {location}
            {dates}
            {guests}
          </Box>
          {buttons}
        </Group>
      )}
    </Paper>
  );
};
