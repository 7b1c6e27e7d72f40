import { BRAND_COLOUR_PATTERN, COMPANY_LIST, COMPANY_MESSAGES } from '@hearth/domain/companies';

/*
 * The settings forms' checks, by hand with the domain's patterns, limits and messages: the company page's first load
 * carries no zod (the API checks the same body with ZCompanySettingsRequest).
 */

/** 3 or 6 hex digits with an optional '#' (docs/product/companies.md#rules), else the spec's message. */
export const brandColourProblem = (value: string): string | null =>
  BRAND_COLOUR_PATTERN.test(value.trim()) ? null : COMPANY_MESSAGES.brandColourInvalid;

/** The fee as typed in a NumberInput ('' when empty): required, 1 to 100 (its decimalScale keeps two decimals). */
export const feeProblem = (value: number | string): string | null => {
  if (value === '') return COMPANY_MESSAGES.feeRequired;
  const fee = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(fee)) return COMPANY_MESSAGES.feeRequired;
  if (fee < COMPANY_LIST.feeMin) return COMPANY_MESSAGES.feeMin;
  if (fee > COMPANY_LIST.feeMax) return COMPANY_MESSAGES.feeMax;
  return null;
};

/** The LTR management fee as a percentage: 12 → '12%', 12.5 → '12.5%' (docs/product/companies.md#screens, #limits). */
export const formatFee = (fee: number | null): string => (fee === null ? 'Not set' : `${Number(fee.toFixed(2))}%`);
