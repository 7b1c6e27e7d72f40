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

/** `min` to `max` (docs/product/smartquotes.md#rules: beds to 7, baths 1 to 7, car spaces and garages to 4). */
const countOptions = (max: number, min = 0) => Array.from({ length: max - min + 1 }, (_, n) => String(min + n));

const TYPE_LABELS: Record<SmartquotePropertyType, string> = { house: 'House', apartment: 'Apartment' };

type Counts = { beds: string | null; baths: string; carSpaces: string; lockUpGarages: string };

/** Step 2 (docs/product/smartquotes.md#rules): rooms and parking from selects, and the type (house unless changed). */
export const DetailsStep = ({ quote, back, nextLabel, onDone }: QuoteStepProps) => {
  const p = quote.attributes.property;
  const [counts, setCounts] = useState<Counts>({
    beds: String(p.beds),
    // A home has at least one bathroom: a new quote's none starts at the least there is.
    baths: String(Math.max(p.baths, SMARTQUOTE_LIMITS.bathsMin)),
    carSpaces: String(p.carSpaces),
    lockUpGarages: String(p.lockUpGarages),
  });
  const [type, setType] = useState<SmartquotePropertyType>(p.propertyType ?? SMARTQUOTE_DEFAULTS.propertyType);
  const { save, pending, alert } = useStepSave(quote.id, SMARTQUOTE_MESSAGES.saveDetails, onDone);

  const select = (field: keyof Counts, label: string, max: number, clearable = false, min = 0) => (
    <Select
      label={label}
      data={countOptions(max, min)}
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
        {select('baths', 'Bathrooms', SMARTQUOTE_LIMITS.bathsMax, false, SMARTQUOTE_LIMITS.bathsMin)}
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
