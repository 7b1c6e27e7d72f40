import { SMARTQUOTE_MESSAGES } from '@hearth/domain/smartquotes';
import { Autocomplete, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconMapPin } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
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
  /** The street and postcode of a chosen address can be corrected (the postcode may not be known). */
  onField: (field: 'street' | 'postcode', value: string) => void;
};

/**
 * Search mode (docs/product/smartquotes.md#screens, #rules): the user types the street and then the suburb; the suburb is looked up in the shipped
 * AU/NZ gazetteer, and a chosen suggestion fills the address, its postcode too when the suggestion has one (our homes'
 * there, or one typed after the suburb). Without one, the postcode field takes the focus and asks for it.
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
  const postcodeInput = useRef<HTMLInputElement>(null);
  // The suggestion just chosen brought no postcode: the field asks for it (a counter, so each choice asks again).
  const [askPostcode, setAskPostcode] = useState(0);
  useEffect(() => {
    if (askPostcode > 0) postcodeInput.current?.focus();
  }, [askPostcode]);

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
          const fields = addressFromSuggestion(parsed, option.location);
          onChoose(fields, option.label);
          setAskPostcode((asked) => (fields.postcode === '' ? asked + 1 : 0));
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
              ref={postcodeInput}
              label="Postcode"
              description={askPostcode > 0 ? SMARTQUOTE_MESSAGES.postcodeUnknown : undefined}
              // The hint under the field, so that it lines up with the street beside it.
              inputWrapperOrder={['label', 'input', 'description', 'error']}
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
