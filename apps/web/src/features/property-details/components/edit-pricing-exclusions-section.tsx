import { PRICING_EXCLUSION_REASONS, PROPERTY_EDIT, type PricingExclusionReason } from '@hearth/domain/properties';
import { Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { DatePickerField } from '../../../components/date-picker-field';
import type { PricingExclusionValues, PropertyEditForm } from '../utils/property-edit-parts';
import { AddButton, DecimalInput, EntryBox, FormSection, ListError, options, type ErrorOf } from './edit-form-parts';

const REASON_LABELS: Record<PricingExclusionReason, string> = {
  'owner-rate': "Owner's own rate",
  event: 'Local event',
  'long-stay': 'Long stay',
  other: 'Other',
};

/**
 * The pricing exclusions (docs/product/properties.md#fields 'pricing-exclusions'): days the pricing engine leaves alone, each with a reason
 * and, if set, the nightly rate charged instead (empty keeps the stored rates).
 */
export const EditPricingExclusionsSection = ({
  form,
  exclusions,
  currencySymbol,
  error,
}: {
  form: PropertyEditForm;
  exclusions: PricingExclusionValues[];
  currencySymbol: string;
  error: ErrorOf;
}) => (
  <FormSection title="Pricing exclusions">
    {exclusions.length === 0 ? (
      <Text size="sm" c="dimmed">
        Every night follows the pricing engine.
      </Text>
    ) : null}
    {exclusions.map((exclusion, index) => {
      const path = `pricingExclusions.${index}` as const;
      return (
        <EntryBox
          key={index}
          label={`Pricing exclusion ${index + 1}`}
          onRemove={() => form.removeListItem('pricingExclusions', index)}
        >
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
            <TextInput
              label="Name"
              value={exclusion.name}
              onChange={(e) => form.setFieldValue(`${path}.name`, e.currentTarget.value)}
              error={error(`pricingExclusions.${index}.name`)}
              maxLength={PROPERTY_EDIT.shortTextMax}
            />
            <Select
              label="Reason"
              data={options(PRICING_EXCLUSION_REASONS, (reason) => REASON_LABELS[reason])}
              value={exclusion.reason}
              onChange={(next) => next && form.setFieldValue(`${path}.reason`, next as PricingExclusionReason)}
              error={error(`pricingExclusions.${index}.reason`)}
              allowDeselect={false}
            />
            <DatePickerField
              label="From"
              size="sm"
              value={exclusion.startDate}
              onChange={(day) => form.setFieldValue(`${path}.startDate`, day)}
              error={error(`pricingExclusions.${index}.startDate`)}
              clearable={false}
            />
            <DatePickerField
              label="To"
              size="sm"
              value={exclusion.endDate}
              minDate={exclusion.startDate ?? undefined}
              onChange={(day) => form.setFieldValue(`${path}.endDate`, day)}
              error={error(`pricingExclusions.${index}.endDate`)}
              clearable={false}
            />
            <DecimalInput
              label="Fixed nightly rate"
              description="Empty to keep the stored rates"
              prefix={currencySymbol}
              value={exclusion.fixedNightlyRate}
              onChange={(next) => form.setFieldValue(`${path}.fixedNightlyRate`, next)}
              error={error(`pricingExclusions.${index}.fixedNightlyRate`)}
              min={0}
              decimalScale={2}
              fixedDecimalScale
              thousandSeparator=","
              clampBehavior="none"
            />
          </SimpleGrid>
        </EntryBox>
      );
    })}
    <ListError>{error('pricingExclusions')}</ListError>
    <AddButton
      onClick={() =>
        form.insertListItem('pricingExclusions', {
          name: '',
          reason: 'owner-rate',
          startDate: null,
          endDate: null,
          fixedNightlyRate: '',
        })
      }
      disabled={exclusions.length >= PROPERTY_EDIT.exclusionsMax}
    >
      Add pricing exclusion
    </AddButton>
  </FormSection>
);
