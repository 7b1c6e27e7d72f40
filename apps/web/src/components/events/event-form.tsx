import {
  EVENT_EXPIRY_OPTIONS,
  EVENT_LIMITS,
  EVENT_MESSAGES,
  eventDetailsText,
  type TCreateEventRequest,
  type TPropertyEvent,
} from '@hearth/domain/events';
import { Input, Paper, Select, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { lazy, Suspense, useId, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmModal } from '../confirm-modal';
import { FormFooter } from '../form-footer';
import { DEFAULT_TIME_ZONE, formatDay, formatInstantIn } from '../../lib/format';
import { useCreateEvent } from '../../api/events/create-event';
import { useDeleteEvent } from '../../api/events/delete-event';
import { useProperty } from '../../api/properties/get-property';
import { useUpdateEvent } from '../../api/events/update-event';
import {
  calendarHref,
  isEventStatus,
  toEventRequest,
  toExpiryDays,
  type EventFormErrors,
  type EventFormValues,
} from './event-form-values';
import { EventDatesField, type EventDates } from './event-dates-field';
import { EventSaveError } from './event-save-error';
import { canDo } from '../../lib/use-can';

// tiptap and ProseMirror are most of the page's weight: they arrive after the form is on screen.
const EventDetailsEditor = lazy(() =>
  import('./event-details-editor').then((module) => ({ default: module.EventDetailsEditor })),
);

/** The API's own check of the body, loaded on send: the first message per field of the form. */
const checkEvent = async (body: TCreateEventRequest) => (await import('./event-check')).validateEventRequest(body);

const STATUS_OPTIONS = [
  { value: 'available', label: 'Available' },
  { value: 'blocking', label: 'Blocking (dates blocked)' },
];
const EXPIRY_OPTIONS = EVENT_EXPIRY_OPTIONS.map(({ days, label }) => ({ value: String(days), label }));

type EventFormProps = {
  propertyId: string;
  roles: readonly string[];
  initialValues: EventFormValues;
  /** What was wrong with the values the address gave, shown on their fields until they are changed. */
  initialErrors?: EventFormErrors;
  /** The event being edited; absent when creating. */
  event?: TPropertyEvent;
  /**
   * In a drawer (the multi-calendar's Block): saving calls this instead of leaving for the calendar, and Cancel
   * closes the drawer, so the place the person was at is kept.
   */
  inPlace?: { onSaved: (saved: TPropertyEvent) => void; onCancel: () => void };
};

/** Start and end, status, expiry (when allowed), details; Save, Cancel, and Delete for a saved event. */
export const EventForm = ({ propertyId, roles, initialValues, initialErrors = {}, event, inPlace }: EventFormProps) => {
  const mode = event ? 'edit' : 'create';
  const navigate = useNavigate();
  // The schema is not the form's validator: it is loaded on send (checkEvent), and its messages set with setErrors.
  const form = useForm<EventFormValues>({ mode: 'controlled', initialValues, initialErrors });
  const { values, errors } = form;
  const [deleting, deleteModal] = useDisclosure(false);
  const create = useCreateEvent();
  const update = useUpdateEvent();
  const remove = useDeleteEvent();
  const save = event ? update : create;
  const detailsLabelId = useId();
  const detailsHelpId = useId();
  const timeZone = useProperty(propertyId).data?.data.attributes.timezone ?? DEFAULT_TIME_ZONE;

  const canSetExpiry = canDo({ roles }, 'event:set-expiry');
  const showsExpiry = canSetExpiry && values.status === 'blocking';
  const canDelete = canDo({ roles }, 'event:delete');
  const detailsLength = eventDetailsText(values.details).length;
  const calendar = calendarHref(propertyId, event?.attributes.start ?? values.start);

  // A field's message goes once the field is changed (setFieldValue clears it); the others stay until the next Save.
  const changeDates = (dates: EventDates) => {
    form.setValues(dates);
    form.clearFieldError('start');
    form.clearFieldError('end');
  };

  const submit = async (formEvent: FormEvent) => {
    formEvent.preventDefault();
    if (save.isPending) return;
    const body = toEventRequest(values, { canSetExpiry, mode });
    const found = await checkEvent(body);
    // Without a start the end is not asked for yet: one message, on the start.
    if (!values.start) delete found.end;
    form.setErrors(found);
    save.reset();
    if (Object.keys(found).length > 0) return;
    const onSuccess = (saved: TPropertyEvent) => {
      notifications.show({
        color: 'teal',
        title: mode === 'create' ? 'Event created' : 'Event saved',
        message: `${formatDay(saved.attributes.start)} to ${formatDay(saved.attributes.end)}`,
      });
      if (inPlace) inPlace.onSaved(saved);
      else void navigate(calendarHref(propertyId, saved.attributes.start));
    };
    if (event) update.mutate({ propertyId, eventId: event.id, body }, { onSuccess });
    else create.mutate({ propertyId, body }, { onSuccess });
  };

  const confirmDelete = () => {
    if (!event) return;
    remove.mutate(
      { propertyId, eventId: event.id },
      {
        onSuccess: () => {
          deleteModal.close();
          notifications.show({ color: 'teal', title: 'Event deleted', message: 'Its dates are free again.' });
          void navigate(calendarHref(propertyId, event.attributes.start));
        },
      },
    );
  };

  const currentExpiry = event?.attributes.expiryAt ?? null;
  const detailsError = errors.details;

  return (
    <Paper withBorder={!inPlace} radius="md" p={inPlace ? 0 : { base: 'md', sm: 'lg' }}>
      <form
        onSubmit={(formEvent) => void submit(formEvent)}
        noValidate
        aria-label={mode === 'create' ? 'New event' : 'Edit event'}
      >
        <Stack gap="lg">
          <EventDatesField
            value={{ start: values.start, end: values.end }}
            onChange={changeDates}
            errors={{ start: errors.start, end: errors.end }}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <Select
              label="Status"
              placeholder="Pick a status"
              withAsterisk
              data={STATUS_OPTIONS}
              value={values.status}
              error={errors.status}
              allowDeselect={false}
              onChange={(status) => form.setFieldValue('status', isEventStatus(status) ? status : null)}
            />
            {showsExpiry ? (
              <Select
                label="Expiry"
                // The hint goes under the field so the field lines up with Status beside it.
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                description={
                  currentExpiry && values.expiryDays === null
                    ? `Expires ${formatInstantIn(currentExpiry, timeZone, { withZone: true })}`
                    : 'The hold frees its dates when it expires'
                }
                placeholder="Keep the current expiry"
                data={EXPIRY_OPTIONS}
                value={values.expiryDays === null ? null : String(values.expiryDays)}
                error={errors.expiryDays}
                allowDeselect={false}
                onChange={(days) => form.setFieldValue('expiryDays', toExpiryDays(days))}
              />
            ) : null}
          </SimpleGrid>

          <Input.Wrapper
            labelElement="div"
            label={<span id={detailsLabelId}>Event details</span>}
            withAsterisk
            error={detailsError}
            errorProps={{ id: `${detailsHelpId}-error` }}
          >
            <Stack gap={4} mt={4}>
              <Suspense fallback={<Skeleton height={190} radius="sm" role="status" aria-label="Loading the editor" />}>
                <EventDetailsEditor
                  initialValue={initialValues.details}
                  onChange={(details) => form.setFieldValue('details', details)}
                  labelId={detailsLabelId}
                  describedBy={detailsError ? `${detailsHelpId} ${detailsHelpId}-error` : detailsHelpId}
                  invalid={Boolean(detailsError)}
                />
              </Suspense>
              <Text
                id={detailsHelpId}
                size="xs"
                c={detailsLength > EVENT_LIMITS.detailsMax ? 'red' : 'dimmed'}
                ta="right"
                aria-live="polite"
              >
                {detailsLength}/{EVENT_LIMITS.detailsMax} characters
              </Text>
            </Stack>
          </Input.Wrapper>

          {save.isError ? <EventSaveError error={save.error} /> : null}

          <FormFooter
            {...(inPlace ? { onCancel: inPlace.onCancel } : { cancelTo: calendar })}
            onDelete={event && canDelete ? deleteModal.open : undefined}
            pending={{ save: save.isPending, delete: remove.isPending }}
          />
        </Stack>
      </form>

      <ConfirmModal
        opened={deleting}
        onClose={deleteModal.close}
        title="Delete event"
        confirmLabel="Delete"
        onConfirm={confirmDelete}
        pending={remove.isPending}
        error={remove.isError ? <EventSaveError error={remove.error} /> : null}
      >
        <Text>{EVENT_MESSAGES.deleteConfirm}</Text>
      </ConfirmModal>
    </Paper>
  );
};
