import { ZPropertyCreateAttributes, type TPropertyCreateAttributes } from '@hearth/domain/properties';
import { attributesOf, fieldOf, firstByField, type CreateErrors, type CreateValues } from './property-create';

// Loaded when the form is sent (property-create-form.tsx), so that zod's classic build is not in the page's first load.

/**
 * The values checked with the API's own schema: the attributes to send, or the messages by field. Before a suburb is
 * chosen the point has nothing to be checked against, so only the suburb speaks.
 */
export const checkValues = (
  values: CreateValues,
): { attributes: TPropertyCreateAttributes; errors: null } | { attributes: null; errors: CreateErrors } => {
  const parsed = ZPropertyCreateAttributes.safeParse(attributesOf(values));
  if (parsed.success) return { attributes: parsed.data, errors: null };
  const noSuburb = values.address.country === '';
  const errors = firstByField(
    parsed.error.issues
      .map((issue): [string, string] => [fieldOf(issue.path), issue.message])
      .filter(([field]) => !(noSuburb && (field === 'address.latitude' || field === 'address.longitude'))),
  );
  return { attributes: null, errors };
};
