import { daysBetween } from '@hearth/domain/dates';
import { CURRENCY_SYMBOLS, type Currency } from '@hearth/domain/properties';
import { RATE_PLAN, type TRatesEditAttributes } from '@hearth/domain/rates';
import { Button, Checkbox, Divider, Drawer, NumberInput, Radio, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { ErrorAlert } from '../error-alert';
import { FormFooter } from '../form-footer';
import { isApiError } from '../../lib/api-client';
import { fieldErrorsOf, type FieldErrors } from '../../lib/field-errors';
import { useEditRates } from '../../api/rates/edit-rates';

// A chunk of its own, loaded when 'Set rates' is first pressed (the calendar and the multi-calendar); the API's
// schema loads when the nights are sent.

/** The nights chosen on a calendar: first and last night, both included. */
export type SetNightsRequest = {
  /** Changes with every opening: the form starts afresh each time. */
  id: number;
  propertyId: string;
  propertyName: string | null;
  from: string;
  to: string;
  currency: Currency;
};

type OpenOrClosed = 'keep' | 'close' | 'open';
type SetNightsValues = {
  /** Dollars; '' leaves the rate as it is. */
  price: number | '';
  /** '' leaves the minimum stay as it is. */
  minNights: number | '';
  /** The home's own minimum stay again (null). */
  ownMinimum: boolean;
  openOrClosed: OpenOrClosed;
};

const PARTS = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' });
/** A night as '12 Mar', or '12 Mar 2027' with its year (the month as formatDay writes it). */
const shortDay = (night: string, withYear: boolean): string => {
  const p = Object.fromEntries(
    PARTS.formatToParts(new Date(`${night}T00:00:00Z`)).map((part) => [part.type, part.value]),
  );
  return withYear ? `${p.day} ${p.month} ${p.year}` : `${p.day} ${p.month}`;
};

/** '12 Mar – 15 Mar 2027 · 4 nights' (the year once when both ends share it). */
export const nightsLabel = (from: string, to: string): string => {
  const count = daysBetween(from, to) + 1;
  const range =
    from === to ? shortDay(to, true) : `${shortDay(from, from.slice(0, 4) !== to.slice(0, 4))} – ${shortDay(to, true)}`;
  return `${range} · ${count} ${count === 1 ? 'night' : 'nights'}`;
};

/** The body's attributes from the form: only what the person set (the API leaves the rest as it is). */
const attributesOf = (values: SetNightsValues, request: SetNightsRequest): TRatesEditAttributes => ({
  from: request.from,
  to: request.to,
  ...(values.price === '' ? {} : { priceCents: Math.round(values.price * 100) }),
  ...(values.ownMinimum ? { minNights: null } : values.minNights === '' ? {} : { minNights: values.minNights }),
  ...(values.openOrClosed === 'keep' ? {} : { closed: values.openOrClosed === 'close' }),
});

const checkRatesEdit = async (attributes: TRatesEditAttributes) =>
  (await import('./rates-check')).checkRatesEdit(attributes);

const asNumber = (value: number | string): number | '' => (typeof value === 'number' ? value : '');

type Running = 'save' | 'revert' | null;

const SetNightsForm = ({
  request,
  onCancel,
  onSaved,
  onRunning,
}: {
  request: SetNightsRequest;
  onCancel: () => void;
  onSaved: () => void;
  onRunning: (running: boolean) => void;
}) => {
  const edit = useEditRates(request.propertyId);
  const [running, setRunning] = useState<Running>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const form = useForm<SetNightsValues>({
    mode: 'controlled',
    initialValues: { price: '', minNights: '', ownMinimum: false, openOrClosed: 'keep' },
  });
  const { values } = form;
  const label = nightsLabel(request.from, request.to);

  const send = (attributes: TRatesEditAttributes, action: Exclude<Running, null>) => {
    setRunning(action);
    setErrors({});
    onRunning(true);
    edit.mutate(attributes, {
      onSuccess: (answer) => {
        const nights = answer.data.nights;
        notifications.show({
          color: 'teal',
          title: action === 'revert' ? 'Nights given back to the rate plan' : 'Nights saved',
          message: `${request.propertyName ? `${request.propertyName} · ` : ''}${label}${
            nights === daysBetween(request.from, request.to) + 1 ? '' : ` (${nights} changed)`
          }`,
        });
        onSaved();
      },
      onError: (failure) => {
        setErrors(isApiError(failure) ? fieldErrorsOf(failure.errorDetails) : {});
      },
      onSettled: () => {
        setRunning(null);
        onRunning(false);
      },
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (running) return;
    const attributes = attributesOf(values, request);
    edit.reset();
    setRunning('save');
    const found = await checkRatesEdit(attributes);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setRunning(null);
      return;
    }
    send(attributes, 'save');
  };

  const fieldError = (path: string) => errors[path];
  // What no field shows: the range itself, or 'Set a rate, a minimum stay, or open or close the nights'.
  const general = Object.entries(errors)
    .filter(([path]) => !['priceCents', 'minNights'].includes(path))
    .map(([, message]) => message);
  const failedWithoutField =
    edit.isError && !(isApiError(edit.error) && edit.error.errorDetails.length > 0) ? edit.error : null;
  const currency = CURRENCY_SYMBOLS[request.currency];

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Set rates">
      <Stack gap="md">
        <NumberInput
          label="Nightly rate"
          description="Every channel follows it. Empty: each night keeps its rate."
          prefix={currency}
          value={values.price}
          onChange={(next) => form.setFieldValue('price', asNumber(next))}
          error={fieldError('priceCents')}
          min={0}
          max={RATE_PLAN.rateMaxCents / 100}
          decimalScale={2}
          thousandSeparator=","
          clampBehavior="none"
          allowNegative={false}
        />
        <Stack gap={6}>
          <NumberInput
            label="Minimum stay (nights)"
            description="For stays arriving on these nights. Empty: leave as it is."
            value={values.ownMinimum ? '' : values.minNights}
            onChange={(next) => form.setFieldValue('minNights', asNumber(next))}
            error={fieldError('minNights')}
            disabled={values.ownMinimum}
            min={1}
            max={RATE_PLAN.nightsMax}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
          />
          <Checkbox
            label="Back to the home's own minimum stay"
            checked={values.ownMinimum}
            onChange={(change) => form.setFieldValue('ownMinimum', change.currentTarget.checked)}
          />
        </Stack>
        <Radio.Group
          label="Open or closed"
          value={values.openOrClosed}
          onChange={(next) => form.setFieldValue('openOrClosed', next as OpenOrClosed)}
        >
          <Stack gap="xs" mt={6}>
            <Radio value="keep" label="Leave as it is" />
            <Radio value="close" label="Close: no stay may hold these nights" />
            <Radio value="open" label="Open to stays" />
          </Stack>
        </Radio.Group>
        {general.length > 0 ? <ErrorAlert>{general.join(' ')}</ErrorAlert> : null}
        {failedWithoutField ? (
          <ErrorAlert>
            {isApiError(failedWithoutField) ? failedWithoutField.errorMessage : 'Something went wrong. Try again.'}
          </ErrorAlert>
        ) : null}
        <FormFooter
          onCancel={onCancel}
          saveLabel="Save nights"
          pending={{ save: running === 'save' }}
          saveDisabled={running === 'revert'}
        />
        <Divider />
        <Stack gap={6} align="flex-start">
          <Text size="sm" c="dimmed">
            Forget every rate, minimum stay and closing set by hand on these nights: the rate plan prices them again.
          </Text>
          <Button
            variant="light"
            color="orange"
            leftSection={<IconArrowBackUp size={16} aria-hidden />}
            loading={running === 'revert'}
            disabled={running === 'save'}
            onClick={() => send({ from: request.from, to: request.to, revert: true }, 'revert')}
          >
            Give back to the rate plan
          </Button>
        </Stack>
      </Stack>
    </form>
  );
};

/**
 * 'Set rates' on the nights chosen on a calendar (docs/product/rates.md#nights-by-hand): a nightly rate, a minimum
 * stay (or the home's own again), open or closed, or every hand edit given back to the rate plan. Right-hand drawer,
 * the whole screen on phones; it stays open while the change is on its way.
 */
export const SetNightsDrawer = ({
  opened,
  request,
  onClose,
  onSaved,
  mobile,
}: {
  opened: boolean;
  request: SetNightsRequest | null;
  onClose: () => void;
  /** The nights were changed: the drawer should close and the selection clear. */
  onSaved: () => void;
  mobile: boolean;
}) => {
  const [sending, setSending] = useState(false);
  const close = () => {
    if (!sending) onClose();
  };
  return (
    <Drawer
      opened={opened}
      onClose={close}
      position="right"
      size={mobile ? '100%' : 'md'}
      title="Set rates"
      closeButtonProps={{ 'aria-label': 'Close' }}
      closeOnEscape={!sending}
      closeOnClickOutside={!sending}
      styles={{ title: { fontWeight: 600, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {request ? (
        <Stack gap="md">
          <Stack gap={2}>
            {request.propertyName ? (
              <Text size="sm" c="dimmed">
                {request.propertyName}
              </Text>
            ) : null}
            <Text fw={600} data-testid="chosen-nights">
              {nightsLabel(request.from, request.to)}
            </Text>
          </Stack>
          <SetNightsForm key={request.id} request={request} onCancel={close} onSaved={onSaved} onRunning={setSending} />
        </Stack>
      ) : null}
    </Drawer>
  );
};
