import {
  attachesCompanies,
  mayOwnProperties,
  notificationGroupsFor,
  roleCombinationProblem,
} from '@hearth/domain/access';
import {
  NOTIFICATION_DEFAULTS,
  NOTIFICATION_TOGGLES,
  NPS_MAX,
  NPS_MIN,
  USER_ERROR_CODES,
  USER_MESSAGES,
  type NotificationToggle,
  type PropertyMappingType,
  type TUserCompaniesRequest,
  type TUserPropertiesRequest,
} from '@hearth/domain/users';
import type { CreateUserBody } from '../../../api/users/create-user';
import type { AttachedCompany, AttachedProperty, UserRecord } from '../../../api/users/get-user';
import type { UpdateUserBody } from '../../../api/users/update-user';
import { isApiError } from '../../../lib/api-client';

/** What the user form holds: text as typed, the attachments as chosen (docs/product/users.md#screens 'Form fields'). */
export type UserFormValues = {
  enabled: boolean;
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  toggles: Record<NotificationToggle, boolean>;
  roles: string[];
  /** As typed: empty, or an integer from -100 to 100. */
  nps: string;
  properties: AttachedProperty[];
  company: AttachedCompany | null;
};

/** Messages by the form's field: the notification toggles' on `toggles`, the company's on `company`. */
export type UserFormErrors = Partial<Record<keyof UserFormValues, string>>;

export const initialValues = (record?: UserRecord | null): UserFormValues => {
  if (!record) {
    return {
      enabled: true,
      firstName: '',
      lastName: '',
      email: '',
      mobile: '',
      toggles: { ...NOTIFICATION_DEFAULTS },
      roles: [],
      nps: '',
      properties: [],
      company: null,
    };
  }
  const { user } = record;
  return {
    enabled: user.enabled,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    mobile: user.mobile ?? '',
    toggles: Object.fromEntries(NOTIFICATION_TOGGLES.map((key) => [key, user[key]])) as Record<
      NotificationToggle,
      boolean
    >,
    roles: [...user.roles],
    nps: user.nps === null ? '' : String(user.nps),
    properties: record.properties,
    company: record.companies[0] ?? null,
  };
};

/** The toggles the form shows for these roles: booking ones for owners and licensees, owner stays for licensees. */
export const visibleToggles = (roles: readonly string[]): NotificationToggle[] => {
  const groups = notificationGroupsFor(roles);
  return NOTIFICATION_TOGGLES.filter((key) => (key.startsWith('booking') ? groups.booking : groups.ownerStay));
};

export const mappingTypeFor = (roles: readonly string[]): PropertyMappingType =>
  mayOwnProperties(roles) ? 'owner' : 'manager';

/** The NPS as typed: null when empty, the number when valid, undefined when it is neither. */
export const parseNps = (typed: string): number | null | undefined => {
  const text = typed.trim();
  if (text === '') return null;
  if (!/^[+-]?\d{1,4}$/.test(text)) return undefined;
  const value = Number(text);
  return value >= NPS_MIN && value <= NPS_MAX ? value : undefined;
};

// A first check as you type and on Save; the API's own schema checks the body once more before the confirmation.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The spec's messages for what is missing or wrong (docs/product/users.md#rules), first rule per field. */
export const checkValues = (values: UserFormValues): UserFormErrors => {
  const errors: UserFormErrors = {};
  if (values.firstName.trim() === '') errors.firstName = USER_MESSAGES.firstNameRequired;
  if (values.lastName.trim() === '') errors.lastName = USER_MESSAGES.lastNameRequired;
  if (!EMAIL.test(values.email.trim())) errors.email = USER_MESSAGES.invalidEmail;
  const rolesProblem = roleCombinationProblem(values.roles);
  if (rolesProblem) errors.roles = rolesProblem;
  if (parseNps(values.nps) === undefined) errors.nps = USER_MESSAGES.npsInvalid;
  return errors;
};

const mobileOf = (typed: string): string | null => (typed.trim() === '' ? null : typed.trim());

/** `POST v3/users`: the form's fields, with only the toggles these roles show (the API refuses the others). */
export const toCreateRequest = (values: UserFormValues): CreateUserBody => {
  const body: CreateUserBody = {
    enabled: values.enabled,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    roles: values.roles as CreateUserBody['roles'],
  };
  const mobile = mobileOf(values.mobile);
  if (mobile !== null) body.mobile = mobile;
  const nps = parseNps(values.nps);
  if (typeof nps === 'number') body.nps = nps;
  for (const key of visibleToggles(values.roles)) body[key] = values.toggles[key];
  return body;
};

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');

