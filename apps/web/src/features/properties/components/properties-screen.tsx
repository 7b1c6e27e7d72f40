import { PROPERTY_LIST, propertyListAbilities, type PropertyListAbilities } from '@hearth/domain/properties';
import { Button, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconAdjustmentsHorizontal,
  IconArrowsSort,
  IconCurrencyDollar,
  IconFileImport,
  IconLayoutList,
  IconLayoutRows,
  IconTable,
  type Icon,
} from '@tabler/icons-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useSignedInSession } from '../../../lib/auth';
import { usePublicConfig } from '../../../lib/config';
import { useDocumentTitle } from '../../../lib/document-title';
import { MOBILE_QUERY } from '../../../lib/media';
import { canDo } from '../../../lib/use-can';
import { usePropertySearch } from '../../../api/properties/search-properties';
import { EMPTY_FILTERS, isAvailabilitySearch, usePropertyListState, type ListState } from '../hooks/use-list-state';
import { useListView, type ListView } from '../hooks/use-list-view';
import { filterChips } from '../utils/filter-chips';
import { activeFilterCount, priceSectionOf } from '../utils/filter-rules';
import { filterTitle, sortTitle } from '../utils/drawer-titles';
import { toSearchParams } from '../utils/search-params';
import { ActiveFilters } from './active-filters';
import { AddPropertyButton, NewPropertyButton } from './add-property-button';
import { AvailabilityBar, type AvailabilityValues } from './availability-bar';
import { NoProperties } from './no-properties';
import { PropertyResults } from './property-results';
import { PropertySearchInput } from './property-search-input';

// The drawers (number inputs, sliders, multi-selects) load when first opened, not with the list.
const SortDrawer = lazy(() => import('./sort-drawer').then((module) => ({ default: module.SortDrawer })));
const FilterDrawer = lazy(() => import('./filter-drawer').then((module) => ({ default: module.FilterDrawer })));

/** '1 result', '1,234 results', or '1,000+ results' once an availability search stopped counting. */
const resultLabel = (count: number, capped: boolean) =>
  `${count.toLocaleString('en-AU')}${capped ? '+' : ''} ${count === 1 && !capped ? 'result' : 'results'}`;

/** A content creator (without a broader role) opens a property's details rather than its calendar (docs/product/properties.md#screens). */
const linksToDetails = (roles: readonly string[]) => canDo({ roles }, 'property:open-details-first');

/** Bulk edit and CSV of many homes' rates (docs/product/rates.md#bulk-edit): those who manage rates. */
const setsRates = (roles: readonly string[]) => canDo({ roles }, 'rate:manage');

/** Homes and bookings from another system as CSV (docs/product/imports.md#screens): those who import either. */
const importsFiles = (roles: readonly string[]) => canDo({ roles }, 'import:use');

/** Staff and admins add homes for any company from the list; a licensee's button is the submission link. */
const addsAnyHome = (roles: readonly string[]) => canDo({ roles }, 'property:create');

const availabilityOf = (state: ListState): AvailabilityValues => ({
  location: state.location,
  availableFrom: state.availableFrom,
  availableTo: state.availableTo,
  adults: state.adults,
  children: state.children,
});

const VIEW_OPTIONS: { value: ListView; label: string; icon: Icon }[] = [
  { value: 'cards', label: 'Cards', icon: IconLayoutList },
  { value: 'table', label: 'Table', icon: IconTable },
];

