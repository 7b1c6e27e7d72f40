import {
  BUILDING_TYPES,
  COUNTRY_CURRENCIES,
  CURRENCY_SYMBOLS,
  PROPERTY_CREATE,
  PROPERTY_EDIT,
} from '@hearth/domain/properties';
import { Grid, NumberInput, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useCreateProperty } from '../../../api/properties/create-property';
import { ErrorAlert } from '../../../components/error-alert';
import { FormFooter } from '../../../components/form-footer';
import { paths } from '../../../config/paths';
import { isApiError, serverMessage } from '../../../lib/api-client';
import { addressOfLocation, errorsOfDetails, type CreateValues } from '../utils/property-create';
import { CompanySelect } from './company-select';
import { SuburbField } from './suburb-field';

const TYPE_OPTIONS = BUILDING_TYPES.map((type) => ({ value: type, label: type[0]?.toUpperCase() + type.slice(1) }));

/** The form's fields that show their own message; any other message goes in the alert above the footer. */
const FIELDS = [
  'name',
  'code',
  'type',
  'address.suburb',
  'address.postcode',
  'address.street',
  'address.unit',
  'address.latitude',
  'address.longitude',
  'bedrooms',
  'bathrooms',
  'beds',
  'maxGuests',
  'checkInTime',
  'checkOutTime',
  'managementFee',
  'cleaningFee',
  'owner.firstName',
  'owner.lastName',
  'owner.email',
  'owner.mobile',
];

/** A titled fieldset of the form. */
const Section = ({
  title,
  optional = false,
  description,
  children,
}: {
  title: string;
  optional?: boolean;
  description?: string;
  children: ReactNode;
}) => (
  <Paper withBorder radius="md" p="md" component="fieldset" style={{ minWidth: 0 }}>
    <Stack gap="sm">
      <Stack gap={2} component="legend" style={{ float: 'left', width: '100%', padding: 0 }}>
        <Title order={2} size="h5">
          {title}
          {optional ? (
            <Text span size="sm" fw={400} c="dimmed" ml={6}>
              (optional)
            </Text>
          ) : null}
        </Title>
        {description ? (
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        ) : null}
      </Stack>
      {children}
    </Stack>
  </Paper>
);

const count = (min: number, max: number) =>
  ({ min, max, allowDecimal: false, allowNegative: false, clampBehavior: 'none' }) as const;

type PropertyCreateFormProps = {
  initialValues: CreateValues;
  /** Staff choose the company; a licensee's homes are their own company's (the `property:create` grant). */
  choosesCompany: boolean;
  /** The quote's company, named in the list even when it is not among the first companies. */
  knownCompany?: { id: string; name: string } | null;
  cancelTo: string;
};

/**
 * 'Add property' (docs/product/properties.md#adding-a-home): the home's name, code, type, address from the gazetteer,
 * rooms, times, company, fees and owner, checked with the API's own schema on submit and sent with `POST
 * v3/properties`. The new home is Onboarding; its record opens once it is made.
 */
