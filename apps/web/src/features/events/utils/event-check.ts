import { ZCreateEventRequest, type TCreateEventRequest } from '@hearth/domain/events';
import type { EventField, EventFormErrors } from './event-form';

// Loaded when the form is sent (event-form.tsx), so that zod's classic build is not part of the event page's first load.

/** Checks the body with the schema the API uses; the first message per field, by the API's attribute names. */
export const validateEventRequest = (body: TCreateEventRequest): EventFormErrors => {
  const result = ZCreateEventRequest.safeParse(body);
  if (result.success) return {};
  const errors: EventFormErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[2] as EventField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
};
