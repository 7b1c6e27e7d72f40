import {
  CHECK_IN_MAIL_DAYS,
  ORGANISATION_MESSAGES,
  ZCheckInMailDays,
  type TOrganisationDocument,
} from '@hearth/domain/organisation';
import { Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { ErrorAlert } from '../../../components/error-alert';
import { useUpdateOrganisation } from '../../../api/organisation/update-organisation';
import { isApiError, serverMessage } from '../../../lib/api-client';
import { fieldErrorsOf } from '../../../lib/field-errors';

type Organisation = TOrganisationDocument['data']['attributes'];
type GuestMailValues = { checkInMailDays: number | string };

const daysOf = (organisation: Organisation): number => organisation.checkInMailDays ?? CHECK_IN_MAIL_DAYS.default;

/**
 * Settings → Organisation, Guest mail (docs/product/guest-mail.md#settings): how many days before arrival guests are
 * mailed their home's check-in instructions.
 */
export const GuestMailSettings = ({ organisation }: { organisation: Organisation }) => {
  const save = useUpdateOrganisation();
  const form = useForm<GuestMailValues>({
    mode: 'uncontrolled',
    initialValues: { checkInMailDays: daysOf(organisation) },
    validate: {
      checkInMailDays: (value) =>
        ZCheckInMailDays.safeParse(value).success ? null : ORGANISATION_MESSAGES.checkInMailDays,
    },
  });

  const submit = form.onSubmit((values) =>
    save.mutate(
      { data: { type: 'organisation', attributes: { checkInMailDays: Number(values.checkInMailDays) } } },
      {
        onSuccess: (document) => {
          const days = daysOf(document.data.attributes);
          form.resetDirty({ checkInMailDays: days });
          notifications.show({
            color: 'teal',
            title: ORGANISATION_MESSAGES.guestMailSaved,
            message: ORGANISATION_MESSAGES.checkInMailDaysSaved(days),
          });
        },
        onError: (failure) => {
          if (isApiError(failure)) form.setErrors(fieldErrorsOf(failure.errorDetails));
        },
      },
    ),
  );

  return (
    <form noValidate onSubmit={submit} aria-label="Guest mail">
      <Stack gap="md">
        <div>
          <Text component="h2" fw={700} size="sm" m={0}>
            Guest mail
          </Text>
          <Text size="sm" c="dimmed" mt="xs">
            Guests are mailed when they book, when a payment is asked for or received, when a booking is cancelled, and
            the home&apos;s check-in instructions before they arrive, in the organisation&apos;s brand or a
            licensee&apos;s.
          </Text>
        </div>
        {save.isError ? (
          <ErrorAlert title="Could not save">{serverMessage(save.error) ?? save.error.message}</ErrorAlert>
        ) : null}
        <NumberInput
          label="Check-in instructions: days before arrival"
          description={`Mailed this many days before check-in (${CHECK_IN_MAIL_DAYS.min} to ${CHECK_IN_MAIL_DAYS.max}); a stay booked closer to arrival gets them within minutes.`}
          min={CHECK_IN_MAIL_DAYS.min}
          max={CHECK_IN_MAIL_DAYS.max}
          allowDecimal={false}
          allowNegative={false}
          // A number out of range stays, with its message, rather than quietly becoming the nearest allowed.
          clampBehavior="none"
          key={form.key('checkInMailDays')}
          {...form.getInputProps('checkInMailDays')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} aria-label="Save guest mail">
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
