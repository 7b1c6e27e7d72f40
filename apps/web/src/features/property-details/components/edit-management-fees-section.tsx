import {
  MANAGEMENT_FEE_KINDS,
  MANAGEMENT_FEE_LABELS,
  PROPERTY_EDIT,
  type ManagementFeeKind,
} from '@hearth/domain/properties';
import { Select, SimpleGrid, Text } from '@mantine/core';
import { DatePickerField } from '../../../components/date-picker-field';
import type { ManagementFeeValues, PropertyEditForm } from '../utils/property-edit-parts';
import { AddButton, DecimalInput, EntryBox, FormSection, ListError, options, type ErrorOf } from './edit-form-parts';

const minimumOf = (kind: ManagementFeeKind) =>
  kind === 'short-stay' ? PROPERTY_EDIT.shortStayFeeMin : PROPERTY_EDIT.longTermFeeMin;

/**
 * The management fees (docs/product/properties.md#fields, #rules 'management-fees': short stays at least 10 %, long-term rentals at
 * least 1 %), each from a day and, if it ends, until one.
 */
export const EditManagementFeesSection = ({
  form,
  fees,
  error,
}: {
  form: PropertyEditForm;
  fees: ManagementFeeValues[];
  error: ErrorOf;
}) => (
  <FormSection title="Management fees">
    {fees.length === 0 ? (
      <Text size="sm" c="dimmed">
        No management fee recorded.
      </Text>
    ) : null}
    {fees.map((fee, index) => {
      const path = `managementFees.${index}` as const;
      return (
        <EntryBox
          key={index}
          label={`Management fee ${index + 1}`}
          onRemove={() => form.removeListItem('managementFees', index)}
        >
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
            <Select
              label="Kind of stay"
              data={options(MANAGEMENT_FEE_KINDS, (kind) => MANAGEMENT_FEE_LABELS[kind])}
              value={fee.kind}
              onChange={(next) => next && form.setFieldValue(`${path}.kind`, next as ManagementFeeKind)}
              error={error(`managementFees.${index}.kind`)}
              allowDeselect={false}
            />
            <DecimalInput
              label="Percentage"
              description={`At least ${minimumOf(fee.kind)}%`}
              rightSection={
                <Text size="sm" c="dimmed" aria-hidden>
                  %
                </Text>
              }
              rightSectionPointerEvents="none"
              value={fee.percentage}
              onChange={(next) => form.setFieldValue(`${path}.percentage`, next)}
              error={error(`managementFees.${index}.percentage`)}
              min={minimumOf(fee.kind)}
              max={100}
              decimalScale={2}
              clampBehavior="none"
            />
            <DatePickerField
              label="Starts on"
              size="sm"
              value={fee.startsOn}
              onChange={(day) => form.setFieldValue(`${path}.startsOn`, day)}
              error={error(`managementFees.${index}.startsOn`)}
              clearable={false}
            />
            <DatePickerField
              label="Ends on"
              size="sm"
              placeholder="No end"
              value={fee.endsOn}
              minDate={fee.startsOn ?? undefined}
              onChange={(day) => form.setFieldValue(`${path}.endsOn`, day)}
              error={error(`managementFees.${index}.endsOn`)}
            />
          </SimpleGrid>
        </EntryBox>
      );
    })}
    <ListError>{error('managementFees')}</ListError>
    <AddButton
      onClick={() =>
        form.insertListItem('managementFees', { kind: 'short-stay', percentage: '', startsOn: null, endsOn: null })
      }
      disabled={fees.length >= PROPERTY_EDIT.feesMax}
    >
      Add management fee
    </AddButton>
  </FormSection>
);
