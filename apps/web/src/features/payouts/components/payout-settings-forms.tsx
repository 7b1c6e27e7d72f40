import {
  PAYOUT_MESSAGES,
  ZAbaSettingsAttributes,
  ZNzPayoutSettingsAttributes,
  type TAbaSettingsInput,
  type TNzPayoutSettingsInput,
  type TPayoutSettingsDocument,
} from '@hearth/domain/payouts';
import { Button, Checkbox, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { ErrorAlert } from '../../../components/error-alert';
import { useUpdatePayoutSettings } from '../../../api/payouts/update-payout-settings';
import { isApiError, serverMessage } from '../../../lib/api-client';
import { fieldErrorsOf } from '../../../lib/field-errors';

type Settings = TPayoutSettingsDocument['data']['attributes'];

/** The API's errors of one side ('au.bsb') at the form's own fields ('bsb'). */
const sideErrors = (details: readonly string[], side: 'au' | 'nz') =>
  Object.fromEntries(
    Object.entries(fieldErrorsOf(details)).map(([key, message]) => [
      key.replace(new RegExp(`^${side}\\.`), ''),
      message,
    ]),
  );

const keepNote = (kept: string | undefined) =>
  kept ? `On file: ${kept}. Leave empty to keep it.` : 'Needed the first time.';

/** The ABA file's debit side (docs/product/payouts.md#organisation-settings). */
export const AbaSettingsForm = ({ settings }: { settings: Settings['au'] }) => {
  const save = useUpdatePayoutSettings();
  const form = useForm<TAbaSettingsInput>({
    mode: 'uncontrolled',
    initialValues: {
      userName: settings?.userName ?? '',
      apcaUserId: settings?.apcaUserId ?? '',
      bankCode: settings?.bankCode ?? '',
      remitterName: settings?.remitterName ?? '',
      balancingLine: settings?.balancingLine ?? false,
      bsb: '',
      accountNumber: '',
    },
    validate: schemaResolver(ZAbaSettingsAttributes, { sync: true }),
  });
  const submit = form.onSubmit((values) =>
    save.mutate(
      { data: { type: 'payout-settings', attributes: { au: values } } },
      {
        onSuccess: () => {
          form.setValues({ bsb: '', accountNumber: '' });
          notifications.show({ color: 'teal', title: PAYOUT_MESSAGES.settingsSaved, message: 'Australian account' });
        },
        onError: (failure) => {
          if (isApiError(failure)) form.setErrors(sideErrors(failure.errorDetails, 'au'));
        },
      },
    ),
  );
  const kept = settings ? `BSB ${settings.bsb}, ${settings.accountNumber}` : undefined;
  return (
    <form noValidate onSubmit={submit} aria-label="Australian payouts (ABA file)">
      <Stack gap="sm">
        <Title order={3} size="h5">
          Australian payouts (ABA file)
        </Title>
        {save.isError ? (
          <ErrorAlert title="Could not save">{serverMessage(save.error) ?? save.error.message}</ErrorAlert>
        ) : null}
        <TextInput
          label="Name your bank knows you by"
          description="The file's user name, at most 26 characters"
          required
          key={form.key('userName')}
          {...form.getInputProps('userName')}
        />
        <Group grow align="flex-start">
          <TextInput
            label="APCA user id"
            description="6 digits"
            inputMode="numeric"
            required
            key={form.key('apcaUserId')}
            {...form.getInputProps('apcaUserId')}
          />
          <TextInput
            label="Bank code"
            description="Such as WBC, CBA, NAB, ANZ"
            required
            key={form.key('bankCode')}
            {...form.getInputProps('bankCode')}
          />
        </Group>
        <TextInput
          label="Remitter name"
          description="What owners see the money came from, at most 16 characters"
          required
          key={form.key('remitterName')}
          {...form.getInputProps('remitterName')}
        />
        <Group grow align="flex-start">
          <TextInput
            label="BSB"
            description={keepNote(kept)}
            inputMode="numeric"
            autoComplete="off"
            key={form.key('bsb')}
            {...form.getInputProps('bsb')}
          />
          <TextInput
            label="Account number"
            inputMode="numeric"
            autoComplete="off"
            key={form.key('accountNumber')}
            {...form.getInputProps('accountNumber')}
          />
        </Group>
        <Checkbox
          label="Add a balancing debit line (for banks that want a self-balancing file)"
          key={form.key('balancingLine')}
          {...form.getInputProps('balancingLine', { type: 'checkbox' })}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            Save Australian account
          </Button>
        </Group>
      </Stack>
    </form>
  );
};

/** The New Zealand file's debit side. */
export const NzSettingsForm = ({ settings }: { settings: Settings['nz'] }) => {
  const save = useUpdatePayoutSettings();
  const form = useForm<TNzPayoutSettingsInput>({
    mode: 'uncontrolled',
    initialValues: { payerName: settings?.payerName ?? '', accountNumber: '' },
    validate: schemaResolver(ZNzPayoutSettingsAttributes, { sync: true }),
  });
  const submit = form.onSubmit((values) =>
    save.mutate(
      { data: { type: 'payout-settings', attributes: { nz: values } } },
      {
        onSuccess: () => {
          form.setValues({ accountNumber: '' });
          notifications.show({ color: 'teal', title: PAYOUT_MESSAGES.settingsSaved, message: 'New Zealand account' });
        },
        onError: (failure) => {
          if (isApiError(failure)) form.setErrors(sideErrors(failure.errorDetails, 'nz'));
        },
      },
    ),
  );
  return (
    <form noValidate onSubmit={submit} aria-label="New Zealand payouts (CSV file)">
      <Stack gap="sm">
        <Title order={3} size="h5">
          New Zealand payouts (CSV file)
        </Title>
        <Text size="xs" c="dimmed">
          A bulk direct-credit file in BNZ Internet Banking for Business layout.
        </Text>
        {save.isError ? (
          <ErrorAlert title="Could not save">{serverMessage(save.error) ?? save.error.message}</ErrorAlert>
        ) : null}
        <TextInput
          label="Payer name"
          description="What owners see the money came from, at most 20 characters"
          required
          key={form.key('payerName')}
          {...form.getInputProps('payerName')}
        />
        <TextInput
          label="Account number"
          description={keepNote(settings?.accountNumber)}
          placeholder="12-3456-0123456-00"
          autoComplete="off"
          key={form.key('accountNumber')}
          {...form.getInputProps('accountNumber')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            Save New Zealand account
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
