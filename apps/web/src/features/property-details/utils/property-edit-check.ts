import { ZUpdatePropertyRequest } from '@hearth/domain/properties';
import type { EditErrors } from './property-edit';

// Loaded when the form is sent (property-edit-form.tsx), so that zod's classic build is in no screen's first load.

/** The API's own check of the body: the first message per field, by the form's keys ('' for the whole form). */
export const checkPropertyEdit = (attributes: Record<string, unknown>): EditErrors => {
  const result = ZUpdatePropertyRequest.safeParse({ data: { type: 'property', attributes } });
  if (result.success) return {};
  const errors: EditErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.slice(2).map(String).join('.');
    if (errors[key] === undefined) errors[key] = issue.message;
  }
  return errors;
};
