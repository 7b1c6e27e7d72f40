import { PROPERTY_LIST, PROPERTY_MESSAGES, PROPERTY_STATUSES } from '@hearth/domain/properties';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { propertyQueryOptions } from '../../api/properties/get-property';
import { usePropertySearch } from '../../api/properties/search-properties';

const LOOKUP_SIZE = 10;

/** The chosen home's name when the search has not listed it (a home from the address, or one chosen before). */
const useChosenName = (propertyId: string | null, known: string | null) => {
  const property = useQuery({ ...propertyQueryOptions(propertyId ?? ''), enabled: propertyId !== null && !known });
  if (!propertyId) return null;
  return known ?? property.data?.data.attributes.name ?? null;
};

/**
 * One home by name or code as you type (`GET v3/search`, every status: a task may be at a home now inactive): the
 * task form's Property when the form was not opened on a home, and the task list's Property filter.
 */
export const TaskHomeSelect = ({
  label,
  value,
  onChange,
  error,
  withAsterisk,
  clearable,
  placeholder = 'Search properties',
  hideLabel = false,
}: {
  label: string;
  value: string | null;
  onChange: (propertyId: string | null, name: string | null) => void;
  error?: ReactNode;
  withAsterisk?: boolean;
  clearable?: boolean;
  placeholder?: string;
  hideLabel?: boolean;
}) => {
  const [search, setSearch] = useState('');
  const [named, setNamed] = useState<Record<string, string>>({});
  const [debounced] = useDebouncedValue(search.trim(), PROPERTY_LIST.locationDebounceMs);
  const found = usePropertySearch({
    'filters[query]': debounced === '' ? undefined : debounced,
    'filters[propertyStatuses]': PROPERTY_STATUSES.join(','),
    'page[size]': LOOKUP_SIZE,
  });
  const options = (found.data?.pages[0]?.data ?? []).map((p) => ({
    value: p.id,
    label: `${p.attributes.name} (${p.attributes.code})`,
  }));
  const chosenName = useChosenName(
    value && !options.some((option) => option.value === value) ? value : null,
    value ? (named[value] ?? null) : null,
  );
  const data =
    value && chosenName && !options.some((option) => option.value === value)
      ? [{ value, label: chosenName }, ...options]
      : options;
  return (
    <Select
      label={hideLabel ? undefined : label}
      aria-label={hideLabel ? label : undefined}
      placeholder={placeholder}
      data={data}
      value={value}
      onChange={(next) => {
        const picked = data.find((option) => option.value === next)?.label ?? null;
        if (next && picked) setNamed((current) => ({ ...current, [next]: picked }));
        onChange(next, picked);
      }}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server has already matched the text.
      filter={({ options: all }) => all}
      nothingFoundMessage={found.isFetching ? 'Searching…' : PROPERTY_MESSAGES.noItems}
      clearable={clearable}
      withAsterisk={withAsterisk}
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
};
