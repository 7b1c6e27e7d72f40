import { z } from 'zod';
import { roleCombinationProblem } from '../access/role-rules';
import { ROLES } from '../access/roles';
import { intIn } from '../api/params.schemas';
import {
  NOTIFICATION_TOGGLES,
  NPS_MAX,
  NPS_MIN,
  PROPERTY_MAPPING_TYPES,
  USER_LIST,
  USER_MESSAGES,
} from './users.constants';
import { optionalMobile, ZFirstName, ZLastName, ZUserEmail } from './users.schemas';

/** User administration: the /users form, its attachments, roles and log in as (docs/product/users.md#rules, #calls; issue 13). */

/** `GET v3/users/{id}`: the id, or the code the /users/update/{code} page carries (docs/product/users.md#screens). */
export const ZUserRefParams = z.object({
  id: z.union([z.uuid(), z.string().regex(/^[A-Za-z0-9-]{1,40}$/, 'Not a user id or code')]),
});

export const ZNps = z
  .number({ error: USER_MESSAGES.npsInvalid })
  .int(USER_MESSAGES.npsInvalid)
  .min(NPS_MIN, USER_MESSAGES.npsInvalid)
  .max(NPS_MAX, USER_MESSAGES.npsInvalid)
  .nullable();

export const ZRoles = z
  .array(z.enum(ROLES))
  .max(ROLES.length)
  .superRefine((roles, ctx) => {
    const problem = roleCombinationProblem(roles);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
    if (new Set(roles).size !== roles.length) ctx.addIssue({ code: 'custom', message: 'A role is listed twice' });
  });

const toggles = Object.fromEntries(NOTIFICATION_TOGGLES.map((key) => [key, z.boolean().optional()])) as Record<
  (typeof NOTIFICATION_TOGGLES)[number],
  z.ZodOptional<z.ZodBoolean>
>;

/**
 * `POST v3/users`: exactly the form's fields. Unknown keys are refused (`.strict()`): nobody sets a password, a
 * company, a code or a one-time-code flag through it. The company and properties are separate calls.
 */
export const ZCreateUserRequest = z
  .object({
    enabled: z.boolean().default(true),
    firstName: ZFirstName,
    lastName: ZLastName,
    email: ZUserEmail,
    mobile: optionalMobile,
    roles: ZRoles,
    nps: ZNps.optional(),
    ...toggles,
  })
  .strict();
export type TCreateUserRequest = z.input<typeof ZCreateUserRequest>;

/** `PATCH v3/users/{id}`: any of the form's fields. */
export const ZUpdateUserRequest = z
  .object({
    enabled: z.boolean().optional(),
    firstName: ZFirstName.optional(),
    lastName: ZLastName.optional(),
    email: ZUserEmail.optional(),
    mobile: optionalMobile,
    roles: ZRoles.optional(),
    nps: ZNps.optional(),
    ...toggles,
  })
  .strict();
export type TUpdateUserRequest = z.input<typeof ZUpdateUserRequest>;

/** `POST v3/users/{id}/properties`: attach by code; `fullMapping` replaces the user's attachments of that type. */
export const ZUserPropertiesRequest = z
  .object({
    propertyCodes: z
      .array(z.string().trim().min(1).max(40))
      .max(USER_LIST.propertyCodesMax)
      .refine((codes) => new Set(codes).size === codes.length, 'A property code is listed twice'),
    mappingType: z.enum(PROPERTY_MAPPING_TYPES),
    fullMapping: z.boolean(),
  })
  .strict();
export type TUserPropertiesRequest = z.infer<typeof ZUserPropertiesRequest>;

/** `POST v3/users/{id}/companies`: a user belongs to at most one partner company. */
export const ZUserCompaniesRequest = z
  .object({
    companyIds: z.array(z.uuid()).max(1, USER_MESSAGES.oneCompany),
    fullMapping: z.boolean(),
  })
  .strict();
export type TUserCompaniesRequest = z.infer<typeof ZUserCompaniesRequest>;

/** `GET v3/roles`: every role, with whether the caller may grant it (docs/product/users.md#who-uses-it). */
export const ZRolesResponse = z.object({
  data: z.array(
    z.object({
      id: z.enum(ROLES),
      type: z.literal('roles'),
      attributes: z.object({ name: z.enum(ROLES), label: z.string(), grantable: z.boolean() }),
    }),
  ),
});
export type TRolesResponse = z.infer<typeof ZRolesResponse>;

/** `GET v3/users/{id}/impersonate`: a single-use link, valid 5 minutes. */
export const ZImpersonateResponse = z.object({
  data: z.object({
    type: z.literal('impersonation-links'),
    attributes: z.object({ url: z.string(), expiresAt: z.string() }),
  }),
});
export type TImpersonateResponse = z.infer<typeof ZImpersonateResponse>;

/** `POST v1/public/impersonate/{token}/`: the link's token (256 bits, base64url). */
export const ZImpersonationTokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/) });

/** `GET v3/users/{id}/history` and `GET v3/companies/{id}/history`. */
export const ZHistoryQuery = z.object({
  'page[number]': intIn(1, 10_000).default(1),
  'page[size]': intIn(1, USER_LIST.pageSizeMax).default(USER_LIST.pageSize),
});
const ZPerson = z.object({ id: z.string(), fullName: z.string() }).nullable();
export const ZHistoryEntry = z.object({
  id: z.string(),
  type: z.literal('history'),
  attributes: z.object({
    at: z.string(),
    action: z.string(),
    /** Who made the change: the signed-in user (the impersonated one in a log-in-as session). */
    actor: ZPerson,
    /** The admin behind a log-in-as session, when there was one. */
    impersonator: ZPerson,
    changes: z.array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() })),
  }),
});
export type THistoryEntry = z.infer<typeof ZHistoryEntry>;
export const ZHistoryResponse = z.object({
  data: z.array(ZHistoryEntry),
  meta: z.object({ totalCount: z.number().int(), totalPages: z.number().int() }),
});
export type THistoryResponse = z.infer<typeof ZHistoryResponse>;
