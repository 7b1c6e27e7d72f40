import { BOOKING_TABS, type BookingTab, type TBookingDocument } from '@hearth/domain/bookings';
import type {
  ZBookingCard,
  ZBookingNote,
  ZBookingVerification,
  ZPayment,
  ZPayoutSummary,
  ZQuoteAttributes,
} from '@hearth/domain/bookings';
import * as z from 'zod/mini';

// What the header and the overview read. The other tabs' relations are read with the domain's schemas (zod, not
// zod/mini) in booking-relations.ts, which loads with those tabs: none of it is needed to draw the record first.

export type BookingAttributes = TBookingDocument['data']['attributes'];
export type TPayment = z.output<typeof ZPayment>;
export type TBookingNote = z.output<typeof ZBookingNote> & { id: string };
export type TBookingCard = z.output<typeof ZBookingCard> & { id: string };
export type TBookingVerification = z.output<typeof ZBookingVerification>;
export type TPayoutSummary = z.output<typeof ZPayoutSummary>;
export type TQuoteItem = { id: string; attributes: z.output<typeof ZQuoteAttributes> };

/**
 * A booking's attributes as the record reads them. Money, verification and cancellation fields are absent when the
 * caller may not read them (the API's presenter leaves them out), so a tab or section shows only when its field is
 * there.
 */
export type RecordAttributes = BookingAttributes;

export const TAB_LABELS: Record<BookingTab, string> = {
  overview: 'Overview',
  payments: 'Payments',
  payout: 'Payout',
  quotes: 'Quotes',
  notes: 'Notes',
  messages: 'Messages',
  review: 'Review',
  verification: 'Verification',
  cards: 'Cards',
};

/** The header's relation: the property's name and code. */
export const HEADER_INCLUDE = ['property'] as const;

/** The relations each tab reads; a tab asks for its own and the header's, nothing more. */
export const TAB_INCLUDE: Record<BookingTab, readonly string[]> = {
  overview: ['merchant', 'merchant.platform', 'resources'],
  payments: ['payments'],
  payout: [],
  quotes: ['quotes'],
  notes: ['notes'],
  messages: ['messages'],
  review: ['review'],
  verification: [],
  cards: ['cards'],
};

export const includeFor = (tab: BookingTab): readonly string[] => [...HEADER_INCLUDE, ...TAB_INCLUDE[tab]];

export const isBookingTab = (value: string): value is BookingTab => (BOOKING_TABS as readonly string[]).includes(value);

/**
 * The tabs this caller has data for, in BOOKING_TABS order. Money and verification show when the API sent their
 * fields (it leaves out what the caller may not read); notes and messages are relations, so their permission decides.
 */
export const availableTabs = (
  attributes: RecordAttributes,
  abilities: { readNotes: boolean; readMessages: boolean },
): BookingTab[] =>
  BOOKING_TABS.filter((tab) => {
    switch (tab) {
      case 'payments':
      case 'cards':
        return attributes.paymentSummary !== undefined;
      case 'payout':
        return (
          attributes.payout !== undefined ||
          attributes.payoutSummary !== undefined ||
          attributes.payoutBreakdown !== undefined
        );
      case 'quotes':
        return attributes.currentQuoteId !== undefined;
      case 'notes':
        return abilities.readNotes;
      case 'messages':
        return abilities.readMessages;
      case 'verification':
        return attributes.verification !== undefined;
      default:
        return true;
    }
  });

type Included = NonNullable<TBookingDocument['included']>[number];

/** The included resources of one type whose attributes read as `schema`; a malformed one is left out. */
export const includedOf = <T>(
  document: TBookingDocument,
  type: string,
  schema: { safeParse: (value: unknown) => { success: true; data: T } | { success: false } },
): { id: string; attributes: T }[] =>
  (document.included ?? [])
    .filter((item: Included) => item.type === type)
    .flatMap((item) => {
      const parsed = schema.safeParse(item.attributes);
      return parsed.success ? [{ id: item.id, attributes: parsed.data }] : [];
    });

const ZResource = z.object({ name: z.string(), url: z.string() });
const ZMerchant = z.object({ name: z.string(), platform: z.nullish(z.string()) });
const ZProperty = z.object({
  name: z.string(),
  code: z.nullish(z.string()),
  timezone: z.nullish(z.string()),
  address: z.nullish(z.object({ full: z.nullish(z.string()) })),
});

export type TResourceLink = z.output<typeof ZResource> & { id: string };
export type TRecordProperty = z.output<typeof ZProperty> & { id: string };

/** The relations the header (the home) and the overview (merchant account, resources) read, typed. */
export const recordRelationsOf = (document: TBookingDocument) => {
  const resources: TResourceLink[] = includedOf(document, 'resource', ZResource).map(({ id, attributes }) => ({
    id,
    ...attributes,
  }));
  const [property] = includedOf(document, 'property', ZProperty).map(({ id, attributes }) => ({ id, ...attributes }));
  const [merchant] = includedOf(document, 'merchant', ZMerchant).map(({ attributes }) => attributes);
  return { property, merchant, resources };
};

export type RecordRelations = ReturnType<typeof recordRelationsOf>;

/** A word of the API ('BOOKED', 'id-document', 'in_progress') as people read it: 'Booked', 'Id document', 'In progress'. */
export const wordOf = (value: string): string => {
  const text = value.replace(/[_-]+/g, ' ').toLowerCase();
  return text.charAt(0).toUpperCase() + text.slice(1);
};

export { channelName as channelNameOf } from '../../../lib/review-display';
