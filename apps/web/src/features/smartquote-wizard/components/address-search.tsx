import { Autocomplete, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconMapPin } from '@tabler/icons-react';
import { useMemo, useRef } from 'react';
import { useLocations } from '../../../api/locations/get-locations';
import {
  addressFromSuggestion,
  parseAddressInput,
  suggestionLabel,
  type AddressField,
  type AddressFields,
} from '../utils/address-input';

const SEARCH_DEBOUNCE_MS = 250;

type AddressSearchProps = {
  text: string;
  /** The fields of the chosen suggestion, or null while none is chosen. */
  chosen: AddressFields | null;
  problems: Partial<Record<AddressField, string>>;
  onText: (text: string) => void;
  onChoose: (fields: AddressFields, label: string) => void;
  /** The street and postcode of a chosen address can be corrected (the gazetteer has no postcodes). */
  onField: (field: 'street' | 'postcode', value: string) => void;
};

/**
 * Search mode (docs/product/smartquotes.md#screens, #rules): the user types the street and then the suburb; the suburb is looked up in the shipped
 * AU/NZ gazetteer, and a chosen suggestion fills the address.
 */
export const AddressSearch = ({ text, chosen, problems, onText, onChoose, onField }: AddressSearchProps) => {
  const parsed = useMemo(() => parseAddressInput(text), [text]);
  const [locality] = useDebouncedValue(parsed.locality, SEARCH_DEBOUNCE_MS);
  const locations = useLocations(locality);
  const options = useMemo(
    () =>
      (locations.data ?? []).map((location, index) => ({
        value: String(index),
        label: suggestionLabel(parsed, location),
        location,
      })),
    [locations.data, parsed],
  );
  // Autocomplete reports the chosen label as a change right after the choice: that is not new typing.
  const submitted = useRef<string | null>(null);

  return (
    <Stack gap="sm">
      <Autocomplete
        label="Address"
        description="The street, then the suburb: 3/21 Hastings Street, Noosa Heads"
        placeholder="Start typing an address"
        leftSection={<IconMapPin size={16} aria-hidden />}
        value={text}
        data={options.map(({ value, label }) => ({ value, label }))}
        // The server already matched the suburb; the typed street is in every label.
        filter={({ options: all }) => all}
        onChange={(next) => {
          if (submitted.current !== null && next === submitted.current) return;
          submitted.current = null;
          onText(next);
        }}
        onOptionSubmit={(value) => {
          const option = options[Number(value)];
          if (!option) return;
          submitted.current = option.label;
          onChoose(addressFromSuggestion(parsed, option.location), option.label);
        }}
        comboboxProps={{ withinPortal: true }}
      />
      {chosen ? (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {[chosen.city, chosen.state, chosen.country].filter(Boolean).join(', ')}
          </Text>
          <Group gap="sm" align="flex-start" grow>
            <TextInput
              label="Street address"
              value={chosen.street}
              error={problems.street}
              onChange={(event) => onField('street', event.currentTarget.value)}
            />
            <TextInput
              label="Postcode"
              inputMode="numeric"
              maxLength={4}
              value={chosen.postcode}
              error={problems.postcode}
              onChange={(event) => onField('postcode', event.currentTarget.value)}
            />
          </Group>
          {problems.state || problems.city || problems.country ? (
            <Text c="red" size="sm">
              {problems.city ?? problems.state ?? problems.country}
            </Text>
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
};
