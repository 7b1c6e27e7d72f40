import { addDays, nightsBetween, todayIn } from '@hearth/domain/dates';
import { PROPERTY_LIST } from '@hearth/domain/properties';
import { Box, Button, Group, Paper, Select, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSearch } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { DatePickerField } from '../../../components/date-picker-field';
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

/** The searcher's own day: a stay cannot start before it (as the list's address reads it). */
const searcherToday = () => todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone);

const shortDay = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const dayText = (day: string) => shortDay.format(new Date(`${day}T00:00:00Z`));

/** The folded bar's one line: 'Noosa Heads · 12 Dec – 15 Dec · 3 guests', or 'Anywhere · Any dates · 2 guests'. */
export const availabilitySummary = (values: AvailabilityValues): string => {
  const place = values.location?.name ?? 'Anywhere';
  const dates =
    values.availableFrom && values.availableTo
      ? `${dayText(values.availableFrom)} – ${dayText(values.availableTo)}`
      : 'Any dates';
  const guests = values.adults + values.children;
  return `${place} · ${dates} · ${guests} ${guests === 1 ? 'guest' : 'guests'}`;
};

/** Guest counts from min to max; the top one reads '10+' (docs/product/properties.md#rules). */
const guestOptions = (min: number, max: number) =>
  Array.from({ length: max - min + 1 }, (_, index) => {
    const count = min + index;
    return { value: String(count), label: count === max ? `${count}+` : String(count) };
  });
const ADULT_OPTIONS = guestOptions(PROPERTY_LIST.adultsMin, PROPERTY_LIST.adultsMax);
const CHILD_OPTIONS = guestOptions(PROPERTY_LIST.childrenMin, PROPERTY_LIST.childrenMax);

/** Search is possible with a place or with both days (docs/product/properties.md#rules). */
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
 * Search. Remount it (key) when the applied values change from elsewhere. On phones it folds into one line that says
 * what is searched and opens the whole bar, so the results start on the first screen; a search folds it again.
 */
export const AvailabilityBar = ({ applied, onSearch, onClear, mobile }: AvailabilityBarProps) => {
  const [draft, setDraft] = useState<AvailabilityValues>(applied);
  const [unfolded, setUnfolded] = useState(false);
  const panelId = useId();
  const today = searcherToday();
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
  const dateProps = {
    placeholder: 'Add date',
    size: 'sm' as const,
    clearable: false,
    classNames: { input: classes.dateInput, placeholder: classes.placeholder },
    ...(mobile ? { leftSection: null } : {}),
  };
  const dates = (
    <>
      <DatePickerField
        {...dateProps}
        label="Check-in"
        minDate={today}
        value={draft.availableFrom}
        onChange={(availableFrom) =>
          setDraft((d) => {
            // A check-out no longer after the check-in (or too far) is dropped.
            const nights = availableFrom && d.availableTo ? nightsBetween(availableFrom, d.availableTo) : 0;
            const keepTo = nights > 0 && nights <= PROPERTY_LIST.stayMax;
            return { ...d, availableFrom, availableTo: keepTo ? d.availableTo : null };
          })
        }
      />
      <DatePickerField
        {...dateProps}
        label="Check-out"
        minDate={addDays(from ?? today, 1)}
        maxDate={from ? addDays(from, PROPERTY_LIST.stayMax) : undefined}
        value={draft.availableTo}
        onChange={(availableTo) => setDraft((d) => ({ ...d, availableTo }))}
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

  if (mobile) {
    const Chevron = unfolded ? IconChevronUp : IconChevronDown;
    const summary = availabilitySummary(applied);
    return (
      <Paper withBorder radius="md" component="section" aria-label="Availability search">
        <UnstyledButton
          className={classes.summary}
          aria-label={`Availability search: ${summary}`}
          aria-expanded={unfolded}
          aria-controls={unfolded ? panelId : undefined}
          onClick={() => setUnfolded((open) => !open)}
        >
          <IconSearch size={16} aria-hidden className={classes.summaryIcon} />
          <Text span size="sm" truncate="end" className={classes.summaryText}>
            {summary}
          </Text>
          <Chevron size={16} aria-hidden className={classes.summaryIcon} />
        </UnstyledButton>
        {unfolded ? (
          <Stack gap="sm" id={panelId} p="sm" pt={4}>
            {location}
            <SimpleGrid cols={2} spacing="sm">
              {dates}
            </SimpleGrid>
            {guests}
            {buttons}
          </Stack>
        ) : null}
      </Paper>
    );
  }

  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label="Availability search">
      <Group gap="sm" align="flex-end" wrap="nowrap">
        <Box className={classes.fields}>
          {location}
          {dates}
          {guests}
        </Box>
        {buttons}
      </Group>
    </Paper>
  );
};
