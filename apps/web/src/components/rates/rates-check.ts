import { ZRatePlanAttributes, ZRatesBulkAttributes, ZRatesEditAttributes } from '@hearth/domain/rates';
import { schemaResolver } from '@mantine/form';
import type { FieldErrors } from '../../lib/field-errors';

// Loaded when a rates form is sent (the rate plan form, the set-nights drawer, the bulk edit), so that zod's classic
// build is in no screen's first load.

type Resolve = (values: unknown) => Record<string, unknown>;

/** The first message per attribute path ('seasons.1.from'; '' for the whole body), in the order the schema found them. */
const firstErrors = (resolve: Resolve, attributes: unknown): FieldErrors => {
  const errors: FieldErrors = {};
  for (const [path, message] of Object.entries(resolve(attributes))) {
    if (errors[path] === undefined && typeof message === 'string') errors[path] = message;
  }
  return errors;
};

const resolvePlan = schemaResolver(ZRatePlanAttributes, { sync: true }) as Resolve;
const resolveEdit = schemaResolver(ZRatesEditAttributes, { sync: true }) as Resolve;
const resolveBulk = schemaResolver(ZRatesBulkAttributes, { sync: true }) as Resolve;

/** `PUT v3/properties/{id}/rate-plan`'s check of the plan's attributes. */
export const checkRatePlan = (attributes: unknown) => firstErrors(resolvePlan, attributes);
/** `PATCH v3/properties/{id}/rates`'s check of the nights set by hand. */
export const checkRatesEdit = (attributes: unknown) => firstErrors(resolveEdit, attributes);
/** `POST v3/rates/bulk`'s check of the change. */
export const checkRatesBulk = (attributes: unknown) => firstErrors(resolveBulk, attributes);
