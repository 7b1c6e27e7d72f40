import type { PropertyStatus } from '@hearth/domain/properties';
import type { TRatesBulkAttributes } from '@hearth/domain/rates';

export type ChangeKind = TRatesBulkAttributes['change']['kind'];

/** 'Change many homes' as the form holds it: the amount in dollars (the API takes cents), '' while empty. */
export type BulkValues = {
  query: string;
  statuses: PropertyStatus[];
  from: string | null;
  to: string | null;
  kind: ChangeKind;
  value: number | '';
};

/**
 * The body's attributes from the form (docs/product/rates.md#bulk-edit): an amount in cents, a percentage as typed;
 * an empty filter left out (every home of the caller's). Empty days and value are sent as they are for the API's
 * schema to name.
 */
export const bulkAttributesOf = (values: BulkValues, preview: boolean): TRatesBulkAttributes =>
  ({
    homes: {
      ...(values.query.trim() ? { query: values.query.trim() } : {}),
      ...(values.statuses.length > 0 ? { statuses: values.statuses } : {}),
    },
    from: values.from ?? '',
    to: values.to ?? '',
    change: {
      kind: values.kind,
      value: values.value === '' ? undefined : values.kind === 'amount' ? Math.round(values.value * 100) : values.value,
    },
    preview,
  }) as TRatesBulkAttributes;

/** '+10 %', '−A$25' style words for the change, for the confirmation. */
export const changeText = (kind: ChangeKind, value: number): string => {
  const sign = value < 0 ? '−' : '+';
  const size = Math.abs(value).toLocaleString('en-AU', { maximumFractionDigits: 2 });
  return kind === 'percent' ? `${sign}${size} %` : `${sign}$${size} a night`;
};
