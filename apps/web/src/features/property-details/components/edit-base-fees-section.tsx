import {
  BASE_FEE_LABELS,
  BASE_FEE_TYPES,
  FEE_CHARGED_PER,
  FEE_CHARGED_PER_LABELS,
  type BaseFeeType,
  type FeeChargedPer,
} from '@hearth/domain/properties';
import { ActionIcon, Group, Select, SimpleGrid } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { EditValues } from '../utils/property-edit';
import type { PropertyEditForm } from '../utils/property-edit-parts';
import { AddButton, DecimalInput, FormSection, ListError, options, type ErrorOf } from './edit-form-parts';

type BaseFeeValues = NonNullable<EditValues['baseFees']>;

/** The fees charged to the guest on top of the nightly rate, one of each type, in dollars. */
export const EditBaseFeesSection = ({
  form,
  fees,
  currencySymbol,
  error,
}: {
  form: PropertyEditForm;
  fees: BaseFeeValues;
  currencySymbol: string;
  error: ErrorOf;
}) => (
  <FormSection title="Base fees">
    {fees.map((fee, index) => {
      const path = `baseFees.${index}` as const;
      return (
        <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs" style={{ flex: 1, minWidth: 0 }}>
            <Select
              label="Fee"
              data={options(BASE_FEE_TYPES, (t) => BASE_FEE_LABELS[t])}
              value={fee.type}
              onChange={(next) => next && form.setFieldValue(`${path}.type`, next as BaseFeeType)}
              error={error(`baseFees.${index}.type`)}
              allowDeselect={false}
            />
            <DecimalInput
              label="Amount"
              prefix={currencySymbol}
              value={fee.amount}
              onChange={(next) => form.setFieldValue(`${path}.amount`, next)}
              error={error(`baseFees.${index}.amount`)}
              min={0}
              decimalScale={2}
              fixedDecimalScale
              thousandSeparator=","
              clampBehavior="none"
            />
            <Select
              label="Charged"
              data={options(FEE_CHARGED_PER, (c) => FEE_CHARGED_PER_LABELS[c])}
              value={fee.chargedPer}
              onChange={(next) => next && form.setFieldValue(`${path}.chargedPer`, next as FeeChargedPer)}
              allowDeselect={false}
            />
          </SimpleGrid>
          <ActionIcon
            variant="subtle"
            color="red"
            mt={26}
            aria-label={`Remove the ${BASE_FEE_LABELS[fee.type]}`}
            onClick={() => form.removeListItem('baseFees', index)}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      );
    })}
    <ListError>{error('baseFees')}</ListError>
    <AddButton
      disabled={fees.length >= BASE_FEE_TYPES.length}
      onClick={() => {
        const type = BASE_FEE_TYPES.find((t) => !fees.some((f) => f.type === t)) ?? 'cleaning';
        form.insertListItem('baseFees', { type, amount: '', chargedPer: 'stay', taxable: true });
      }}
    >
      Add fee
    </AddButton>
  </FormSection>
);
