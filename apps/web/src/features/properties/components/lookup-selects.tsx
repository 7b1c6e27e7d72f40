import { PROPERTY_LIST, PROPERTY_MESSAGES } from '@hearth/domain/properties/properties.constants';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useCompanies } from '../api/get-companies';
import { useOwners } from '../api/get-owners';
import { CappedMultiSelect } from './capped-multi-select';

/** Lookups wait as long as the location search does (spec 000 §9 gives 300 ms for typeaheads of places). */
const LOOKUP_DEBOUNCE_MS = PROPERTY_LIST.locationDebounceMs;

type Option = { value: string; label: string };

/**
 * The lookup's answers plus every chosen value, so a choice keeps its name after a reload (the names come from
 * earlier answers or from the listed properties); an unknown one reads 'Unknown'.
 */
const withChosen = (found: Option[], chosen: string[], known: Record<string, string>): Option[] => {
  const byValue = new Map(found.map((option) => [option.value, option]));
  for (const value of chosen) {
    if (!byValue.has(value)) byValue.set(value, { value, label: known[value] ?? 'Unknown' });
  }
  return [...byValue.values()];
};

type LookupSelectProps = {
  value: string[];
  onChange: (value: string[]) => void;
  /** Names already known by id (from the listed properties). */
  known: Record<string, string>;
};

/** Partner typeahead: partner companies by name (`GET v3/companies?search=`). */
export const PartnerSelect = ({ value, onChange, known }: LookupSelectProps) => {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), LOOKUP_DEBOUNCE_MS);
  const companies = useCompanies(debounced, true);
  const found = (companies.data ?? []).map((c) => ({ value: c.id, label: c.attributes.companyName }));
  return (
    <CappedMultiSelect
      label="Partner"
      placeholder={value.length === 0 ? 'Search partners' : undefined}
      data={withChosen(found, value, known)}
      value={value}
      onChange={onChange}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={companies.isFetching ? 'Searching…' : PROPERTY_MESSAGES.noItems}
      clearable
    />
  );
};

/** Owner typeahead: users with the owner role, 10 at a time (`GET v3/users`). */
export const OwnerSelect = ({ value, onChange, known }: LookupSelectProps) => {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), LOOKUP_DEBOUNCE_MS);
  const owners = useOwners(debounced, true);
  const found = (owners.data ?? []).map((u) => ({ value: u.id, label: u.attributes.fullName }));
  return (
    <CappedMultiSelect
      label="Owner"
      placeholder={value.length === 0 ? 'Search owners' : undefined}
      data={withChosen(found, value, known)}
      value={value}
      onChange={onChange}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={owners.isFetching ? 'Searching…' : PROPERTY_MESSAGES.noItems}
      clearable
    />
  );
};
