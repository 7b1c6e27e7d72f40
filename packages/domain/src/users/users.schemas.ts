import { z } from 'zod';
import { ROLES } from '../access/roles';
import { csvOf, intIn } from '../api/params.schemas';
import { PROPERTY_LIST } from '../properties/properties.constants';
import {
  MOBILE_MAX,
  NAME_MAX,
  NOTIFICATION_TOGGLES,
  USER_MESSAGES,
  USER_INCLUDES,
  USER_LIST,
  USER_SORTS,
  type UserInclude,
} from './users.constants';

export const ZPropertyStatus = z.object({
  count: z.number().int(),
  first: z.string().nullable(),
  /** The only home is still onboarding: an owner's first sign-in lands on its onboarding progress. */
  firstOnboarding: z.boolean().optional(),
});

const notificationShape = Object.fromEntries(NOTIFICATION_TOGGLES.map((key) => [key, z.boolean()])) as Record<
  (typeof NOTIFICATION_TOGGLES)[number],
  z.ZodBoolean
>;

/** The signed-in user as `ping`, `auth` and `users/me` present it (docs/product/users.md#fields). */
export const ZSessionUserAttributes = z.object({
  code: z.string(),
  fullName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
  enabled: z.boolean(),
  canUpdate: z.boolean(),
  roles: z.array(z.string()),
  otpEnabled: z.boolean(),
  nps: z.number().int().nullable(),
  lastLoginAt: z.string().nullable(),
  companyId: z.string().nullable(),
  propertyStatus: ZPropertyStatus,
  ...notificationShape,
});
export type TSessionUserAttributes = z.infer<typeof ZSessionUserAttributes>;

export const ZUserResource = z.object({
  id: z.string(),
  type: z.literal('users'),
  attributes: ZSessionUserAttributes,
});

export const ZIncludedResource = z.object({
  id: z.string(),
  type: z.string(),
  attributes: z.record(z.string(), z.unknown()),
});

export const ZSessionUserDocument = z.object({
  data: z.object({
    id: z.string(),
    type: z.string(),
    attributes: z.object({ impersonated: z.boolean() }),
  }),
  included: z.array(z.union([ZUserResource, ZIncludedResource])),
});
export type TSessionUserDocument = z.infer<typeof ZSessionUserDocument>;

export const ZUserDocument = z.object({
  data: ZUserResource,
  included: z.array(ZIncludedResource).optional(),
  /** After asking for a new sign-in email: where the confirm link went (the email itself has not changed yet). */
  meta: z.object({ pendingEmail: z.string() }).optional(),
});

/** `POST v1/public/email-change/{token}/`: the sign-in email the link set. */
export const ZEmailChangeResponse = z.object({ data: z.object({ email: z.string() }) });
export type TEmailChangeResponse = z.infer<typeof ZEmailChangeResponse>;
export type TUserDocument = z.infer<typeof ZUserDocument>;

export const optionalMobile = z
  .string()
  .trim()
  .max(MOBILE_MAX, USER_MESSAGES.mobileInvalid)
  .regex(/^[+\d][\d\s()-]*$|^$/, USER_MESSAGES.mobileInvalid)
  .nullable()
  .optional();

/** `PATCH v3/users/me`: the settings form; `otp` is sent when the two-step screen retries it. */
export const ZFirstName = z
  .string()
  .trim()
  .min(1, USER_MESSAGES.firstNameRequired)
  .max(NAME_MAX, USER_MESSAGES.nameTooLong);
export const ZLastName = z
  .string()
  .trim()
  .min(1, USER_MESSAGES.lastNameRequired)
  .max(NAME_MAX, USER_MESSAGES.nameTooLong);
export const ZUserEmail = z
  .string()
  .trim()
  .max(254, USER_MESSAGES.invalidEmail)
  .pipe(z.email({ error: USER_MESSAGES.invalidEmail }))
  .transform((v) => v.toLowerCase());

export const ZUpdateMeRequest = z
  .object({
    firstName: ZFirstName,
    lastName: ZLastName,
    email: ZUserEmail.optional(),
    /** Needed to ask for a new sign-in email (not kept, not logged). */
    currentPassword: z.string().max(128).optional(),
    mobile: optionalMobile,
    otp: z
      .string()
      .trim()
      .regex(/^\d{6}$/, 'Enter a valid code')
      .optional(),
    ...(Object.fromEntries(NOTIFICATION_TOGGLES.map((key) => [key, z.boolean().optional()])) as Record<
      (typeof NOTIFICATION_TOGGLES)[number],
      z.ZodOptional<z.ZodBoolean>
    >),
  })
  .strict();
export type TUpdateMeRequest = z.infer<typeof ZUpdateMeRequest>;

/** `GET v3/users` as the owner typeahead uses it (User for list use: id, fullName, role). */
export const ZUserListQuery = z.object({
  'page[number]': intIn(1, PROPERTY_LIST.pageNumberMax).default(1),
  'page[size]': intIn(1, USER_LIST.pageSizeMax).default(USER_LIST.pageSize),
  /** Name and, for those who list every user, email. */
  search: z.string().trim().max(100).optional(),
  sort: z.enum(USER_SORTS).optional(),
  'filters[role]': z.enum(ROLES).optional(),
  /** Names for chosen ids (a copied link's Owner filter). */
  'filters[ids]': csvOf(z.uuid()).optional(),
});
/** `GET v3/users` as a client sends it. */
export type TUserListParams = z.input<typeof ZUserListQuery>;
export const ZUserListItem = z.object({
  id: z.string(),
  type: z.literal('users'),
  /**
   * `roles` only with `property:read-owner-contacts` (staff, admin, licensees); absent for other lookups. The rest
   * only for those who list every user (the /users table), each row judged for this viewer.
   */
  attributes: z.object({
    fullName: z.string(),
    role: z.string(),
    roles: z.array(z.string()).optional(),
    code: z.string().optional(),
    email: z.string().optional(),
    enabled: z.boolean().optional(),
    canUpdate: z.boolean().optional(),
    canImpersonate: z.boolean().optional(),
  }),
});
export type TUserListItem = z.infer<typeof ZUserListItem>;
export const ZUserListResponse = z.object({
  data: z.array(ZUserListItem),
  meta: z.object({ totalCount: z.number().int(), totalPages: z.number().int() }),
});
export type TUserListResponse = z.infer<typeof ZUserListResponse>;

/** `GET v3/ping?include=user`. */
export const ZPingQuery = z.object({ include: z.literal('user').optional() });

/** `GET|PATCH v3/users/me?include=`: unknown relations are refused. */
export const ZUserIncludeQuery = z.object({
  include: z
    .string()
    .max(200)
    .optional()
    .transform((value, ctx) => {
      const parts = (value ?? '')
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean);
      const unknown = parts.filter((p) => !(USER_INCLUDES as readonly string[]).includes(p));
      if (unknown.length > 0) {
        ctx.addIssue({ code: 'custom', message: `Unknown include: ${unknown.join(', ')}` });
        return z.NEVER;
      }
      return parts as UserInclude[];
    }),
});
