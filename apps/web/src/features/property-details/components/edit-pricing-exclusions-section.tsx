import { PRICING_EXCLUSION_REASONS, PROPERTY_EDIT, type PricingExclusionReason } from '@hearth/domain/properties';
import { Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { DatePickerField } from '../../../components/date-picker-field';
import type { PricingExclusionValues } from '../utils/property-edit-parts';
import {
  AddButton,
  DecimalInput,
  EntryBox,
  FormSection,
  ListError,
  options,
  replaced,
  without,
  type ErrorOf,
} from './edit-form-parts';

const REASON_LABELS: Record<PricingExclusionReason, string> = {
  'owner-rate': "Owner's own rate",
  event: 'Local event',
  'long-stay': 'Long stay',
  other: 'Other',
};

/**
 * The pricing exclusions (spec 000 §3 'pricing-exclusions'): days the pricing engine leaves alone, each with a reason
 * and, if set, the nightly rate charged instead (empty keeps the stored rates).
 */
export const EditPricingExclusionsSection = ({
  exclusions,
  currencySymbol,
  onChange,
  error,
}: {
  exclusions: PricingExclusionValues[];
  currencySymbol: string;
  onChange: (exclusions: PricingExclusionValues[]) => void;
  error: ErrorOf;
}) => (
  <FormSection title="Pricing exclusions">
    {exclusions.length === 0 ? (
      <Text size="sm" c="dimmed">
        Every night follows the pricing engine.
      </Text>
    ) : null}
    {exclusions.map((exclusion, index) => {
      const change = (part: Partial<PricingExclusionValues>) => onChange(replaced(exclusions, index, part));
      return (
        <EntryBox
          key={index}
          label={`Pricing exclusion ${index + 1}`}
          onRemove={() => onChange(without(exclusions, index))}
        >
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
            <TextInput
              label="Name"
              value={exclusion.name}
              onChange={(e) => change({ name: e.currentTarget.value })}
              error={error(`pricingExclusions.${index}.name`)}
              maxLength={PROPERTY_EDIT.shortTextMax}
            />
            <Select
              label="Reason"
              data={options(PRICING_EXCLUSION_REASONS, (reason) => REASON_LABELS[reason])}
              value={exclusion.reason}
              onChange={(next) => next && change({ reason: next as PricingExclusionReason })}
              error={error(`pricingExclusions.${index}.reason`)}
              allowDeselect={false}
            />
            <DatePickerField
              label="From"
              size="sm"
              value={exclusion.startDate}
              onChange={(day) => change({ startDate: day })}
              error={error(`pricingExclusions.${index}.startDate`)}
              clearable={false}
            />
            <DatePickerField
              label="To"
              size="sm"
              value={exclusion.endDate}
              minDate={exclusion.startDate ?? undefined}
              onChange={(day) => change({ endDate: day })}
              error={error(`pricingExclusions.${index}.endDate`)}
              clearable={false}
            />
            <DecimalInput
              label="Fixed nightly rate"
              description="Empty to keep the stored rates"
              prefix={currencySymbol}
              value={exclusion.fixedNightlyRate}
              onChange={(next) => change({ fixedNightlyRate: next })}
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
        onChange([
          ...exclusions,
          { name: '', reason: 'owner-rate', startDate: null, endDate: null, fixedNightlyRate: '' },
        ])
      }
      disabled={exclusions.length >= PROPERTY_EDIT.exclusionsMax}
    >
      Add pricing exclusion
    </AddButton>
  </FormSection>
);