export const PropertyCreateForm = ({
  initialValues,
  choosesCompany,
  knownCompany = null,
  cancelTo,
}: PropertyCreateFormProps) => {
  const navigate = useNavigate();
  const create = useCreateProperty();
  const pointHelpId = useId();
  const form = useForm<CreateValues>({
    mode: 'controlled',
    initialValues,
  });
  const { values } = form;
  const [checking, setChecking] = useState(false);
  const fields = choosesCompany ? [...FIELDS, 'companyId'] : FIELDS;
  const otherErrors = Object.entries(form.errors).filter(([key]) => !fields.includes(key));
  const currency = values.address.country === '' ? null : COUNTRY_CURRENCIES[values.address.country];

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    // A long form: the first field with a message is brought into view.
    const focusFirstError = () =>
      requestAnimationFrame(() => element.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    // The API's own schema, loaded on submit: the same rules in the same words.
    setChecking(true);
    const { checkValues } = await import('../utils/property-create-check');
    setChecking(false);
    const { attributes, errors } = checkValues(form.getValues());
    form.setErrors(errors ?? {});
    if (!attributes) {
      focusFirstError();
      return;
    }
    create.mutate(
      { data: { type: 'property', attributes } },
      {
        onSuccess: (document) => {
          notifications.show({
            color: 'teal',
            title: 'Property added',
            message: `${document.data.attributes.name} is onboarding: activate it when it is ready for guests.`,
          });
          void navigate(paths.property.getHref(document.data.id, 'details'));
        },
        onError: (failure) => {
          if (!isApiError(failure)) return;
          form.setErrors(errorsOfDetails(failure.errorDetails));
          focusFirstError();
        },
      },
    );
  };

  const serverFieldErrors = isApiError(create.error) ? Object.keys(errorsOfDetails(create.error.errorDetails)) : [];

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Add property">
      <Stack gap="md">
        <Section title="The property">
          <TextInput label="Name" withAsterisk maxLength={PROPERTY_EDIT.nameMax} {...form.getInputProps('name')} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              label="Code"
              description="Capital letters, digits and hyphens, like NSH-104"
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              withAsterisk
              maxLength={PROPERTY_CREATE.codeMax}
              autoCapitalize="characters"
              spellCheck={false}
              {...form.getInputProps('code')}
              onChange={(event) => form.setFieldValue('code', event.currentTarget.value.toUpperCase())}
            />
            <Select
              label="Type"
              placeholder="Choose the type"
              data={TYPE_OPTIONS}
              allowDeselect={false}
              withAsterisk
              {...form.getInputProps('type')}
            />
          </SimpleGrid>
        </Section>

        <Section title="Address">
          <Grid gap="sm">
            <Grid.Col span={{ base: 12, xs: 8 }}>
              <SuburbField
                address={values.address}
                error={form.errors['address.suburb'] as string | undefined}
                onType={(text) =>
                  form.setFieldValue('address', {
                    ...values.address,
                    suburb: text,
                    state: '',
                    country: '',
                    latitude: '',
                    longitude: '',
                  })
                }
                onPick={(location) => {
                  form.setFieldValue('address', { ...values.address, ...addressOfLocation(location) });
                  form.clearFieldError('address.suburb');
                  form.clearFieldError('address.latitude');
                  form.clearFieldError('address.longitude');
                }}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, xs: 4 }}>
              <TextInput
                label="Postcode"
                withAsterisk
                inputMode="numeric"
                maxLength={4}
                autoComplete="off"
                {...form.getInputProps('address.postcode')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, xs: 8 }}>
              <TextInput
                label="Street"
                placeholder="12 Hastings Street"
                withAsterisk
                maxLength={PROPERTY_CREATE.streetMax}
                autoComplete="off"
                {...form.getInputProps('address.street')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, xs: 4 }}>
              <TextInput
                label="Unit"
                placeholder="Optional"
                maxLength={PROPERTY_CREATE.unitMax}
                {...form.getInputProps('address.unit')}
              />
            </Grid.Col>
          </Grid>
          <Stack gap={4} role="group" aria-label="The home's point" aria-describedby={pointHelpId}>
            <SimpleGrid cols={2} spacing="sm">
              <NumberInput label="Latitude" decimalScale={6} {...form.getInputProps('address.latitude')} />
              <NumberInput label="Longitude" decimalScale={6} {...form.getInputProps('address.longitude')} />
            </SimpleGrid>
            <Text id={pointHelpId} size="xs" c="dimmed">
              The suburb&apos;s centre: correct it to the home&apos;s own point
            </Text>
          </Stack>
        </Section>

        <Section title="Rooms">
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            <NumberInput
              label="Bedrooms"
              withAsterisk
              {...count(0, PROPERTY_EDIT.bedroomsMax)}
              {...form.getInputProps('bedrooms')}
            />
            <NumberInput
              label="Bathrooms"
              withAsterisk
              {...count(1, PROPERTY_EDIT.bathroomsMax)}
              {...form.getInputProps('bathrooms')}
            />
            <NumberInput
              label="Beds"
              withAsterisk
              {...count(1, PROPERTY_EDIT.bedsMax)}
              {...form.getInputProps('beds')}
            />
            <NumberInput
              label="Most guests"
              withAsterisk
              {...count(1, PROPERTY_EDIT.maxGuestsMax)}
              {...form.getInputProps('maxGuests')}
            />
          </SimpleGrid>
        </Section>

        <Section title="Times">
          <SimpleGrid cols={2} spacing="sm">
            <TextInput label="Check-in time" type="time" withAsterisk {...form.getInputProps('checkInTime')} />
            <TextInput label="Check-out time" type="time" withAsterisk {...form.getInputProps('checkOutTime')} />
          </SimpleGrid>
        </Section>

        <Section title={choosesCompany ? 'Company and fees' : 'Fees'}>
          {choosesCompany ? (
            <CompanySelect
              value={values.companyId}
              onChange={(companyId) => form.setFieldValue('companyId', companyId)}
              known={knownCompany}
              error={form.errors.companyId as string | undefined}
            />
          ) : null}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <NumberInput
              label="Management fee (%)"
              description="Of the accommodation, from today"
              withAsterisk
              min={PROPERTY_EDIT.shortStayFeeMin}
              max={100}
              decimalScale={2}
              allowNegative={false}
              clampBehavior="none"
              suffix="%"
              {...form.getInputProps('managementFee')}
            />
            <NumberInput
              label="Cleaning fee"
              description={
                currency ? `Currency: ${currency}, from the country` : 'Currency: from the country of the suburb'
              }
              withAsterisk
              leftSection={currency ? CURRENCY_SYMBOLS[currency] : '$'}
              min={0}
              decimalScale={2}
              allowNegative={false}
              clampBehavior="none"
              thousandSeparator=","
              {...form.getInputProps('cleaningFee')}
            />
          </SimpleGrid>
        </Section>

        <Section
          title="Owner"
          optional
          description="An owner without an account gets an email to create their password."
        >
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput label="First name" autoComplete="off" {...form.getInputProps('owner.firstName')} />
            <TextInput label="Last name" autoComplete="off" {...form.getInputProps('owner.lastName')} />
            <TextInput label="Email" type="email" autoComplete="off" {...form.getInputProps('owner.email')} />
            <TextInput label="Mobile" type="tel" autoComplete="off" {...form.getInputProps('owner.mobile')} />
          </SimpleGrid>
        </Section>

        {otherErrors.length > 0 ? (
          <ErrorAlert title="Could not add the property">
            {otherErrors.map(([key, message]) => (
              <Text key={key} size="sm">
                {String(message)}
              </Text>
            ))}
          </ErrorAlert>
        ) : create.error && serverFieldErrors.length === 0 ? (
          <ErrorAlert title="Could not add the property">
            {serverMessage(create.error) ?? 'Something went wrong. Try again.'}
          </ErrorAlert>
        ) : null}
        <FormFooter cancelTo={cancelTo} saveLabel="Add property" pending={{ save: checking || create.isPending }} />
      </Stack>
    </form>
  );
};
