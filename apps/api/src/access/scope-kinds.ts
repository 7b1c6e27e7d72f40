import type { Action } from '@hearth/domain';

/** Every kind of object reached through its home (find-in-scope.ts): the home's scope is the object's. */
export const HOME_KINDS = [
  'property',
  'booking',
  'payment',
  'quote',
  'event',
  'task',
  'ical-feed',
  'ical-import',
  'key',
] as const;
export type HomeKind = (typeof HOME_KINDS)[number];

/** People and partner companies, reached through the caller's own company (people-scope.ts). */
export const PEOPLE_KINDS = ['user', 'company'] as const;

/**
 * Key stores (key collection templates): shared places, not any company's, so whoever may read key stores reaches
 * every one (key-store:read); changing them is template:manage.
 */
export const STORE_KINDS = ['key-store'] as const;

/** Objects of a partner company reached through it (smartquote-scope.ts): a licensee reaches their company's. */
export const COMPANY_KINDS = ['smartquote'] as const;

/** Owner statements, reached through their home with a reach of their own (statement-scope.ts). */
export const STATEMENT_KINDS = ['statement'] as const;

/**
 * The back office's shared objects (issue 17): channels and their accounts, newsletters and documents belong to no
 * home or company, so whoever may use their page reaches every one.
 */
export const SHARED_KINDS = ['channel', 'channel-account', 'channel-listing', 'newsletter', 'document'] as const;

/** A CSV import of homes or bookings, reached through the grant of its own action (import-scope.ts). */
export const IMPORT_SCOPE_KINDS = ['import'] as const;

/** An owner as the payee of bank details (payee-scope.ts): every owner for staff and finance, an owner themself. */
export const PAYEE_KINDS = ['payee'] as const;

/** Payout batches belong to the organisation: whoever may use /payouts reaches every one. */
export const PAYOUT_KINDS = ['payout-batch'] as const;

export const SCOPE_KINDS = [
  ...HOME_KINDS,
  ...PEOPLE_KINDS,
  ...STORE_KINDS,
  ...COMPANY_KINDS,
  ...STATEMENT_KINDS,
  ...SHARED_KINDS,
  ...IMPORT_SCOPE_KINDS,
  ...PAYEE_KINDS,
  ...PAYOUT_KINDS,
] as const;
export type ScopeKind = (typeof SCOPE_KINDS)[number];

/** The permissions-table row whose grant is the reach of each kind: a home's, a user's or a company's. */
export const REACH_ACTION: Record<ScopeKind, Action> = {
  property: 'property:read',
  booking: 'property:read',
  payment: 'property:read',
  quote: 'property:read',
  event: 'property:read',
  task: 'property:read',
  'ical-feed': 'property:read',
  'ical-import': 'property:read',
  /** An assigned key through its property; an unassigned one only with `property:read` of `all` (find-in-scope.ts). */
  key: 'property:read',
  user: 'user:read',
  company: 'company:read',
  'key-store': 'key-store:read',
  smartquote: 'smartquote:read',
  statement: 'statement:read',
  channel: 'channel:manage',
  'channel-account': 'channel:manage',
  'channel-listing': 'channel:manage',
  newsletter: 'resource:list',
  document: 'resource:list',
  /** The matrix's sample is an import of homes; one of bookings is reached through `booking:import`. */
  import: 'property:create',
  payee: 'bank-account:read',
  'payout-batch': 'payout:manage',
};
