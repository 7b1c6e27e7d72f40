import { DEFAULT_TIMEZONE, todayIn } from '@hearth/domain/dates';
import {
  SMARTQUOTE_LABELS,
  type SmartquotePropertyType,
  type SmartquoteStatus,
  type TSmartquoteResource,
} from '@hearth/domain/smartquotes';
import { paths } from '../../../config/paths';
import { formatDay } from '../../../lib/format';

export const TYPE_LABELS: Record<SmartquotePropertyType, string> = { house: 'House', apartment: 'Apartment' };
export const STATUS_LABELS: Record<SmartquoteStatus, string> = { draft: 'Draft', published: 'Published' };

/** The day an instant fell on in Sydney (docs/CONTRIBUTING.md#look), as `Mon 12 Jan 2026`. */
export const createdOnText = (instant: string): string => {
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? '' : formatDay(todayIn(DEFAULT_TIMEZONE, date));
};

export const closeByText = (day: string | null): string => (day ? formatDay(day) : '');

/** |forecast − actual| / actual as a whole percentage (issue 16 item 6). */
export const forecastErrorText = (error: number | null): string =>
  error === null ? '' : `${Math.round(error * 100)}%`;

/** Edit (docs/product/smartquotes.md#screens): a published quote opens on its overview, any other on its address step. */
export const editHref = (quote: TSmartquoteResource): string =>
  quote.attributes.status === 'published'
    ? paths.smartquoteOverview.getHref(quote.id)
    : paths.smartquoteStep.getHref(quote.id, 'address');

/** The public page of a published quote (docs/product/smartquotes.md#screens: the view icon); none for others. */
export const viewHref = (quote: TSmartquoteResource): string | null =>
  quote.attributes.status === 'published' ? quote.attributes.publicUrl : null;

export const viewLabel = (quote: TSmartquoteResource) =>
  `${SMARTQUOTE_LABELS.viewQuote}: ${quote.attributes.property.fullAddress}`;
export const editLabel = (quote: TSmartquoteResource) => `Edit quote: ${quote.attributes.property.fullAddress}`;