const PropertyList = ({
  abilities,
  roles,
  userId,
  productName,
  mobile,
}: {
  abilities: PropertyListAbilities;
  roles: readonly string[];
  userId: string;
  productName: string;
  mobile: boolean;
}) => {
  const [state, setState] = usePropertyListState(abilities);
  const [chosenView, setView] = useListView(userId);
  // Phones always get the cards: a table of many columns does not fit 390 px. The choice is kept for wider screens.
  const view: ListView = mobile ? 'cards' : chosenView;
  const [drawer, setDrawerState] = useState<'sort' | 'filter' | null>(null);
  // A drawer stays mounted once opened, so that it closes with its transition and opens at once the next time.
  const [used, setUsed] = useState<{ sort: boolean; filter: boolean }>({ sort: false, filter: false });
  const setDrawer = (next: 'sort' | 'filter' | null) => {
    if (next && !used[next]) setUsed((current) => ({ ...current, [next]: true }));
    setDrawerState(next);
  };
  const params = useMemo(() => toSearchParams(state), [state]);
  const search = usePropertySearch(params);
  const availability = isAvailabilitySearch(state);
  // One object per search, so the memoised cards re-render only when the search changes.
  const { availableFrom, availableTo, adults, children } = state;
  const calendarQuery = useMemo(
    () =>
      availability
        ? { availableFrom: availableFrom ?? undefined, availableTo: availableTo ?? undefined, adults, children }
        : undefined,
    [availability, availableFrom, availableTo, adults, children],
  );

  const pages = search.data?.pages ?? [];
  const properties = pages.flatMap((page) => page.data);
  const meta = pages[0]?.meta;
  const price = priceSectionOf(meta, availability);
  const { knownOwners, knownCompanies } = useMemo(() => {
    const owners: Record<string, string> = {};
    const companies: Record<string, string> = {};
    for (const property of properties) {
      for (const owner of property.attributes.owners) owners[owner.id] = owner.fullName;
      companies[property.attributes.company.id] = property.attributes.company.name;
    }
    return { knownOwners: owners, knownCompanies: companies };
  }, [properties]);

  const filterCount = activeFilterCount(state.filters, availability);
  const availabilityKey = JSON.stringify(availabilityOf(state));
  const chips = filterChips(state.filters, {
    availabilitySearch: availability,
    searchCurrency: meta?.currency ?? null,
    productName,
    knownOwners,
    knownCompanies,
  });
  const narrowed = filterCount > 0 || state.filterText.trim() !== '';
  const clearFilters = () => setState((current) => ({ ...current, filters: EMPTY_FILTERS }));
  // Where nothing is found, 'Clear all' takes off everything that narrows the list but the availability search, which
  // has its own Clear.
  const clearAll = () => setState((current) => ({ ...current, filters: EMPTY_FILTERS, filterText: '' }));
  const emptyList = !search.isPending && !search.error && properties.length === 0;

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={1} size="h2">
          Properties
        </Title>
        <Group gap="sm">
          <Button
            component={Link}
            to={paths.timeline.getHref()}
            variant="default"
            leftSection={<IconLayoutRows size={16} aria-hidden />}
          >
            Multi-calendar
          </Button>
          {setsRates(roles) ? (
            <Button
              component={Link}
              to={paths.rates.getHref()}
              variant="default"
              leftSection={<IconCurrencyDollar size={16} aria-hidden />}
            >
              Rates
            </Button>
          ) : null}
          {importsFiles(roles) ? (
            <Button
              component={Link}
              to={paths.imports.getHref()}
              variant="default"
              leftSection={<IconFileImport size={16} aria-hidden />}
            >
              Import
            </Button>
          ) : null}
          {abilities.canAddProperty ? <AddPropertyButton /> : addsAnyHome(roles) ? <NewPropertyButton /> : null}
        </Group>
      </Group>

      {abilities.canSearchAvailability ? (
        <AvailabilityBar
          key={availabilityKey}
          applied={availabilityOf(state)}
          mobile={mobile}
          onSearch={(values) => setState((current) => ({ ...current, ...values }))}
          onClear={() =>
            setState((current) => ({
              ...current,
              location: null,
              availableFrom: null,
              availableTo: null,
              adults: PROPERTY_LIST.adultsDefault,
              children: PROPERTY_LIST.childrenDefault,
              corporateRate: false,
            }))
          }
        />
      ) : null}

      <Group gap="sm" wrap={mobile ? 'wrap' : 'nowrap'}>
        <PropertySearchInput
          value={state.filterText}
          onCommit={(filterText) => setState((current) => ({ ...current, filterText }), { replace: true })}
        />
        <Group gap="sm" wrap="nowrap" grow={mobile} style={mobile ? { flex: '1 1 100%' } : undefined}>
          <Button
            variant={state.sort ? 'light' : 'default'}
            leftSection={<IconArrowsSort size={16} aria-hidden />}
            onClick={() => setDrawer('sort')}
          >
            {sortTitle(state.sort)}
          </Button>
          <Button
            variant={filterCount > 0 ? 'light' : 'default'}
            leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
            onClick={() => setDrawer('filter')}
          >
            {filterTitle(filterCount)}
          </Button>
        </Group>
      </Group>

      <ActiveFilters
        chips={chips}
        onRemove={(chip) => setState((current) => ({ ...current, filters: chip.remove(current.filters) }))}
        onClearAll={emptyList ? undefined : clearFilters}
      />

      <Group justify="space-between" gap="sm" mih={24}>
        <Group gap="lg">
          {availability ? (
            <Checkbox
              label="Show corporate rate"
              checked={state.corporateRate}
              onChange={(event) => {
                const corporateRate = event.currentTarget.checked;
                // Price bounds change with the rate, so a chosen range no longer means the same.
                setState((current) => ({
                  ...current,
                  corporateRate,
                  filters: { ...current.filters, minPrice: null, maxPrice: null },
                }));
              }}
            />
          ) : null}
          {abilities.canIncludeInactive && !availability ? (
            <Checkbox
              label="Include Inactive"
              checked={state.includeInactive}
              onChange={(event) => {
                const includeInactive = event.currentTarget.checked;
                setState((current) => ({ ...current, includeInactive }));
              }}
            />
          ) : null}
        </Group>
        <Group gap="md" wrap="nowrap">
          <Text size="sm" c="dimmed" aria-live="polite" data-testid="result-count">
            {meta ? resultLabel(meta.totalCount, meta.countCapped) : ''}
          </Text>
          {mobile ? null : (
            // Two pressed-or-not buttons (Mantine's Button, already on the page) rather than a segmented control.
            // Button.Group passes aria attributes on to its role=group element, though its props do not list them.
            <Button.Group {...{ 'aria-label': 'View' }}>
              {VIEW_OPTIONS.map((option) => (
                <Button
                  key={option.value}
                  size="compact-sm"
                  variant={view === option.value ? 'light' : 'default'}
                  aria-pressed={view === option.value}
                  leftSection={<option.icon size={14} aria-hidden />}
                  onClick={() => setView(option.value)}
                >
                  {option.label}
                </Button>
              ))}
            </Button.Group>
          )}
        </Group>
      </Group>

      <PropertyResults
        pending={search.isPending}
        error={search.error}
        properties={properties}
        hasNextPage={search.hasNextPage}
        fetchingNextPage={search.isFetchingNextPage}
        onNextPage={() => void search.fetchNextPage()}
        onRetry={() => void (search.isFetchNextPageError ? search.fetchNextPage() : search.refetch())}
        abilities={abilities}
        productName={productName}
        linkToDetails={linksToDetails(roles)}
        showTotal={availability}
        calendarQuery={calendarQuery}
        corporateRate={state.corporateRate}
        view={view}
        sort={state.sort}
        onSort={(sort) => setState((current) => ({ ...current, sort }))}
        onClearAll={narrowed ? clearAll : undefined}
      />

      <Suspense fallback={null}>
        {used.sort ? (
          <SortDrawer
            opened={drawer === 'sort'}
            onClose={() => setDrawer(null)}
            applied={state.sort}
            onApply={(sort) => setState((current) => ({ ...current, sort }))}
            abilities={abilities}
            fullScreen={mobile}
          />
        ) : null}
        {used.filter ? (
          <FilterDrawer
            opened={drawer === 'filter'}
            onClose={() => setDrawer(null)}
            applied={state.filters}
            onApply={(filters) => setState((current) => ({ ...current, filters }))}
            abilities={abilities}
            availabilitySearch={availability}
            price={price}
            productName={productName}
            knownOwners={knownOwners}
            knownCompanies={knownCompanies}
            fullScreen={mobile}
          />
        ) : null}
      </Suspense>
    </Stack>
  );
};

/** `/properties`: the property list with search, availability, sort and filters (docs/product/properties.md#screens). */
export const PropertiesScreen = () => {
  useDocumentTitle('Properties');
  const { user } = useSignedInSession();
  const { productName, faqUrl } = usePublicConfig();
  const mobile = useMediaQuery(MOBILE_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  const abilities = useMemo(() => propertyListAbilities({ roles: user.roles }), [user.roles]);

  if (user.propertyStatus.count === 0 && !abilities.seesListWhenEmpty) {
    return (
      <Stack gap="md">
        <Title order={1} size="h2">
          Properties
        </Title>
        <NoProperties productName={productName} faqUrl={faqUrl} />
      </Stack>
    );
  }
  return (
    <PropertyList abilities={abilities} roles={user.roles} userId={user.id} productName={productName} mobile={mobile} />
  );
};
