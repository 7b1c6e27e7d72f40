import { can, type PermissionCaller } from '../access/permissions';
import type { PropertyStatus } from './properties.constants';

/** What the property list offers a caller (docs/product/properties.md#screens, #who-uses-it); the API drops the same fields for owners. */
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
  canAddProperty: boolean;
  /** Staff and admin see the list even with zero properties; others see the empty-state screen. */
  seesListWhenEmpty: boolean;
};

/** The list's controls for a caller, read from the permissions table's property-list rows. */
export const propertyListAbilities = (caller: PermissionCaller): PropertyListAbilities => {
  const ownerView = can(caller, 'property:list-owner-view');
  const licenseeView = can(caller, 'property:list-licensee-view');
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
    canIncludeInactive: can(caller, 'property:include-inactive'),
    canAddProperty: licenseeView,
    seesListWhenEmpty: can(caller, 'property:list-when-empty'),
  };
};

/**
 * The status filter when the user has not chosen one (docs/product/properties.md#states): an availability search ("list mode", where
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

/** Words of the status pill colour rule (docs/product/display.md#rules), checked in this order; anything else is teal. */
export const PILL_WORDS: readonly (readonly [PillColour, readonly string[]])[] = [
  ['red', ['cancel', 'expired', 'fail', 'invalid', 'rejected']],
  // 'draft' and 'published' are SmartQuote's (issue 16), beyond the words of docs/product/properties.md#states.
  ['gray', ['blocked', 'deactivated', 'disconnected', 'inactive', 'draft']],
  ['orange', ['review', 'refund', 'received', 'unpaid', 'loading']],
  [
    'green',
    ['active', 'booked', 'connected', 'current', 'in store', 'paid', 'published', 'success', 'valid', 'verified'],
  ],
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
