import {
  PROPERTY_MANAGER_LINK_NAME,
  PROPERTY_RECORD_TEXT,
  type RiskColour,
  type TPropertyCompliance,
} from '@hearth/domain/properties';

/** 'Long-term stays only' while this year's override is on, else 'All stays accepted' (docs/product/properties.md#screens). */
export const stayRuleOf = (compliance: Pick<TPropertyCompliance, 'currentYearOverrideActivated'>): string =>
  compliance.currentYearOverrideActivated ? PROPERTY_RECORD_TEXT.longTermOnly : PROPERTY_RECORD_TEXT.allStays;

/** The risk colours of docs/product/properties.md#fields as Mantine colours (yellow text needs the dark shade for contrast). */
export const RISK_COLOUR_SHADES: Record<RiskColour, { color: string; label: string }> = {
  green: { color: 'green', label: 'Green' },
  yellow: { color: 'yellow', label: 'Yellow' },
  orange: { color: 'orange', label: 'Orange' },
  red: { color: 'red', label: 'Red' },
};

const MANAGER_TYPES: Readonly<Record<string, string>> = {
  customer_experience: 'Account manager',
  operations: 'Operations',
  revenue: 'Revenue',
  onboarding: 'Onboarding',
};

/** A manager's type as shown: the account manager is the `customer_experience` one (docs/product/properties.md#fields). */
export const managerTypeLabel = (type: string): string =>
  MANAGER_TYPES[type] ?? type.replace(/[_-]+/g, ' ').replace(/^\w/, (first) => first.toUpperCase());

/** The external property-manager link among the resources (docs/product/properties.md#fields), and the others. */
export const splitLinks = <L extends { name: string; url: string }>(links: readonly L[]) => {
  const manager = links.find((link) => link.name.trim().toLowerCase() === PROPERTY_MANAGER_LINK_NAME.toLowerCase());
  return { manager: manager ?? null, others: links.filter((link) => link !== manager) };
};

/** Initials for an avatar without a photo: 'Sam Staff' → 'SS'. */
export const initialsOf = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');

/** 'Every night' style count text: `1 night`, `3 nights`. */
export const nightsText = (n: number): string => `${n} ${n === 1 ? 'night' : 'nights'}`;

/** A percentage without trailing zeros: 20 → '20%', 17.5 → '17.5%'. */
export const percentText = (value: number): string => `${Number(value.toFixed(2))}%`;
