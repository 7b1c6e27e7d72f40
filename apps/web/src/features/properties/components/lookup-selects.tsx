import { PROPERTY_LIST, PROPERTY_MESSAGES } from '@hearth/domain/properties';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useCompanies, useCompaniesByIds } from '../../../api/companies/get-companies';
import { useOwners, useOwnersByIds } from '../../../api/users/get-owners';
import { CappedMultiSelect } from './capped-multi-select';

/** Lookups wait as long as the location search does (docs/product/properties.md#limits gives 300 ms for typeaheads of places). */
const LOOKUP_DEBOUNCE_MS = PROPERTY_LIST.locationDebounceMs;

type Option = { value: string; label: string };
/** The label of a chosen value while the lookup by id is under way. */
const NAMING = 'Loading…';
type Names = Record<string, string>;

const namesOf = (options: Option[]): Names => Object.fromEntries(options.map((option) => [option.value, option.label]));

/** What a typeahead keeps: the text typed (debounced for the request) and the names of the values chosen so far. */
const useLookupField = () => {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), LOOKUP_DEBOUNCE_MS);
  const [chosenNames, setChosenNames] = useState<Names>({});
  return { search, setSearch, debounced, chosenNames, setChosenNames };
};
type LookupField = ReturnType<typeof useLookupField>;

/**
 * The chosen values with no name from the listed properties or from the choosing: those a copied link brings.
 * Only these are looked up by id (`filters[ids]`).
 */
const unnamed = (value: string[], known: Names, field: LookupField): string[] =>
  value.filter((id) => known[id] === undefined && field.chosenNames[id] === undefined);

type LookupSelectProps = {
  value: string[];
  onChange: (value: string[]) => void;
  /** Names already known by id (from the listed properties). */
  known: Record<string, string>;
};

type LookupFieldProps = LookupSelectProps & {
  label: string;
  placeholder: string;
  field: LookupField;
  /** The lookup's answer to what is typed. */
  found: Option[];
  searching: boolean;
  /** The names of `unnamed` values, asked by id. */
  named: Option[];
  naming: boolean;
};

/**
 * The lookup's answers plus every chosen value under its name. A value the lookup by id does not return (one
 * outside the caller's scope) reads 'Unknown'.
 */
const LookupMultiSelect = ({
  label,
  placeholder,
  value,
  onChange,
  known,
  field,
  found,
  searching,
  named,
  naming,
}: LookupFieldProps) => {
  const names: Names = { ...namesOf(named), ...known, ...field.chosenNames, ...namesOf(found) };
  const foundValues = new Set(found.map((option) => option.value));
  const data = [
    ...found,
    ...value
      .filter((id) => !foundValues.has(id))
      .map((id) => ({ value: id, label: names[id] ?? (naming ? NAMING : 'Unknown') })),
  ];
  return (
    <CappedMultiSelect
      label={label}
      placeholder={value.length === 0 ? placeholder : undefined}
      data={data}
      value={value}
      onChange={(next) => {
        // A choice keeps its name after the answer it came from is gone (another search, the lookup by id).
        const labels = namesOf(data);
        field.setChosenNames((current) => ({
          ...current,
          ...Object.fromEntries(next.flatMap((id) => (labels[id] && labels[id] !== NAMING ? [[id, labels[id]]] : []))),
        }));
        onChange(next);
      }}
      searchable
      searchValue={field.search}
      onSearchChange={field.setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={searching ? 'Searching…' : PROPERTY_MESSAGES.noItems}
      clearable
    />
  );
};

/** Partner typeahead: partner companies by name (`GET v3/companies?search=`), chosen ones by id. */
export const PartnerSelect = ({ value, onChange, known }: LookupSelectProps) => {
  const field = useLookupField();
  const companies = useCompanies(field.debounced, true);
  const found = (companies.data ?? []).map((c) => ({ value: c.id, label: c.attributes.companyName }));
  const byIds = useCompaniesByIds(unnamed(value, known, field));
  const named = (byIds.data ?? []).map((c) => ({ value: c.id, label: c.attributes.companyName }));
  return (
    <LookupMultiSelect
      label="Partner"
      placeholder="Search partners"
      value={value}
      onChange={onChange}
      known={known}
      field={field}
      found={found}
      searching={companies.isFetching}
      named={named}
      naming={byIds.isFetching}
    />
  );
};

/** Owner typeahead: users with the owner role, 10 at a time (`GET v3/users`), chosen ones by id. */
export const OwnerSelect = ({ value, onChange, known }: LookupSelectProps) => {
  const field = useLookupField();
  const owners = useOwners(field.debounced, true);
  const found = (owners.data ?? []).map((u) => ({ value: u.id, label: u.attributes.fullName }));
  const byIds = useOwnersByIds(unnamed(value, known, field));
  const named = (byIds.data ?? []).map((u) => ({ value: u.id, label: u.attributes.fullName }));
  return (
    <LookupMultiSelect
      label="Owner"
      placeholder="Search owners"
      value={value}
      onChange={onChange}
      known={known}
      field={field}
      found={found}
      searching={owners.isFetching}
      named={named}
      naming={byIds.isFetching}
    />
  );
};
