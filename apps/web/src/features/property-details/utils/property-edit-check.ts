import { ZUpdatePropertyRequest } from '@hearth/domain/properties';
import { schemaResolver } from '@mantine/form';
import type { EditErrors } from './property-edit';

// Loaded when the form is sent (property-edit-form.tsx), so that zod's classic build is in no screen's first load.

const resolve = schemaResolver(ZUpdatePropertyRequest, { sync: true });

/** The API's own check of the body: the first message per field, by the form's keys ('' for the whole form). */
export const checkPropertyEdit = (attributes: Record<string, unknown>): EditErrors => {
  const errors: EditErrors = {};
  // The resolver's keys are the issues' paths ('data.attributes.details.bedrooms'), in the order the schema found them.
  for (const [path, message] of Object.entries(resolve({ data: { type: 'property', attributes } }))) {
    const key = path.split('.').slice(2).join('.');
    if (errors[key] === undefined && typeof message === 'string') errors[key] = message;
  }
  return errors;
};
