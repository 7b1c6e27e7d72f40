import { hasAnyRole, isStaffOrAdmin, STAFF_ROLES, type Role } from '../access/roles';
import type { PropertyStatus } from './properties.constants';

/** Roles that may change a property's photos ('Edit Photo', spec 000 §6). */
export const PHOTO_EDITOR_ROLES: readonly Role[] = [
  'ROLE_ADMIN',
  'ROLE_SUPER_ADMIN',
  'ROLE_STAFF',
  'ROLE_CONTENT_CREATOR',
  'ROLE_PROPERTY_EDITOR',
];

/** What the property list offers a caller (spec 000 §2, §6); the API drops the same fields for owners. */
export type PropertyListAbilities = {
  /** Owners (without a broader role) get the reduced view. */
  ownerView: boolean;
  licenseeView: boolean;
  seesRiskStatus: boolean;
  seesTasks: boolean;
  canSortByTasks: boolean;
  canSortByPartner: boolean;
  canFilterByManagement: boolean;
  canFilterByPartner: boolean;
  canFilterByOwner: boolean;
  canFilterByAmenities: boolean;
  canSearchAvailability: boolean;
  canIncludeInactive: boolean;
  canEditPhotos: boolean;
  canAddProperty: boolean;
  /** Staff and admin see the list even with zero properties; others see the empty-state screen. */
  seesListWhenEmpty: boolean;
};

export const propertyListAbilities = (roles: readonly string[]): PropertyListAbilities => {
  const staff = isStaffOrAdmin(roles);
  const broader = staff || hasAnyRole(roles, ['ROLE_LICENSEE', 'ROLE_CONTENT_CREATOR', 'ROLE_PROPERTY_EDITOR']);
  const ownerView = hasAnyRole(roles, ['ROLE_OWNER']) && !broader;
  const licenseeView = hasAnyRole(roles, ['ROLE_LICENSEE']) && !staff;
  return {
    ownerView,
    licenseeView,
    seesRiskStatus: !ownerView,
    seesTasks: !ownerView,
    canSortByTasks: !ownerView,
    canSortByPartner: !licenseeView,
    canFilterByManagement: !licenseeView,
    canFilterByPartner: !ownerView && !licenseeView,
    canFilterByOwner: !ownerView,
    canFilterByAmenities: !ownerView,
    canSearchAvailability: !ownerView,
    canIncludeInactive: staff || hasAnyRole(roles, ['ROLE_CONTENT_CREATOR']),
    canEditPhotos: hasAnyRole(roles, PHOTO_EDITOR_ROLES),
    canAddProperty: licenseeView,
    seesListWhenEmpty: staff,
  };
};

/**
 * The status filter when the user has not chosen one (spec 000 §4): an availability search ("list mode", where
 * guests are placed) looks at active properties only; otherwise onboarding, active and offboarding, plus
 * inactive when 'Include Inactive' is ticked.
 */
export const defaultPropertyStatuses = (options: {
  availabilitySearch: boolean;
  includeInactive: boolean;
}): PropertyStatus[] => {
  if (options.availabilitySearch) return ['active'];
  const statuses: PropertyStatus[] = ['onboarding', 'active', 'offboarding'];
  return options.includeInactive ? [...statuses, 'inactive'] : statuses;
};

export type PillColour = 'teal' | 'red' | 'gray' | 'orange' | 'green' | 'blue';

/** Words of the status pill colour rule (spec 000 §4), checked in this order; anything else is teal. */
const PILL_WORDS: readonly (readonly [PillColour, readonly string[]])[] = [
  ['red', ['cancel', 'expired', 'fail', 'invalid', 'rejected']],
  ['gray', ['blocked', 'deactivated', 'disconnected', 'inactive']],
  ['orange', ['review', 'refund', 'received', 'unpaid', 'loading']],
  ['green', ['active', 'booked', 'connected', 'current', 'in store', 'paid', 'success', 'valid', 'verified']],
  ['blue', ['progress', 'pending', 'ready', 'requested', 'scheduled', 'in use', 'awaiting']],
];

/**
 * Colour of a status pill by the words in its label. Whole words decide, so 'inactive' is grey not green,
 * 'unpaid' orange not green, 'refunded' green (spec lists it) while 'refund' is orange.
 */
export const statusPillColour = (label: string): PillColour => {
  const text = label.toLowerCase().replace(/[_-]+/g, ' ');
  if (/\brefunded\b/.test(text)) return 'green';
  for (const [colour, words] of PILL_WORDS) {
    if (words.some((word) => new RegExp(`\\b${word}`).test(text))) return colour;
  }
  return 'teal';
};

/**
 * Who may list partner companies: everyone shown the Partner filter (it is hidden from owners and licensees).
 * Reservation managers see it and every home, so they may look up every partner's name (issue 11).
 */
export const PARTNER_LOOKUP_ROLES: readonly Role[] = [
  ...STAFF_ROLES,
  'ROLE_CONTENT_CREATOR',
  'ROLE_PROPERTY_EDITOR',
  'ROLE_RESERVATION_MANAGER',
];

/**
 * Who may use the Owner typeahead (every list user but owners; licensees see their own company's owners,
 * reservation managers every owner, as they see every home).
 */
export const OWNER_LOOKUP_ROLES: readonly Role[] = [...PARTNER_LOOKUP_ROLES, 'ROLE_LICENSEE'];
