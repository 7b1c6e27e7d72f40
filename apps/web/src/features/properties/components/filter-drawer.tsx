import { filterTitle } from '../utils/drawer-titles';
import {
  AMENITIES,
  AMENITY_LABELS,
  CLEANING_STATUS_FILTER_LABELS,
  CLEANING_STATUSES,
  KEY_STATUS_FILTER_LABELS,
  KEY_STATUS_FILTERS,
  KEY_TYPE_FILTER_LABELS,
  KEY_TYPE_FILTERS,
  MANAGEMENT_TYPE_LABELS,
  MANAGEMENT_TYPES,
  PROPERTY_LIST,
  PROPERTY_SEGMENT_LABELS,
  PROPERTY_SEGMENTS,
  PROPERTY_STATUS_LABELS,
  PROPERTY_STATUSES,
  PROPERTY_TYPE_FILTER_LABELS,
  PROPERTY_TYPE_FILTERS,
  RATING_FILTERS,
  RISK_STATUS_LABELS,
  RISK_STATUSES,
  type PropertyListAbilities,
} from '@hearth/domain/properties';
import {
  ActionIcon,
  Divider,
  Group,
  Input,
  ScrollArea,
  SegmentedControl,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { IconMinus, IconPlus, IconStarFilled } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { ChipSection } from '../../../components/chip-section';
import { EMPTY_FILTERS, type PropertyFilters } from '../hooks/use-list-state';
import { activeFilterCount, hasPriceRange, type PriceSection } from '../utils/filter-rules';
import { CappedMultiSelect } from './capped-multi-select';
import { DrawerActions, ListDrawer } from './list-drawer';
import { OwnerSelect, PartnerSelect } from './lookup-selects';
import { PriceRangeField } from './price-range-field';

const optionsOf = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

const ROOM_OPTIONS = [
  { value: '0', label: 'Any' },
  ...Array.from({ length: PROPERTY_LIST.roomsMax }, (_, index) => {
    const rooms = index + 1;
    return { value: String(rooms), label: rooms === PROPERTY_LIST.roomsMax ? `${rooms}+` : String(rooms) };
  }),
];

/** Any, 1, 2, 3, 4+ (4 means four or more). */
const RoomsControl = ({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
}) => {
  const labelId = useId();
  return (
    <Stack gap={6}>
      <Input.Label id={labelId} labelElement="div">
        {label}
      </Input.Label>
      <SegmentedControl
        aria-labelledby={labelId}
        role="radiogroup"
        fullWidth
        data={ROOM_OPTIONS}
        value={String(value ?? 0)}
        onChange={(next) => onChange(next === '0' ? null : Number(next))}
      />
    </Stack>
  );
};

/** Min nights 0 to 99; 0 reads 'Any'. */
const MinNightsControl = ({ value, onChange }: { value: number; onChange: (value: number) => void }) => {
  const labelId = useId();
  return (
    <Group justify="space-between" role="group" aria-labelledby={labelId}>
      <Input.Label id={labelId} labelElement="div">
        Min nights
      </Input.Label>
      <Group gap="xs">
        <ActionIcon
          variant="default"
          size="lg"
          aria-label="Fewer min nights"
          disabled={value <= 0}
          onClick={() => onChange(Math.max(0, value - 1))}
        >
          <IconMinus size={16} aria-hidden />
        </ActionIcon>
        <Text w={40} ta="center" fw={500} aria-live="polite" data-testid="min-nights-value">
          {value === 0 ? 'Any' : value}
        </Text>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label="More min nights"
          disabled={value >= PROPERTY_LIST.minimumStayMax}
          onClick={() => onChange(Math.min(PROPERTY_LIST.minimumStayMax, value + 1))}
        >
          <IconPlus size={16} aria-hidden />
        </ActionIcon>
      </Group>
    </Group>
  );
};

const RATING_OPTIONS = RATING_FILTERS.map((rating) => ({
  value: String(rating),
  label: (
    <Group gap={3} wrap="nowrap" component="span">
      {rating}
      <IconStarFilled size={12} aria-hidden />
      <VisuallyHidden>{rating === 1 ? 'star' : 'stars'}</VisuallyHidden>
    </Group>
  ),
}));

export type FilterDrawerProps = {
  opened: boolean;
  onClose: () => void;
  applied: PropertyFilters;
  onApply: (filters: PropertyFilters) => void;
  abilities: PropertyListAbilities;
  /** Both days of an availability search are chosen. */
  availabilitySearch: boolean;
  /** The price bounds of each currency the search's stays are priced in, or nothing (see priceSectionOf). */
  price: PriceSection;
  productName: string;
  /** Names of owners and partners by id, from the listed properties. */
  knownOwners: Record<string, string>;
  knownCompanies: Record<string, string>;
  fullScreen: boolean;
};

type BodyProps = Omit<FilterDrawerProps, 'opened' | 'fullScreen'>;

const FilterBody = ({
  applied,
  onApply,
  onClose,
  abilities,
  availabilitySearch,
  price,
  productName,
  knownOwners,
  knownCompanies,
}: BodyProps) => {
  const [draft, setDraft] = useState<PropertyFilters>(applied);
  const set = <K extends keyof PropertyFilters>(key: K, value: PropertyFilters[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  // Property, cleaning and key status step aside while a price range applies (docs/product/properties.md#screens).
  const priceRange = hasPriceRange(draft, availabilitySearch);
  const managementLabels = {
    ...MANAGEMENT_TYPE_LABELS,
    hearth: MANAGEMENT_TYPE_LABELS.hearth.replace('{product}', productName),
  };

  return (
    <Stack gap={0} h="100%">
      <ScrollArea.Autosize mah="calc(100dvh - 140px)" type="auto" scrollbars="y" offsetScrollbars="y">
        <Stack gap="lg" pb="md" pr={4}>
          {price.kind === 'prices' ? (
            <PriceRangeField
              currencies={price.currencies}
              value={{ currency: draft.currency, minPrice: draft.minPrice, maxPrice: draft.maxPrice }}
              onChange={(value) => setDraft((current) => ({ ...current, ...value }))}
            />
          ) : null}
          <ChipSection
            label="Property type"
            options={optionsOf(PROPERTY_TYPE_FILTERS, PROPERTY_TYPE_FILTER_LABELS)}
            value={draft.propertyTypes}
            onChange={(value) => set('propertyTypes', value)}
          />
          <MinNightsControl value={draft.minimumStay} onChange={(value) => set('minimumStay', value)} />
          <RoomsControl label="Bedrooms" value={draft.bedrooms} onChange={(value) => set('bedrooms', value)} />
          <RoomsControl label="Bathrooms" value={draft.bathrooms} onChange={(value) => set('bathrooms', value)} />
          {priceRange ? null : (
            <ChipSection
              label="Property status"
              options={optionsOf(PROPERTY_STATUSES, PROPERTY_STATUS_LABELS)}
              value={draft.propertyStatuses}
              onChange={(value) => set('propertyStatuses', value)}
            />
          )}
          <ChipSection
            label="Property segments"
            options={optionsOf(PROPERTY_SEGMENTS, PROPERTY_SEGMENT_LABELS)}
            value={draft.propertySegments}
            onChange={(value) => set('propertySegments', value)}
          />
          <ChipSection
            label="Ratings"
            options={RATING_OPTIONS}
            value={draft.airbnbOverallRatings.map(String)}
            onChange={(value) => set('airbnbOverallRatings', value.map(Number).sort())}
          />
          {abilities.seesRiskStatus ? (
            <ChipSection
              label="Airbnb risk"
              options={optionsOf(RISK_STATUSES, RISK_STATUS_LABELS)}
              value={draft.riskStatuses}
              onChange={(value) => set('riskStatuses', value)}
            />
          ) : null}
          {priceRange ? null : (
            <CappedMultiSelect
              label="Cleaning status"
              placeholder={draft.cleaningStatuses.length === 0 ? 'Search cleaning status' : undefined}
              searchable
              data={optionsOf(CLEANING_STATUSES, CLEANING_STATUS_FILTER_LABELS)}
              value={draft.cleaningStatuses}
              onChange={(value) => set('cleaningStatuses', value as PropertyFilters['cleaningStatuses'])}
            />
          )}
          <CappedMultiSelect
            label="Key type"
            placeholder={draft.keyTypes.length === 0 ? 'Any key type' : undefined}
            data={optionsOf(KEY_TYPE_FILTERS, KEY_TYPE_FILTER_LABELS)}
            value={draft.keyTypes}
            onChange={(value) => set('keyTypes', value as PropertyFilters['keyTypes'])}
          />
          {priceRange ? null : (
            <CappedMultiSelect
              label="Key status"
              placeholder={draft.keyStatuses.length === 0 ? 'Any key status' : undefined}
              data={optionsOf(KEY_STATUS_FILTERS, KEY_STATUS_FILTER_LABELS)}
              value={draft.keyStatuses}
              onChange={(value) => set('keyStatuses', value as PropertyFilters['keyStatuses'])}
            />
          )}
          {abilities.canFilterByManagement ? (
            <ChipSection
              label="Management"
              options={optionsOf(MANAGEMENT_TYPES, managementLabels)}
              value={draft.managementTypes}
              onChange={(value) => set('managementTypes', value)}
            />
          ) : null}
          {abilities.canFilterByPartner ? (
            <PartnerSelect
              value={draft.companies}
              onChange={(value) => set('companies', value)}
              known={knownCompanies}
            />
          ) : null}
          {abilities.canFilterByOwner ? (
            <OwnerSelect value={draft.owners} onChange={(value) => set('owners', value)} known={knownOwners} />
          ) : null}
          {abilities.canFilterByAmenities ? (
            <CappedMultiSelect
              label="Amenities"
              placeholder={draft.amenities.length === 0 ? 'Any amenities' : undefined}
              searchable
              data={optionsOf(AMENITIES, AMENITY_LABELS)}
              value={draft.amenities}
              onChange={(value) => set('amenities', value as PropertyFilters['amenities'])}
            />
          ) : null}
        </Stack>
      </ScrollArea.Autosize>
      <Divider />
      <DrawerActions onClear={() => onApply(EMPTY_FILTERS)} onApply={() => onApply(draft)} onClose={onClose} />
    </Stack>
  );
};

/** The filter drawer (docs/product/properties.md#screens): each opening starts from the applied filters; Apply or Clear All. */
export const FilterDrawer = ({ opened, fullScreen, ...props }: FilterDrawerProps) => (
  <ListDrawer
    opened={opened}
    onClose={props.onClose}
    fullScreen={fullScreen}
    size="md"
    title={filterTitle(activeFilterCount(props.applied, props.availabilitySearch))}
  >
    <FilterBody {...props} />
  </ListDrawer>
);
