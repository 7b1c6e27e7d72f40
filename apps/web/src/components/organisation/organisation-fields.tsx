import { COUNTRY_DEFAULTS, ORGANISATION_TIME_ZONES, type OrganisationCountry } from '@hearth/domain/setup';
import { NativeSelect, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';

/** The organisation's fields the setup page and Settings → Organisation share (docs/product/setup.md#screens). */
export type OrganisationField = 'tradingName' | 'country' | 'currency' | 'timezone';

const COUNTRIES = [
  { value: 'AU', label: 'Australia' },
  { value: 'NZ', label: 'New Zealand' },
];
const ZONES = ORGANISATION_TIME_ZONES.map((zone) => ({ value: zone, label: zone.replace('_', ' ') }));

/** What a newly chosen country brings: its currency and its capital's clock (both can still be changed). */
export const countryDefaultsOf = (country: unknown) =>
  COUNTRY_DEFAULTS[country as OrganisationCountry] as (typeof COUNTRY_DEFAULTS)[OrganisationCountry] | undefined;

type OrganisationFieldsProps = {
  /** The form's key and input props of each field, wherever the form keeps it. */
  keyOf: (field: OrganisationField) => string;
  inputProps: (field: OrganisationField) => GetInputPropsReturnType;
};

/** Trading name, country, default currency and time zone, with the setup form's labels and hints. */
export const OrganisationFields = ({ keyOf, inputProps }: OrganisationFieldsProps) => (
  <>
    <TextInput
      label="Trading name"
      description="Shown in the header, in every email and on statements."
      withAsterisk
      key={keyOf('tradingName')}
      {...inputProps('tradingName')}
    />
    <NativeSelect label="Country" data={COUNTRIES} withAsterisk key={keyOf('country')} {...inputProps('country')} />
    <NativeSelect label="Default currency" data={['AUD', 'NZD']} key={keyOf('currency')} {...inputProps('currency')} />
    <NativeSelect label="Time zone" data={ZONES} withAsterisk key={keyOf('timezone')} {...inputProps('timezone')} />
  </>
);
