import { PROPERTY_LIST, PROPERTY_MESSAGES, PROPERTY_STATUSES } from '@hearth/domain/properties';
import { MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useCompanies } from '../../../api/companies/get-companies';
import { usePropertySearch } from '../../../api/properties/search-properties';
import type { Names } from '../hooks/use-filter-names';

/** Lookups wait as long as the property list's place search does (docs/product/bookings.md#limits: 300 ms for typeaheads). */
const LOOKUP_DEBOUNCE_MS = PROPERTY_LIST.locationDebounceMs;
const LOOKUP_SIZE = 10;

type Option = { value: string; label: string };

type LookupProps = {
  value: string[];
  onChange: (value: string[]) => void;
  /** Names known by id (the listed rows, earlier choices, a lookup by id). */
  names: Names;
  /** Records the names of what was just chosen, so the chips can say them after the drawer closes. */
  onNamed: (names: Names) => void;
};

/** The server's answers to what is typed, plus every chosen value under its name. */
const LookupMultiSelect = ({
  label,
  placeholder,
  value,
  onChange,
  names,
  onNamed,
  found,
  searching,
  search,
  onSearch,
}: LookupProps & {
  label: string;
  placeholder: string;
  found: Option[];
  searching: boolean;
  search: string;
  onSearch: (search: string) => void;
}) => {
  const foundValues = new Set(found.map((option) => option.value));
  const data = [
    ...found,
    ...value.filter((id) => !foundValues.has(id)).map((id) => ({ value: id, label: names[id] ?? 'Loading…' })),
  ];
  return (
    <MultiSelect
      label={label}
      placeholder={value.length === 0 ? placeholder : undefined}
      data={data}
      value={value}
      onChange={(next) => {
        const labels = Object.fromEntries(data.map((option) => [option.value, option.label]));
        onNamed(Object.fromEntries(next.flatMap((id) => (labels[id] ? [[id, labels[id]]] : []))));
        onChange(next);
      }}
      searchable
      searchValue={search}
      onSearchChange={onSearch}
      // The server has already matched the text.
      filter={({ options }) => options}
      nothingFoundMessage={searching ? 'Searching…' : PROPERTY_MESSAGES.noItems}
      comboboxProps={{ withinPortal: true }}
      clearable
    />
  );
};

const useLookupText = () => {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), LOOKUP_DEBOUNCE_MS);
  return { search, setSearch, debounced };
};

/** Properties by name or code as you type (`GET v3/search`, every status: a past stay may be at a home now inactive). */
export const PropertyLookup = (props: LookupProps) => {
  const text = useLookupText();
  const search = usePropertySearch({
    'filters[query]': text.debounced === '' ? undefined : text.debounced,
    'filters[propertyStatuses]': PROPERTY_STATUSES.join(','),
    'page[size]': LOOKUP_SIZE,
  });
  const found = (search.data?.pages[0]?.data ?? []).map((p) => ({ value: p.id, label: p.attributes.name }));
  return (
    <LookupMultiSelect
      {...props}
      label="Property"
      placeholder="Search properties"
      found={found}
      searching={search.isFetching}
      search={text.search}
      onSearch={text.setSearch}
    />
  );
};

/** Partner companies by name (`GET v3/companies?search=`). */
export const CompanyLookup = (props: LookupProps) => {
  const text = useLookupText();
  const companies = useCompanies(text.debounced, true);
  const found = (companies.data ?? []).map((c) => ({ value: c.id, label: c.attributes.companyName }));
  return (
    <LookupMultiSelect
      {...props}
      label="Company"
      placeholder="Search companies"
      found={found}
      searching={companies.isFetching}
      search={text.search}
      onSearch={text.setSearch}
    />
  );
};
