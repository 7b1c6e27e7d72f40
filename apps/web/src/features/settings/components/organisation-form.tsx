import { ORGANISATION_MESSAGES, type TOrganisationDocument } from '@hearth/domain/organisation';
import { ZOrganisationAttributes, type OrganisationTimeZone } from '@hearth/domain/setup';
import { Button, ColorInput, Group, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { z } from 'zod';
import { ErrorAlert } from '../../../components/error-alert';
import { countryDefaultsOf, OrganisationFields } from '../../../components/organisation/organisation-fields';
import { isApiError, serverMessage } from '../../../lib/api-client';
import { fieldErrorsOf } from '../../../lib/field-errors';
import { useUpdateOrganisation } from '../../../api/organisation/update-organisation';

type OrganisationValues = z.input<typeof ZOrganisationAttributes>;
type Organisation = TOrganisationDocument['data']['attributes'];

/** Colours a click away; any other can be typed or picked. */
const SWATCHES = ['#0f766e', '#0b7285', '#1c7ed6', '#5f3dc4', '#a61e4d', '#c2255c', '#e8590c', '#2b8a3e', '#343a40'];

const valuesOf = (organisation: Organisation): OrganisationValues => ({
  tradingName: organisation.tradingName,
  country: organisation.country,
  currency: organisation.currency,
  timezone: organisation.timezone as OrganisationTimeZone,
  brandColour: organisation.brandColour,
});

/**
 * Trading name, country, default currency, time zone and brand colour, checked with the setup form's schema and
 * words (docs/product/setup.md#messages); the API's refusals show at their fields.
 */
export const OrganisationForm = ({ organisation }: { organisation: Organisation }) => {
  const save = useUpdateOrganisation();
  const form = useForm<OrganisationValues>({
    mode: 'uncontrolled',
    initialValues: valuesOf(organisation),
    validate: schemaResolver(ZOrganisationAttributes, { sync: true }),
  });
  // A newly chosen country brings its currency and clock, as on the setup page.
  form.watch('country', ({ value }) => {
    const defaults = countryDefaultsOf(value);
    if (!defaults) return;
    form.setFieldValue('currency', defaults.currency);
    form.setFieldValue('timezone', defaults.timezone);
  });

  const submit = form.onSubmit((values) =>
    save.mutate(
      { data: { type: 'organisation', attributes: values } },
      {
        onSuccess: (document) => {
          form.resetDirty(valuesOf(document.data.attributes));
          notifications.show({ color: 'teal', title: ORGANISATION_MESSAGES.saved, message: values.tradingName });
        },
        onError: (failure) => {
          if (isApiError(failure)) form.setErrors(fieldErrorsOf(failure.errorDetails));
        },
      },
    ),
  );

  return (
    <form noValidate onSubmit={submit} aria-label="Organisation">
      <Stack gap="md">
        {save.isError ? (
          <ErrorAlert title="Could not save">{serverMessage(save.error) ?? save.error.message}</ErrorAlert>
        ) : null}
        <OrganisationFields keyOf={(field) => form.key(field)} inputProps={(field) => form.getInputProps(field)} />
        <ColorInput
          label="Brand colour"
          description="The header's accent and the colour of statements. Empty: Hearth's teal."
          placeholder="#0B7285"
          format="hex"
          swatches={SWATCHES}
          swatchesPerRow={9}
          // A colour typed wrong stays, with the setup page's message, rather than quietly becoming the last good one.
          fixOnBlur={false}
          key={form.key('brandColour')}
          {...form.getInputProps('brandColour')}
          defaultValue={form.getValues().brandColour ?? ''}
          onChange={(value) => form.setFieldValue('brandColour', value.trim() || null, { forceUpdate: false })}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
