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

/** What a person reads for each role in forms and records (docs/product/access.md#fields); badges keep roleBadge. */
export const ROLE_LABELS: Record<Role, string> = {
  ROLE_ADMIN: 'Admin',
  ROLE_SUPER_ADMIN: 'Super admin',
  ROLE_STAFF: 'Staff',
  ROLE_OWNER: 'Owner',
  ROLE_LICENSEE: 'Licensee',
  ROLE_CONTENT_CREATOR: 'Content creator',
  ROLE_CONFIGURATOR_CODES: 'Configurator (codes)',
  ROLE_CONFIGURATOR_INSTRUCTIONS: 'Configurator (instructions)',
  ROLE_RESERVATION_MANAGER: 'Reservation manager',
  ROLE_FINANCE_MANAGER: 'Finance manager',
  ROLE_CHANNEL_MANAGER: 'Channel manager',
  ROLE_DEVELOPER: 'Developer',
  ROLE_MARKETING: 'Marketing',
  ROLE_PROPERTY_EDITOR: 'Property editor',
  ROLE_VERIFIER: 'Verifier',
  ROLE_BACKEND: 'Back-end service',
  ROLE_API: 'API client',
  ROLE_API_BACKEND: 'API back-end service',
};

/** A role's label; a role this build does not know is shown as sent, without its prefix. */
export const roleLabel = (role: string): string =>
  isRole(role) ? ROLE_LABELS[role] : role.replace(/^ROLE_/, '').toLowerCase();

/** The owner role as a value: the Owner typeahead filters users by it (docs/product/access.md#calls). */
export const OWNER_ROLE: Role = 'ROLE_OWNER';
