import type { BookingTab, TBookingDocument } from '@hearth/domain/bookings';
import { ReviewCard } from '../../../components/review-card';
import { relationsOf } from '../utils/booking-relations';
import type { RecordAttributes } from '../utils/booking-record';
import { CardsTab } from './cards-tab';
import { MessagesTab } from './messages-tab';
import { NotesTab } from './notes-tab';
import { PaymentsTab } from './payments-tab';
import { PayoutTab } from './payout-tab';
import { QuotesTab } from './quotes-tab';
import { EmptyText } from './record-parts';
import { VerificationTab } from './verification-tab';

export type RecordTabPanelProps = {
  tab: Exclude<BookingTab, 'overview'>;
  bookingId: string;
  document: TBookingDocument;
  attributes: RecordAttributes;
  timeZone: string;
  productName: string;
  canAddNote: boolean;
};

/**
 * The record's tabs after the overview. This module (with the tables, the note form, the review card and the domain's
 * schemas that read the relations) loads when one of them is first shown, not with the record.
 */
export const RecordTabPanel = ({
  tab,
  bookingId,
  document,
  attributes,
  timeZone,
  productName,
  canAddNote,
}: RecordTabPanelProps) => {
  const relations = relationsOf(document);
  switch (tab) {
    case 'payments':
      return (
        <PaymentsTab bookingId={bookingId} attributes={attributes} payments={relations.payments} timeZone={timeZone} />
      );
    case 'payout':
      return <PayoutTab attributes={attributes} />;
    case 'quotes':
      return <QuotesTab quotes={relations.quotes} currentQuoteId={attributes.currentQuoteId} timeZone={timeZone} />;
    case 'notes':
      return <NotesTab bookingId={bookingId} notes={relations.notes} canAdd={canAddNote} timeZone={timeZone} />;
    case 'messages':
      return <MessagesTab messages={relations.messages} guestName={attributes.guest.fullName} timeZone={timeZone} />;
    case 'review':
      return relations.review ? (
        <ReviewCard review={relations.review} productName={productName} timeZone={timeZone} />
      ) : (
        <EmptyText>No review yet</EmptyText>
      );
    case 'verification':
      return <VerificationTab verification={attributes.verification} timeZone={timeZone} />;
    case 'cards':
      return <CardsTab cards={relations.cards} />;
  }
};
