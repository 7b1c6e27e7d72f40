import { z } from 'zod';
import { validatorCompiler } from 'fastify-type-provider-zod';
import {
  fullAddressOf,
  SMARTQUOTE_COUNTRIES,
  stateProblem,
  ZSmartquoteAddressFields,
  type SmartquoteCountry,
  type TSmartquotePropertyInput,
} from '@hearth/domain';

export type SmartquoteAddress = {
  fullAddress: string;
  street: string;
  city: string;
  postcode: string;
  state: string;
  country: SmartquoteCountry;
};

const ADDRESS_FIELDS = ['street', 'city', 'postcode', 'state', 'country'] as const;

const isCountry = (value: unknown): value is SmartquoteCountry =>
  (SMARTQUOTE_COUNTRIES as readonly unknown[]).includes(value);

/**
 * Every problem of the address as a whole (docs/product/smartquotes.md#rules), field by field: the fields' own rules, and the state rule
 * even when another field is wrong (zod would skip a refinement then, and the form shows every message at once).
 */
const addressProblems = (address: Record<(typeof ADDRESS_FIELDS)[number], unknown>) => {
  const problems: { field: string; message: string }[] = [];
  const parsed = ZSmartquoteAddressFields.safeParse(address);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) problems.push({ field: String(issue.path[0]), message: issue.message });
  }
  if (!problems.some((p) => p.field === 'state') && typeof address.state === 'string') {
    const problem = stateProblem(address.state, isCountry(address.country) ? address.country : null);
    if (problem) problems.push({ field: 'state', message: problem });
  }
  return problems;
};

/** The same 400 a body schema gives (one error per field, `source.pointer` `/property/<field>`), from the same compiler. */
const ZAddressAtProperty = z.object({ property: z.record(z.string(), z.unknown()) }).superRefine((body, ctx) => {
  const address = body.property as Record<(typeof ADDRESS_FIELDS)[number], unknown>;
  for (const { field, message } of addressProblems(address)) {
    ctx.addIssue({ code: 'custom', path: ['property', field], message });
  }
});
const checkAtProperty = validatorCompiler({
  schema: ZAddressAtProperty,
  method: 'PATCH',
  url: '/api/v3/smartquotes',
  httpPart: 'body',
});

/**
 * The stored address (if any) with the body's address fields over it, checked as a whole: a create sends all five, an
 * update may send one (a new postcode is checked against the stored country). The full address is the body's (a
 * chosen suggestion) or, when only parts were sent, the manual mode's join of them. Throws the 400 otherwise.
 */
export const mergeAddress = (
  stored: SmartquoteAddress | null,
  input: TSmartquotePropertyInput | undefined,
): { address: SmartquoteAddress; changed: boolean } => {
  const merged: Record<(typeof ADDRESS_FIELDS)[number], unknown> = {
    street: input?.street ?? stored?.street ?? '',
    city: input?.city ?? stored?.city ?? '',
    postcode: input?.postcode ?? stored?.postcode ?? '',
    state: input?.state ?? stored?.state ?? '',
    country: input?.country ?? stored?.country,
  };
  // The zod provider's compiler is synchronous: `{ value }` or `{ error }`, never a promise.
  const { error } = checkAtProperty({ property: merged }) as { error?: unknown };
  if (error) {
    throw Object.assign(new Error('The address is not valid.'), {
      statusCode: 400,
      validation: error,
      validationContext: 'body',
    });
  }
  const parsed = ZSmartquoteAddressFields.parse(merged);
  const parts = { ...parsed, state: parsed.country === 'Australia' ? parsed.state.toUpperCase() : '' };
  const partsChanged = stored === null || ADDRESS_FIELDS.some((field) => parts[field] !== stored[field]);
  const fullAddress = input?.fullAddress ?? (partsChanged ? fullAddressOf(parts) : stored.fullAddress);
  const address = { ...parts, fullAddress };
  return { address, changed: partsChanged || address.fullAddress !== stored?.fullAddress };
};
