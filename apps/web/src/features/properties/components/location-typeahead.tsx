import { PROPERTY_LIST, PROPERTY_MESSAGES } from '@hearth/domain/properties';
import { Combobox, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconMapPin } from '@tabler/icons-react';
import { useState } from 'react';
import { useLocations } from '../../../api/locations/get-locations';
import type { ChosenLocation } from '../hooks/use-list-state';

type LocationTypeaheadProps = {
  value: ChosenLocation | null;
  onChange: (location: ChosenLocation | null) => void;
};

const keyOf = (location: { name: string; latitude: number; longitude: number }) =>
  `${location.name}|${location.latitude}|${location.longitude}`;

/** Suburb search from 2 characters, 300 ms after typing stops; each answer shows its name and region. */
export const LocationTypeahead = ({ value, onChange }: LocationTypeaheadProps) => {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [search, setSearch] = useState(value?.name ?? '');
  // A place restored from the address is not looked up again until the user types.
  const [typed, setTyped] = useState(false);
  const [debounced] = useDebouncedValue(typed ? search.trim() : '', PROPERTY_LIST.locationDebounceMs);
  const locations = useLocations(debounced);
  const long = typed && search.trim().length >= PROPERTY_LIST.locationMinChars;
  const settled = long && debounced === search.trim() && !locations.isFetching;
  const found = locations.data ?? [];

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(key) => {
        const chosen = found.find((location) => keyOf(location) === key);
        if (!chosen) return;
        onChange({ name: chosen.name, lat: chosen.latitude, lng: chosen.longitude });
        setSearch(chosen.name);
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target>
        <TextInput
          label="Location"
          placeholder="Suburb or town"
          leftSection={<IconMapPin size={16} aria-hidden />}
          rightSection={locations.isFetching ? <Loader size={14} /> : null}
          value={search}
          autoComplete="off"
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setTyped(true);
            // Typing again forgets the chosen place until a new one is picked.
            if (value) onChange(null);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!long || (!settled && found.length === 0)}>
        <Combobox.Options>
          {found.map((location) => (
            <Combobox.Option value={keyOf(location)} key={keyOf(location)}>
              <Text size="sm">{location.name}</Text>
              <Text size="xs" c="dimmed">
                {[location.region, location.postcode, location.country].filter(Boolean).join(' · ')}
              </Text>
            </Combobox.Option>
          ))}
          {settled && found.length === 0 ? <Combobox.Empty>{PROPERTY_MESSAGES.noLocations}</Combobox.Empty> : null}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
};