/** `PATCH v3/users/{id}`: only what differs from `base`, the user as the server last answered. */
export const toUpdateRequest = (values: UserFormValues, base: UserRecord): UpdateUserBody => {
  const { user } = base;
  const body: UpdateUserBody = {};
  if (values.enabled !== user.enabled) body.enabled = values.enabled;
  if (values.firstName.trim() !== user.firstName) body.firstName = values.firstName.trim();
  if (values.lastName.trim() !== user.lastName) body.lastName = values.lastName.trim();
  if (values.email.trim().toLowerCase() !== user.email.toLowerCase()) body.email = values.email.trim();
  const mobile = mobileOf(values.mobile);
  if (mobile !== user.mobile) body.mobile = mobile;
  if (!sameSet(values.roles, user.roles)) body.roles = values.roles as UpdateUserBody['roles'];
  const nps = parseNps(values.nps);
  if (nps !== undefined && nps !== user.nps) body.nps = nps;
  for (const key of visibleToggles(values.roles)) {
    if (values.toggles[key] !== user[key]) body[key] = values.toggles[key];
  }
  return body;
};

/** What the schema check on send is given: the body of the call the save will make. */
export type UserRequest = { kind: 'create'; body: CreateUserBody } | { kind: 'update'; body: UpdateUserBody };

export type AttachmentRequest =
  { kind: 'properties'; body: TUserPropertiesRequest } | { kind: 'companies'; body: TUserCompaniesRequest };

/**
 * The mapping call the save needs, or null: a licensee's company, anyone else's properties, each sent as the whole
 * list (`fullMapping`) when it differs from `base` (a new user has none).
 */
export const attachmentRequest = (values: UserFormValues, base: UserRecord | null): AttachmentRequest | null => {
  if (attachesCompanies(values.roles)) {
    const companyIds = values.company ? [values.company.id] : [];
    const before = base?.companies.map((company) => company.id) ?? [];
    return sameSet(companyIds, before) ? null : { kind: 'companies', body: { companyIds, fullMapping: true } };
  }
  const mappingType = mappingTypeFor(values.roles);
  const propertyCodes = values.properties.map((property) => property.code);
  const before = base?.properties ?? [];
  const changed =
    !sameSet(
      propertyCodes,
      before.map((property) => property.code),
    ) || before.some((property) => property.mappingType !== null && property.mappingType !== mappingType);
  return changed ? { kind: 'properties', body: { propertyCodes, mappingType, fullMapping: true } } : null;
};

/** The form field an API attribute belongs to (a body pointer's first segment, or a schema issue's path). */
export const fieldOf = (attribute: string): keyof UserFormValues | null => {
  if ((NOTIFICATION_TOGGLES as readonly string[]).includes(attribute)) return 'toggles';
  if (attribute === 'propertyCodes' || attribute === 'mappingType') return 'properties';
  if (attribute === 'companyIds') return 'company';
  const fields: readonly string[] = ['enabled', 'firstName', 'lastName', 'email', 'mobile', 'roles', 'nps'];
  return fields.includes(attribute) ? (attribute as keyof UserFormValues) : null;
};

/** The server's messages that name a field (`source.pointer` '/email', '/roles/0'), put on that field. */
export const serverFieldErrors = (error: unknown): UserFormErrors => {
  if (!isApiError(error)) return {};
  const errors: UserFormErrors = {};
  for (const detail of error.errorDetails) {
    const match = /^\/(?:data\/attributes\/)?([A-Za-z]+)[^:]*: ([\s\S]+)$/.exec(detail);
    const field = match ? fieldOf(match[1] ?? '') : null;
    if (field && match?.[2] && !errors[field]) errors[field] = match[2];
  }
  if (error.errorCode === USER_ERROR_CODES.roleNotGrantable) errors.roles ??= error.errorMessage;
  if (error.errorCode === USER_ERROR_CODES.emailTaken) errors.email ??= error.errorMessage;
  if (error.errorCode === USER_ERROR_CODES.propertyAttached) errors.properties ??= error.errorMessage;
  if (error.errorCode === USER_ERROR_CODES.companyAssigned) errors.company ??= error.errorMessage;
  return errors;
};
