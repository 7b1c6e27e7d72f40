import { CURRENCY_SYMBOLS, type Currency, type TPropertyAttributes } from '@hearth/domain/properties';
import { RATE_PLAN, type TRatePlanDocument } from '@hearth/domain/rates';
import { NumberInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { DatePickerField } from '../../../components/date-picker-field';
import { ErrorAlert } from '../../../components/error-alert';
import { FormFooter } from '../../../components/form-footer';
import { isApiError } from '../../../lib/api-client';
import { fieldErrorsOf, type FieldErrors } from '../../../lib/field-errors';
import { useSaveRatePlan } from '../../../api/rates/save-rate-plan';
import { EMPTY_SEASON, ratePlanAttributesOf, ratePlanValuesOf, type RatePlanValues } from '../utils/rate-plan-values';
import { AddButton, asNumber, DecimalInput, EntryBox, FormSection, ListError } from './edit-form-parts';

// Loaded when 'Set a rate plan' or 'Edit rate plan' is pressed (rate-plan-section.tsx); the API's schema loads on Save.

type Plan = NonNullable<TRatePlanDocument['data']>['attributes'];

const checkRatePlan = async (attributes: unknown) =>
  (await import('../../../components/rates/rates-check')).checkRatePlan(attributes);

/** A money field in dollars of the home's currency. */
const moneyProps = (symbol: string) => ({
  prefix: symbol,
  min: 0,
  decimalScale: 2,
  thousandSeparator: ',',
  clampBehavior: 'none' as const,
  allowNegative: false,
});

/** A count of nights or guests. */
const countProps = (max: number) => ({
  min: 1,
  max,
  allowDecimal: false,
  allowNegative: false,
  clampBehavior: 'none' as const,
});

/**
 * The rate plan form (docs/product/rates.md#rate-plan): rates, stay lengths, the two fees it shares with the home's
 * profile, the corporate discount and the seasons, in dollars; checked with the API's own schema on Save and sent
 * whole (`PUT`), in cents. The API's messages land at their fields, seasons' by their row.
 */
export const RatePlanForm = ({
  propertyId,
  plan,
  property,
  currency,
  today,
  onDone,
}: {
  propertyId: string;
  plan: Plan | null;
  property: TPropertyAttributes;
  currency: Currency;
  /** The home's today: a season's nights start from it. */
  today: string;
  onDone: () => void;
}) => {
  const form = useForm<RatePlanValues>({ mode: 'controlled', initialValues: ratePlanValuesOf(plan, property) });
  const { values } = form;
  const set = form.setFieldValue;
  const save = useSaveRatePlan(propertyId);
  const [checking, setChecking] = useState(false);
  // The messages by the API's attribute paths ('seasons.1.from'), set on Save and kept until the next one.
  const [errors, setErrors] = useState<FieldErrors>({});
  const error = (path: string): string | undefined => errors[path];
  const symbol = CURRENCY_SYMBOLS[currency];
  const money = moneyProps(symbol);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (checking || save.isPending) return;
    const attributes = ratePlanAttributesOf(values);
    save.reset();
    setChecking(true);
    const found = await checkRatePlan(attributes);
    setChecking(false);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(attributes, {
      onSuccess: () => {
        notifications.show({ color: 'teal', title: 'Rate plan saved', message: property.name });
        form.resetDirty();
        onDone();
      },
      onError: (failure) => setErrors(isApiError(failure) ? fieldErrorsOf(failure.errorDetails) : {}),
    });
  };

  // A season's messages follow its row: a row added or removed renumbers those below it.
  const editSeasons = (change: () => void) => {
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([path]) => !path.startsWith('seasons'))));
    change();
  };

  const shown = new Set([
    'baseCents',
    'weekendCents',
    'minNights',
    'maxNights',
    'corporateDiscountPercent',
    'cleaningFeeCents',
    'extraGuestFeeCents',
    'extraGuestsAbove',
    'seasons',
  ]);
  const fieldCount = Object.keys(errors).filter((path) => shown.has(path) || path.startsWith('seasons.')).length;
  const elsewhere = Object.entries(errors)
    .filter(([path]) => !(shown.has(path) || path.startsWith('seasons.')))
    .map(([, message]) => message);
  const failed = save.isError && Object.keys(errors).length === 0 ? save.error : null;

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Rate plan">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Amounts in {currency}. Saving prices every night of the next 18 months at once; nights set by hand keep their
          own rate.
        </Text>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <FormSection title="Nightly rates">
            <DecimalInput
              label="Base nightly rate"
              value={values.base}
              onChange={(next) => set('base', next)}
              error={error('baseCents')}
              withAsterisk
              {...money}
            />
            <DecimalInput
              label="Weekend rate"
              description="Friday and Saturday nights. Empty: the base rate all week."
              value={values.weekend}
              onChange={(next) => set('weekend', next)}
              error={error('weekendCents')}
              {...money}
            />
            <NumberInput
              label="Corporate discount (%)"
              description="Off the night's price for corporate travel partners."
              value={values.corporateDiscount}
              onChange={(next) => set('corporateDiscount', asNumber(next))}
              error={error('corporateDiscountPercent')}
              suffix=" %"
              min={0}
              max={RATE_PLAN.corporateDiscountMax}
              decimalScale={2}
              allowNegative={false}
              clampBehavior="none"
            />
          </FormSection>

          <FormSection title="Stays and fees">
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <NumberInput
                label="Minimum nights"
                description="The home's own shortest stay."
                value={values.minNights}
                onChange={(next) => set('minNights', asNumber(next))}
                error={error('minNights')}
                withAsterisk
                {...countProps(RATE_PLAN.nightsMax)}
              />
              <NumberInput
                label="Maximum nights"
                description="Empty: no limit."
                value={values.maxNights}
                onChange={(next) => set('maxNights', asNumber(next))}
                error={error('maxNights')}
                {...countProps(RATE_PLAN.nightsMax)}
              />
              <DecimalInput
                label="Cleaning fee"
                description="Per stay; 0 for none."
                value={values.cleaningFee}
                onChange={(next) => set('cleaningFee', next)}
                error={error('cleaningFeeCents')}
                withAsterisk
                {...money}
              />
              <DecimalInput
                label="Extra-guest fee per night"
                description="For each guest above those included."
                value={values.extraGuestFee}
                onChange={(next) => set('extraGuestFee', next)}
                error={error('extraGuestFeeCents')}
                withAsterisk
                {...money}
              />
              <NumberInput
                label="Guests included"
                description="The extra-guest fee counts guests above this."
                value={values.extraGuestsAbove}
                onChange={(next) => set('extraGuestsAbove', asNumber(next))}
                error={error('extraGuestsAbove')}
                withAsterisk
                {...countProps(RATE_PLAN.extraGuestsAboveMax)}
              />
            </SimpleGrid>
          </FormSection>
        </SimpleGrid>

        <FormSection title="Seasons">
          <Text size="sm" c="dimmed" mt={-4}>
            A season's rate replaces the base rate on its nights (first and last included). Seasons may not overlap.
          </Text>
          {values.seasons.map((season, index) => {
            const at = (field: string) => error(`seasons.${index}.${field}`);
            const path = `seasons.${index}` as const;
            return (
              <EntryBox
                key={index}
                label={season.name.trim() || `Season ${index + 1}`}
                onRemove={() => editSeasons(() => form.removeListItem('seasons', index))}
              >
                <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs">
                  <TextInput
                    label="Name"
                    value={season.name}
                    onChange={(change) => set(`${path}.name`, change.currentTarget.value)}
                    error={at('name')}
                    maxLength={RATE_PLAN.seasonNameMax}
                    withAsterisk
                  />
                  <DatePickerField
                    label="First night"
                    size="sm"
                    value={season.from}
                    onChange={(day) => set(`${path}.from`, day)}
                    minDate={today}
                    error={at('from')}
                    withAsterisk
                  />
                  <DatePickerField
                    label="Last night"
                    size="sm"
                    value={season.to}
                    onChange={(day) => set(`${path}.to`, day)}
                    minDate={season.from ?? today}
                    defaultDate={season.from ?? undefined}
                    error={at('to')}
                    withAsterisk
                  />
                  <DecimalInput
                    label="Nightly rate"
                    value={season.nightly}
                    onChange={(next) => set(`${path}.nightly`, next)}
                    error={at('nightlyCents')}
                    withAsterisk
                    {...money}
                  />
                  <DecimalInput
                    label="Weekend rate"
                    description="Empty: the season's rate all week."
                    value={season.weekend}
                    onChange={(next) => set(`${path}.weekend`, next)}
                    error={at('weekendCents')}
                    {...money}
                  />
                  <NumberInput
                    label="Minimum nights"
                    description="Empty: the plan's."
                    value={season.minNights}
                    onChange={(next) => set(`${path}.minNights`, asNumber(next))}
                    error={at('minNights')}
                    {...countProps(RATE_PLAN.nightsMax)}
                  />
                </SimpleGrid>
              </EntryBox>
            );
          })}
          <ListError>{error('seasons')}</ListError>
          <AddButton
            onClick={() => editSeasons(() => form.insertListItem('seasons', { ...EMPTY_SEASON }))}
            disabled={values.seasons.length >= RATE_PLAN.seasonsMax}
          >
            Add season
          </AddButton>
        </FormSection>

        {elsewhere.length > 0 ? <ErrorAlert>{elsewhere.join(' ')}</ErrorAlert> : null}
        {fieldCount > 0 ? (
          <Text size="sm" c="red" role="alert">
            {fieldCount === 1 ? 'One field needs a look.' : `${fieldCount} fields need a look.`}
          </Text>
        ) : null}
        {failed ? (
          <ErrorAlert title="The rate plan was not saved">
            {isApiError(failed) ? failed.errorMessage : 'Something went wrong. Try again.'}
          </ErrorAlert>
        ) : null}
        <FormFooter
          onCancel={onDone}
          saveLabel="Save rate plan"
          pending={{ save: checking || save.isPending }}
          saveDisabled={plan !== null && !form.isDirty()}
        />
      </Stack>
    </form>
  );
};
