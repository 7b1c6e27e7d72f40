import {
  MANAGEMENT_FEE_KINDS,
  MANAGEMENT_FEE_LABELS,
  PROPERTY_EDIT,
  type ManagementFeeKind,
} from '@hearth/domain/properties';
import { Select, SimpleGrid, Text } from '@mantine/core';
import { DatePickerField } from '../../../components/date-picker-field';
import type { ManagementFeeValues } from '../utils/property-edit-parts';
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

const minimumOf = (kind: ManagementFeeKind) =>
  kind === 'short-stay' ? PROPERTY_EDIT.shortStayFeeMin : PROPERTY_EDIT.longTermFeeMin;

/**
 * The management fees (spec 000 §3 'management-fees'; spec 002 §5: short stays at least 10 %, long-term rentals at
 * least 1 %), each from a day and, if it ends, until one.
 */
export const EditManagementFeesSection = ({
  fees,
  onChange,
  error,
}: {
  fees: ManagementFeeValues[];
  onChange: (fees: ManagementFeeValues[]) => void;
  error: ErrorOf;
}) => (
  <FormSection title="Management fees">
    {fees.length === 0 ? (
      <Text size="sm" c="dimmed">
        No management fee recorded.
      </Text>
    ) : null}
    {fees.map((fee, index) => {
      const change = (part: Partial<ManagementFeeValues>) => onChange(replaced(fees, index, part));
      return (
        <EntryBox key={index} label={`Management fee ${index + 1}`} onRemove={() => onChange(without(fees, index))}>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
            <Select
              label="Kind of stay"
              data={options(MANAGEMENT_FEE_KINDS, (kind) => MANAGEMENT_FEE_LABELS[kind])}
              value={fee.kind}
              onChange={(next) => next && change({ kind: next as ManagementFeeKind })}
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
              onChange={(next) => change({ percentage: next })}
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
              onChange={(day) => change({ startsOn: day })}
              error={error(`managementFees.${index}.startsOn`)}
              clearable={false}
            />
            <DatePickerField
              label="Ends on"
              size="sm"
              placeholder="No end"
              value={fee.endsOn}
              minDate={fee.startsOn ?? undefined}
              onChange={(day) => change({ endsOn: day })}
              error={error(`managementFees.${index}.endsOn`)}
            />
          </SimpleGrid>
        </EntryBox>
      );
    })}
    <ListError>{error('managementFees')}</ListError>
    <AddButton
      onClick={() => onChange([...fees, { kind: 'short-stay', percentage: '', startsOn: null, endsOn: null }])}
      disabled={fees.length >= PROPERTY_EDIT.feesMax}
    >
      Add management fee
    </AddButton>
  </FormSection>
);
