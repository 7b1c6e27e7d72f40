import { SMARTQUOTE_COUNTRIES, type SmartquoteCountry } from '@hearth/domain/smartquotes';
import { Group, Select, Stack, TextInput } from '@mantine/core';
import type { AddressField, AddressFields } from '../utils/address-input';

type AddressManualProps = {
  fields: AddressFields;
  problems: Partial<Record<AddressField, string>>;
  onField: (field: AddressField, value: string) => void;
};

/** Manual mode (docs/product/smartquotes.md#rules): the five fields, each with its message under it. */
export const AddressManual = ({ fields, problems, onField }: AddressManualProps) => (
  <Stack gap="sm">
    <TextInput
      label="Street address"
      value={fields.street}
      error={problems.street}
      onChange={(event) => onField('street', event.currentTarget.value)}
    />
    <Group gap="sm" align="flex-start" grow>
      <TextInput
        label="City"
        value={fields.city}
        error={problems.city}
        onChange={(event) => onField('city', event.currentTarget.value)}
      />
      <TextInput
        label="State"
        value={fields.state}
        error={problems.state}
        onChange={(event) => onField('state', event.currentTarget.value)}
      />
    </Group>
    <Group gap="sm" align="flex-start" grow>
      <TextInput
        label="Postcode"
        inputMode="numeric"
        maxLength={4}
        value={fields.postcode}
        error={problems.postcode}
        onChange={(event) => onField('postcode', event.currentTarget.value)}
      />
      <Select
        label="Country"
        placeholder="Choose a country"
        data={[...SMARTQUOTE_COUNTRIES]}
        value={fields.country === '' ? null : fields.country}
        error={problems.country}
        onChange={(value) => onField('country', (value ?? '') as SmartquoteCountry | '')}
        comboboxProps={{ withinPortal: true }}
      />
    </Group>
  </Stack>
);
