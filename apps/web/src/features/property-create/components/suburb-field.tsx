import type { TLocation } from '@hearth/domain/locations';
import { COUNTRY_NAMES, PROPERTY_LIST, PROPERTY_MESSAGES } from '@hearth/domain/properties';
import { Combobox, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconMapPin } from '@tabler/icons-react';
import { useState } from 'react';
import { useLocations } from '../../../api/locations/get-locations';
import type { CreateValues } from '../utils/property-create';

const keyOf = (location: TLocation) =>
  [location.name, location.postcode, location.country, location.latitude, location.longitude].join('|');

type SuburbFieldProps = {
  address: CreateValues['address'];
  error?: string;
  /** Typing forgets the chosen suburb until another is picked. */
  onType: (text: string) => void;
  onPick: (location: TLocation) => void;
};

/**
 * The suburb, chosen from the AU/NZ gazetteer (`GET v4/locations?search=`, from 2 characters, 300 ms after typing
 * stops): each answer shows its state, postcode and country, which the choice fills with the suburb's centre.
 */
export const SuburbField = ({ address, error, onType, onPick }: SuburbFieldProps) => {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  // A suburb already there (a quote's) is not looked up until the user types.
  const [typed, setTyped] = useState(false);
  const text = address.suburb;
  const [debounced] = useDebouncedValue(typed ? text.trim() : '', PROPERTY_LIST.locationDebounceMs);
  const locations = useLocations(debounced);
  const long = typed && text.trim().length >= PROPERTY_LIST.locationMinChars;
  const settled = long && debounced === text.trim() && !locations.isFetching;
  const found = locations.data ?? [];
  const country = address.country === '' ? null : address.country;

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(key) => {
        const location = found.find((candidate) => keyOf(candidate) === key);
        if (!location) return;
        onPick(location);
        setTyped(false);
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target>
        <TextInput
          label="Suburb"
          placeholder="Start typing the suburb or town"
          description={
            country
              ? [address.state, COUNTRY_NAMES[country]].filter(Boolean).join(' · ')
              : 'Choose it from the list: it sets the state and country'
          }
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          withAsterisk
          leftSection={<IconMapPin size={16} aria-hidden />}
          rightSection={locations.isFetching ? <Loader size={14} /> : null}
          value={text}
          error={error}
          autoComplete="off"
          onChange={(event) => {
            onType(event.currentTarget.value);
            setTyped(true);
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
                {[location.region, location.postcode, COUNTRY_NAMES[location.country]].filter(Boolean).join(' · ')}
              </Text>
            </Combobox.Option>
          ))}
          {settled && found.length === 0 ? <Combobox.Empty>{PROPERTY_MESSAGES.noLocations}</Combobox.Empty> : null}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
};
