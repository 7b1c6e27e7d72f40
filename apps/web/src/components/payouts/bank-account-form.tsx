import {
  PAYOUT_LIMITS,
  PAYOUT_MESSAGES,
  payoutCountryName,
  ZAuBankAccountAttributes,
  ZNzBankAccountAttributes,
  type PayoutCountry,
} from '@hearth/domain/payouts';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { ErrorAlert } from '../error-alert';
import { useSetBankAccount } from '../../api/payouts/set-bank-account';
import { isApiError, serverMessage } from '../../lib/api-client';
import { fieldErrorsOf } from '../../lib/field-errors';

type Values = { country: PayoutCountry; bsb: string; accountNumber: string; accountName: string };

const validateAu = schemaResolver(ZAuBankAccountAttributes, { sync: true });
const validateNz = schemaResolver(ZNzBankAccountAttributes, { sync: true });

/**
 * An owner's account of one country, typed in full (docs/product/payouts.md#screens): the numbers on file are never
 * sent to the browser, so a change types them again. Checked with the API's schema and words before it is sent.
 */
export const BankAccountForm = ({
  userId,
  country,
  accountName,
  onDone,
}: {
  userId: string;
  country: PayoutCountry;
  accountName: string;
  onDone: () => void;
}) => {
  const save = useSetBankAccount();
  const form = useForm<Values>({
    mode: 'uncontrolled',
    initialValues: { country, bsb: '', accountNumber: '', accountName },
    validate: (values) =>
      country === 'AU'
        ? validateAu(values)
        : validateNz({ country: 'NZ', accountNumber: values.accountNumber, accountName: values.accountName }),
  });

  const submit = form.onSubmit((values) => {
    const attributes =
      country === 'AU'
        ? {
            country: 'AU' as const,
            bsb: values.bsb,
            accountNumber: values.accountNumber,
            accountName: values.accountName,
          }
        : { country: 'NZ' as const, accountNumber: values.accountNumber, accountName: values.accountName };
    save.mutate(
      { userId, body: { data: { type: 'bank-account', attributes } } },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', title: PAYOUT_MESSAGES.bankAccountSaved, message: values.accountName });
          onDone();
        },
        onError: (failure) => {
          if (isApiError(failure)) form.setErrors(fieldErrorsOf(failure.errorDetails));
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={submit} aria-label={`${payoutCountryName(country)} bank account`}>
      <Stack gap="md">
        {save.isError ? (
          <ErrorAlert title="Could not save the bank details">
            {serverMessage(save.error) ?? save.error.message}
          </ErrorAlert>
        ) : null}
        {country === 'AU' ? (
          <TextInput
            label="BSB"
            description="6 digits, such as 062-000"
            inputMode="numeric"
            autoComplete="off"
            required
            key={form.key('bsb')}
            {...form.getInputProps('bsb')}
          />
        ) : null}
        <TextInput
          label="Account number"
          description={
            country === 'AU' ? '5 to 9 digits' : 'Bank, branch, account and suffix, such as 12-3456-0123456-00'
          }
          inputMode="numeric"
          autoComplete="off"
          required
          key={form.key('accountNumber')}
          {...form.getInputProps('accountNumber')}
        />
        <TextInput
          label="Account name"
          description={`As the bank has it, at most ${country === 'AU' ? PAYOUT_LIMITS.auAccountNameMax : PAYOUT_LIMITS.nzAccountNameMax} characters`}
          autoComplete="off"
          required
          key={form.key('accountName')}
          {...form.getInputProps('accountName')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save bank details
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
