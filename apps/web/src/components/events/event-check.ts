import { ZCreateEventRequest, type TCreateEventRequest } from '@hearth/domain/events';
import { schemaResolver } from '@mantine/form';
import type { EventFormErrors, EventFormValues } from './event-form-values';

// Loaded when the form is sent (event-form.tsx), so that zod's classic build is not part of the event page's first load.

/** The form's field for each of the body's attributes. */
const FIELD_OF_ATTRIBUTE: Record<string, keyof EventFormValues> = {
  start: 'start',
  end: 'end',
  status: 'status',
  name: 'details',
  expiryAt: 'expiryDays',
};

const resolve = schemaResolver(ZCreateEventRequest, { sync: true });

/** Checks the body with the schema the API uses; the first message per field, on the form's fields. */
export const validateEventRequest = (body: TCreateEventRequest): EventFormErrors => {
  const errors: EventFormErrors = {};
  // The resolver's keys are the issues' paths (`data.attributes.start`), in the order the schema found them.
  for (const [path, message] of Object.entries(resolve(body))) {
    const field = FIELD_OF_ATTRIBUTE[path.split('.')[2] ?? ''];
    if (field && !errors[field] && typeof message === 'string') errors[field] = message;
  }
  return errors;
};
