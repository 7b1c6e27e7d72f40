import {
  SMARTQUOTE_DEFAULTS,
  SMARTQUOTE_LIMITS,
  SMARTQUOTE_MESSAGES,
  SMARTQUOTE_PROPERTY_TYPES,
  type SmartquotePropertyType,
} from '@hearth/domain/smartquotes';
import { Select, SimpleGrid } from '@mantine/core';
import { useState } from 'react';
import { useStepSave } from '../hooks/use-step-save';
import type { QuoteStepProps } from '../utils/step-props';
import { ChoiceField } from './choice-field';
import { StepForm } from './step-form';

/** '0' to `max` (docs/product/smartquotes.md#rules: beds and baths to 7, car spaces and garages to 4). */
const countOptions = (max: number) => Array.from({ length: max + 1 }, (_, n) => String(n));

const TYPE_LABELS: Record<SmartquotePropertyType, string> = { house: 'House', apartment: 'Apartment' };

type Counts = { beds: string | null; baths: string; carSpaces: string; lockUpGarages: string };

/** Step 2 (docs/product/smartquotes.md#rules): rooms and parking from selects, and the type (house unless changed). */
export const DetailsStep = ({ quote, back, nextLabel, onDone }: QuoteStepProps) => {
  const p = quote.attributes.property;
  const [counts, setCounts] = useState<Counts>({
    beds: String(p.beds),
    baths: String(p.baths),
    carSpaces: String(p.carSpaces),
    lockUpGarages: String(p.lockUpGarages),
  });
  const [type, setType] = useState<SmartquotePropertyType>(p.propertyType ?? SMARTQUOTE_DEFAULTS.propertyType);
  const { save, pending, alert } = useStepSave(quote.id, SMARTQUOTE_MESSAGES.saveDetails, onDone);

  const select = (field: keyof Counts, label: string, max: number, clearable = false) => (
    <Select
      label={label}
      data={countOptions(max)}
      value={counts[field]}
      clearable={clearable}
      allowDeselect={clearable}
      onChange={(value) => setCounts((current) => ({ ...current, [field]: value ?? (clearable ? null : '0') }))}
      comboboxProps={{ withinPortal: true }}
    />
  );

  return (
    <StepForm
      back={back}
      nextLabel={nextLabel}
      pending={pending}
      alert={alert}
      onSubmit={(event) => {
        event.preventDefault();
        save({
          property: {
            // Beds default to 0 when empty (docs/product/smartquotes.md#rules).
            beds: counts.beds === null ? 0 : Number(counts.beds),
            baths: Number(counts.baths),
            carSpaces: Number(counts.carSpaces),
            lockUpGarages: Number(counts.lockUpGarages),
            type,
          },
        });
      }}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {select('beds', 'Bedrooms', SMARTQUOTE_LIMITS.bedsMax, true)}
        {select('baths', 'Bathrooms', SMARTQUOTE_LIMITS.bathsMax)}
        {select('carSpaces', 'Car spaces', SMARTQUOTE_LIMITS.carSpacesMax)}
        {select('lockUpGarages', 'Lock-up garages', SMARTQUOTE_LIMITS.lockUpGaragesMax)}
      </SimpleGrid>
      <ChoiceField
        label="Property type"
        value={type}
        onChange={setType}
        options={SMARTQUOTE_PROPERTY_TYPES.map((value) => ({ value, label: TYPE_LABELS[value] }))}
      />
    </StepForm>
  );
};
