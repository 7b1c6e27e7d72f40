/** Every role the product knows, as the API stores and sends it (docs/product/access.md#fields). */
export const ROLES = [
  'ROLE_ADMIN',
  'ROLE_SUPER_ADMIN',
  'ROLE_STAFF',
  'ROLE_OWNER',
  'ROLE_LICENSEE',
  'ROLE_CONTENT_CREATOR',
  'ROLE_CONFIGURATOR_CODES',
  'ROLE_CONFIGURATOR_INSTRUCTIONS',
  'ROLE_RESERVATION_MANAGER',
  'ROLE_FINANCE_MANAGER',
  'ROLE_CHANNEL_MANAGER',
  'ROLE_DEVELOPER',
  'ROLE_MARKETING',
  'ROLE_PROPERTY_EDITOR',
  'ROLE_VERIFIER',
  'ROLE_BACKEND',
  'ROLE_API',
  'ROLE_API_BACKEND',
] as const;

export type Role = (typeof ROLES)[number];

export const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);

/** Badges show the role name lowercased without the prefix (docs/product/access.md#fields). */
export const roleBadge = (role: Role): string => role.replace(/^ROLE_/, '').toLowerCase();

/** The owner role as a value: the Owner typeahead filters users by it (docs/product/access.md#calls). */
export const OWNER_ROLE: Role = 'ROLE_OWNER';
