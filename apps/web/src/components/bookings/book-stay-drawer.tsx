import {
  BOOKING_FORM,
  NOTE_MAX,
  ZCreateBookingBody,
  type TBookingDocument,
  type TCreateBookingBody,
} from '@hearth/domain/bookings';
import { addDays, nightsBetween } from '@hearth/domain/dates';
import { PROPERTY_LIST } from '@hearth/domain/properties';
import { isRouteAllowed } from '@hearth/domain/access';
import { Anchor, Drawer, NumberInput, SimpleGrid, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { useNavigate } from 'react-router';
import { schemaResolver, useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { DatePickerField } from '../date-picker-field';
import { ErrorAlert } from '../error-alert';
import { FormFooter } from '../form-footer';
import { isApiError } from '../../lib/api-client';
import { useSignedInSession } from '../../lib/auth';
import { paths } from '../../config/paths';
import { formatDay } from '../../lib/format';
import { useCreateBooking, useIsBooking } from '../../api/bookings/create-booking';
import { useStayPrice, type StayPriceParams } from '../../api/bookings/get-stay-price';
import { useIdempotencyKey } from './use-idempotency-key';
import { StayPriceSummary } from './stay-price-summary';

/** The price follows the form this long after the last change (issue 15). */
const PRICE_DEBOUNCE_MS = 300;

export type BookStayRequest = {
  /** Changes with every opening: the form (and its Idempotency-Key) starts afresh each time. */
  id: number;
  checkIn: string;
  checkOut: string;
  adults: number | null;
  children: number | null;
};

type BookStayValues = {
  checkIn: string | null;
  checkOut: string | null;
  adults: number | string;
  children: number | string;
  guest: { fullName: string; email: string; phone: string };
  corporateRate: boolean;
  corporatePartner: string;
  note: string;
};

const orNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());
const count = (value: number | string): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** The body the API takes, from the form: the same shape, so the schema's messages land on the fields by path. */
const toBody = (values: BookStayValues, propertyId: string): TCreateBookingBody => ({
  propertyId,
  checkIn: values.checkIn ?? '',
  checkOut: values.checkOut ?? '',
  adults: count(values.adults),
  children: count(values.children),
  guest: {
    fullName: values.guest.fullName.trim(),
    email: values.guest.email.trim(),
    phone: orNull(values.guest.phone),
  },
  corporateRate: values.corporateRate,
  corporatePartner: values.corporateRate ? orNull(values.corporatePartner) : null,
  note: orNull(values.note),
});

/** The stay to price, once it is one: both dates, check-out after check-in, at least one adult. */
const stayOf = (values: BookStayValues): StayPriceParams | null => {
  const { checkIn, checkOut } = values;
  const adults = count(values.adults);
  if (!checkIn || !checkOut || checkOut <= checkIn || adults < 1) return null;
  return { checkIn, checkOut, adults, children: count(values.children), corporateRate: values.corporateRate };
};

/** What to say when a send failed: the API's own words when it answered, else that a retry cannot book twice. */
const submitMessage = (error: unknown): string => {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return error.errorMessage;
  return 'The booking could not be confirmed (the connection or the server failed). Press Book again: the same booking is sent, so it cannot be made twice.';
};

type BookStayFormProps = {
  propertyId: string;
  request: BookStayRequest;
  today: string;
  onCancel: () => void;
  onBooked: (booking: TBookingDocument) => void;
};

const BookStayForm = ({ propertyId, request, today, onCancel, onBooked }: BookStayFormProps) => {
  const { roles } = useSignedInSession().user;
  const navigate = useNavigate();
  const create = useCreateBooking();
  const { keyFor, settled } = useIdempotencyKey();
  const form = useForm<BookStayValues>({
    mode: 'controlled',
    initialValues: {
      checkIn: request.checkIn,
      checkOut: request.checkOut,
      adults: request.adults ?? PROPERTY_LIST.adultsDefault,
      children: request.children ?? PROPERTY_LIST.childrenDefault,
      guest: { fullName: '', email: '', phone: '' },
      corporateRate: false,
      corporatePartner: '',
      note: '',
    },
    validate: (values) => schemaResolver(ZCreateBookingBody, { sync: true })(toBody(values, propertyId)),
  });
  const { values } = form;

  const stay = stayOf(values);
  // Debounced as text, so that the same stay is the same value and only a real change waits.
  const stayKey = stay ? JSON.stringify(stay) : null;
  const [pricedKey] = useDebouncedValue(stayKey, PRICE_DEBOUNCE_MS);
  const price = useStayPrice(propertyId, pricedKey ? (JSON.parse(pricedKey) as StayPriceParams) : null);
  const quote = pricedKey && stayKey ? price.data?.data : undefined;
  // The home's stay limits (guests, minimum stay, long-term only, night cap), said at the field they concern.
  const refusal = quote?.refusal ?? null;
  const refusalAt = (field: 'adults' | 'checkOut') => (refusal?.field === field ? refusal.message : undefined);
  const cannotBook = quote !== undefined && (!quote.available || quote.price === null || refusal !== null);
  const nights = stay ? nightsBetween(stay.checkIn, stay.checkOut) : 0;

  // A 'nights taken' refusal is said once: by the price's alert when the reloaded price says so too.
  const conflictShownByPrice = isApiError(create.error) && create.error.status === 409 && quote?.available === false;

  const submit = form.onSubmit((submitted) => {
    if (create.isPending) return;
    const body = toBody(submitted, propertyId);
    const content = JSON.stringify(body);
    create.mutate(
      { body, idempotencyKey: keyFor(content) },
      {
        onSuccess: (booking) => {
          const a = booking.data.attributes;
          const summary = `${body.guest.fullName} · ${formatDay(a.startDate)} to ${formatDay(a.endDate)}`;
          // Those who may open the booking record get the way to it with the news.
          const record = paths.reservation.getHref(booking.data.id);
          notifications.show({
            color: 'teal',
            title: `Booked ${a.longCode}`,
            message: isRouteAllowed(record, roles) ? (
              <Stack gap={2}>
                <span>{summary}</span>
                {/* The notice lives outside the router: the link navigates through the drawer's. */}
                <Anchor
                  href={record}
                  size="sm"
                  onClick={(click) => {
                    click.preventDefault();
                    void navigate(record);
                  }}
                >
                  Open the booking
                </Anchor>
              </Stack>
            ) : (
              summary
            ),
          });
          onBooked(booking);
        },
        onError: (error) => settled(content, error),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Book a stay">
      <Stack gap="md">
        <SimpleGrid cols={2} spacing="sm">
          <DatePickerField
            label="Check-in"
            value={values.checkIn}
            onChange={(day) => form.setFieldValue('checkIn', day)}
            minDate={today}
            error={form.errors.checkIn}
            clearable={false}
            withAsterisk
            size="sm"
          />
          <DatePickerField
            label="Check-out"
            value={values.checkOut}
            onChange={(day) => form.setFieldValue('checkOut', day)}
            minDate={values.checkIn ? addDays(values.checkIn, 1) : today}
            defaultDate={values.checkIn ?? undefined}
            error={form.errors.checkOut ?? refusalAt('checkOut')}
            clearable={false}
            withAsterisk
            size="sm"
          />
        </SimpleGrid>
        {nights > 0 ? (
          <Text size="sm" c="dimmed" mt={-8}>
            {nights} {nights === 1 ? 'night' : 'nights'}
          </Text>
        ) : null}
        <SimpleGrid cols={2} spacing="sm">
          <NumberInput
            label="Adults"
            min={1}
            max={BOOKING_FORM.guestsMax}
            allowDecimal={false}
            allowNegative={false}
            withAsterisk
            {...form.getInputProps('adults')}
            error={form.errors.adults ?? refusalAt('adults')}
          />
          <NumberInput
            label="Children"
            min={0}
            max={BOOKING_FORM.guestsMax}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('children')}
          />
        </SimpleGrid>
        <TextInput
          label="Guest full name"
          autoComplete="off"
          maxLength={BOOKING_FORM.nameMax}
          withAsterisk
          {...form.getInputProps('guest.fullName')}
        />
        <TextInput
          label="Email"
          type="email"
          autoComplete="off"
          maxLength={BOOKING_FORM.emailMax}
          withAsterisk
          {...form.getInputProps('guest.email')}
        />
        <TextInput
          label="Phone"
          type="tel"
          autoComplete="off"
          maxLength={BOOKING_FORM.phoneMax}
          {...form.getInputProps('guest.phone')}
        />
        <Switch
          label="Corporate rate"
          description="Price the stay at the corporate rate, for a corporate partner's traveller."
          {...form.getInputProps('corporateRate', { type: 'checkbox' })}
        />
        {values.corporateRate ? (
          <TextInput
            label="Corporate partner"
            maxLength={BOOKING_FORM.nameMax}
            {...form.getInputProps('corporatePartner')}
          />
        ) : null}
        <Textarea
          label="Internal note"
          description="Optional. Kept with the booking for your team; guests never see it."
          autosize
          minRows={2}
          maxLength={NOTE_MAX}
          {...form.getInputProps('note')}
        />
        <StayPriceSummary
          quote={quote}
          loading={stayKey !== null && (stayKey !== pricedKey || price.isFetching)}
          error={pricedKey ? price.error : null}
        />
        {create.isError && !conflictShownByPrice ? <ErrorAlert>{submitMessage(create.error)}</ErrorAlert> : null}
        <FormFooter
          onCancel={onCancel}
          saveLabel="Book"
          pending={{ save: create.isPending }}
          saveDisabled={cannotBook}
        />
      </Stack>
    </form>
  );
};

/**
 * 'Book a stay' (issue 15 item 3): the chosen stay, guests and guest details, the live price, and Book. Right-hand
 * drawer, the whole screen on phones; it stays open while the booking is on its way.
 */
export const BookStayDrawer = ({
  opened,
  onClose,
  onBooked,
  propertyId,
  propertyName,
  request,
  today,
  mobile,
}: {
  opened: boolean;
  onClose: () => void;
  onBooked: (booking: TBookingDocument) => void;
  propertyId: string;
  propertyName: string | undefined;
  request: BookStayRequest | null;
  today: string;
  mobile: boolean;
}) => {
  const sending = useIsBooking();
  const close = () => {
    if (!sending) onClose();
  };
  return (
    <Drawer
      opened={opened}
      onClose={close}
      position="right"
      size={mobile ? '100%' : 'md'}
      title="Book a stay"
      closeButtonProps={{ 'aria-label': 'Close' }}
      closeOnEscape={!sending}
      closeOnClickOutside={!sending}
      styles={{ title: { fontWeight: 600, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {propertyName ? (
        <Text size="sm" c="dimmed" mb="md">
          {propertyName}
        </Text>
      ) : null}
      {request ? (
        <BookStayForm
          key={request.id}
          propertyId={propertyId}
          request={request}
          today={today}
          onCancel={close}
          onBooked={onBooked}
        />
      ) : null}
    </Drawer>
  );
};
