import { PAYOUT_FREQUENCIES, PROPERTY_EDIT, type PayoutFrequency } from '@hearth/domain/properties';
import { Select, SimpleGrid, Switch, Text, TextInput } from '@mantine/core';
import type { FinanceValues, PropertyEditForm } from '../utils/property-edit-parts';
import { capitalised, DecimalInput, FormSection, options, type ErrorOf } from './edit-form-parts';

/**
 * Where the owner's payouts go (docs/product/properties.md#fields 'finance'): how often, the account (only its last four digits are kept),
 * GST, the ABN or IRD number, the trust account and the maintenance float, in dollars.
 */
export const EditFinanceSection = ({
  form,
  finance,
  nz,
  currencySymbol,
  error,
}: {
  form: PropertyEditForm;
  finance: FinanceValues;
  /** A New Zealand property: an IRD number rather than an ABN. */
  nz: boolean;
  currencySymbol: string;
  error: ErrorOf;
}) => {
  return (
    <FormSection title="Payouts">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Select
          label="Payout frequency"
          data={options(PAYOUT_FREQUENCIES, capitalised)}
          value={finance.payoutFrequency}
          onChange={(next) => next && form.setFieldValue('finance.payoutFrequency', next as PayoutFrequency)}
          error={error('finance.payoutFrequency')}
          allowDeselect={false}
        />
        <DecimalInput
          label="Maintenance float"
          prefix={currencySymbol}
          value={finance.maintenanceFloat}
          onChange={(next) => form.setFieldValue('finance.maintenanceFloat', next)}
          error={error('finance.maintenanceFloat')}
          min={0}
          decimalScale={2}
          fixedDecimalScale
          thousandSeparator=","
          clampBehavior="none"
        />
        <TextInput
          label="Account name"
          value={finance.accountName}
          onChange={(e) => form.setFieldValue('finance.accountName', e.currentTarget.value)}
          error={error('finance.payoutAccount.accountName')}
          maxLength={PROPERTY_EDIT.shortTextMax}
        />
        <TextInput
          label="Bank"
          value={finance.bankName}
          onChange={(e) => form.setFieldValue('finance.bankName', e.currentTarget.value)}
          error={error('finance.payoutAccount.bankName')}
          maxLength={PROPERTY_EDIT.shortTextMax}
        />
        <TextInput
          label="Account number, last 4 digits"
          inputMode="numeric"
          value={finance.last4}
          onChange={(e) => form.setFieldValue('finance.last4', e.currentTarget.value)}
          error={error('finance.payoutAccount.last4')}
          maxLength={4}
        />
        <TextInput
          label={nz ? 'IRD number' : 'ABN'}
          inputMode="numeric"
          value={finance.taxNumber}
          onChange={(e) => form.setFieldValue('finance.taxNumber', e.currentTarget.value)}
          error={error('finance.taxNumber')}
          maxLength={20}
        />
        <TextInput
          label="Trust account"
          value={finance.trustAccount}
          onChange={(e) => form.setFieldValue('finance.trustAccount', e.currentTarget.value)}
          error={error('finance.trustAccount')}
          maxLength={PROPERTY_EDIT.shortTextMax}
        />
      </SimpleGrid>
      <Switch
        label="GST registered"
        checked={finance.gstRegistered}
        onChange={(e) => form.setFieldValue('finance.gstRegistered', e.currentTarget.checked)}
      />
      {error('finance.payoutAccount') ? (
        <Text size="sm" c="red">
          {error('finance.payoutAccount')}
        </Text>
      ) : null}
    </FormSection>
  );
};
