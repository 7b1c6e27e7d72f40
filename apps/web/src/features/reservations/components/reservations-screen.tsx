import { RESERVATION_LIST, RESERVATION_SORTS, type ReservationSort } from '@hearth/domain/bookings';
import { Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconDownload } from '@tabler/icons-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { reservationParams, reservationsOf, useReservations } from '../../../api/bookings/get-reservations';
import { reservationsExportHref } from '../../../api/bookings/reservations-export';
import { DebouncedSearch } from '../../../components/list-controls';
import { InfiniteList } from '../../../components/list-table';
import { isApiError } from '../../../lib/api-client';
import { usePublicConfig } from '../../../lib/config';
import { useDocumentTitle } from '../../../lib/document-title';
import { MOBILE_QUERY } from '../../../lib/media';
import { useCan } from '../../../lib/use-can';
import { useFilterNames } from '../hooks/use-filter-names';
import { useReservationsAddress } from '../hooks/use-reservations-address';
import { filterChips } from '../utils/filter-chips';
import { filtersTitle, resultCountLabel, SORT_LABELS } from '../utils/reservation-labels';
import {
  activeFilterCount,
  drawerFiltersOf,
  EMPTY_RESERVATION_FILTERS,
  reservationFiltersOf,
} from '../utils/reservations-address';
import { ActiveFilterChips } from './active-filter-chips';
import { readableColumns, ReservationCards, ReservationTable } from './reservation-list';

// The filter drawer (chips, day pickers, property and company look-ups) loads when first opened, not with the list.
const ReservationsFilterDrawer = lazy(() =>
  import('./reservations-filter-drawer').then((module) => ({ default: module.ReservationsFilterDrawer })),
);

const SEARCH_PLACEHOLDER = 'Search guest, email, code or property';
const EMPTY_TEXT = 'No reservations match your search';

/** 'There was an error {code} {message}', as every list says it (docs/product/bookings.md#messages). */
const listErrorText = (error: Error): string =>
  isApiError(error)
    ? `There was an error ${error.errorCode} ${error.errorMessage}`
    : `There was an error ${error.message}`;

const SORT_OPTIONS = RESERVATION_SORTS.map((value) => ({ value, label: SORT_LABELS[value] }));

/**
 * `/reservation-all` (issue 15): every booking the caller may see (licensees: their company's homes), searched by
 * guest, email, code or property, filtered in a drawer, sorted, loaded page by page as the end comes into view, and
 * exported as CSV. Search, filters and sort live in the address.
 */
export const ReservationsScreen = () => {
  useDocumentTitle('Reservations');
  const { productName } = usePublicConfig();
  const mobile = useMediaQuery(MOBILE_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  // Partner companies are for those who see every partner; a licensee sees only their own company (grant 'company').
  const canFilterCompanies = useCan('company:read');
  const [address, setAddress] = useReservationsAddress(canFilterCompanies);
  const filters = useMemo(() => reservationFiltersOf(address), [address]);
  const params = useMemo(() => reservationParams(filters), [filters]);
  const list = useReservations(params);
  const rows = useMemo(() => reservationsOf(list.data), [list.data]);
  const meta = list.data?.pages[0]?.meta;

  const drawerFilters = drawerFiltersOf(address);
  const { names, remember } = useFilterNames(drawerFilters, rows);
  const chips = filterChips(drawerFilters, { productName, names });
  const [drawer, setDrawer] = useState({ opened: false, opening: 0 });

  const columns = readableColumns(rows);
  const setSort = (sort: ReservationSort) => setAddress((current) => ({ ...current, sort }));
  const clearFilters = () => setAddress((current) => ({ ...current, ...EMPTY_RESERVATION_FILTERS }));
  const narrowed = address.search !== '' || chips.length > 0;

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={1} size="h2">
          Reservations
        </Title>
        <Button
          component="a"
          href={reservationsExportHref(filters)}
          download
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
        >
          Export CSV
        </Button>
      </Group>

      <Group gap="sm" wrap="wrap">
        <DebouncedSearch
          label="Search reservations"
          placeholder={SEARCH_PLACEHOLDER}
          delayMs={RESERVATION_LIST.searchDebounceMs}
          value={address.search}
          onSearch={(search) => setAddress((current) => ({ ...current, search }), { replace: true })}
        />
        <Button
          variant={chips.length > 0 ? 'light' : 'default'}
          leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
          onClick={() => setDrawer((current) => ({ opened: true, opening: current.opening + 1 }))}
        >
          {filtersTitle(activeFilterCount(drawerFilters))}
        </Button>
        {mobile ? (
          <Select
            aria-label="Sort"
            data={SORT_OPTIONS}
            value={address.sort}
            onChange={(value) => (value ? setSort(value as ReservationSort) : undefined)}
            allowDeselect={false}
            w="100%"
            comboboxProps={{ withinPortal: true }}
          />
        ) : null}
      </Group>

      <ActiveFilterChips
        chips={chips}
        onRemove={(chip) => setAddress((current) => ({ ...current, ...chip.remove(drawerFiltersOf(current)) }))}
        onClearAll={clearFilters}
      />

      <Text size="sm" c="dimmed" aria-live="polite" data-testid="result-count" mih={20}>
        {meta && !list.error ? resultCountLabel(meta.totalCount, meta.countCapped) : ''}
      </Text>

      <InfiniteList
        list={list}
        count={rows.length}
        loadingLabel="Loading reservations"
        loadingMoreLabel="Loading more reservations"
        empty={EMPTY_TEXT}
        emptyAction={
          narrowed ? (
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() => setAddress((current) => ({ ...current, ...EMPTY_RESERVATION_FILTERS, search: '' }))}
            >
              Clear search and filters
            </Button>
          ) : undefined
        }
        errorTitle="Could not load reservations"
        errorText={listErrorText}
      >
        {mobile ? (
          <ReservationCards rows={rows} columns={columns} productName={productName} stale={list.isPlaceholderData} />
        ) : (
          <ReservationTable
            rows={rows}
            columns={columns}
            productName={productName}
            sort={address.sort}
            onSort={setSort}
            stale={list.isPlaceholderData}
          />
        )}
      </InfiniteList>

      {/* Once opened it stays mounted, so that it closes with its transition and opens at once the next time. */}
      {drawer.opening > 0 ? (
        <Suspense fallback={null}>
          <ReservationsFilterDrawer
            opened={drawer.opened}
            opening={drawer.opening}
            fullScreen={mobile}
            onClose={() => setDrawer((current) => ({ ...current, opened: false }))}
            applied={drawerFilters}
            onApply={(next) => setAddress((current) => ({ ...current, ...next }))}
            canFilterCompanies={canFilterCompanies}
            productName={productName}
            names={names}
            onNamed={remember}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
};
