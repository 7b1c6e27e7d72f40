// The API runs under tsx from the repository root, where no tsconfig says how to compile JSX: each template says so.
/** @jsxRuntime automatic @jsxImportSource react */
import type { ReactElement } from 'react';
import { daysBetween, moneyText, paymentTypeLabel, todayIn } from '@hearth/domain';
import type { PaymentRow, Stay } from './guest-mail.queries';
import type { MailBrand } from './mail-brand';
import { Block, Facts, MailLayout, Paragraph } from './mail-layout';
import { guestsText, homeTime, mailDay, mailInstant, nightsText } from './mail-words';

/*
 * The five guest mails (docs/product/guest-mail.md#mails): each is a subject and one React Email tree, rendered to the
 * HTML part and, from that HTML, the plain-text part. Words only; the sending and its record are send-guest-mail.ts.
 */

export type GuestMailDraft = { subject: string; element: ReactElement };

const METHOD_LABELS: Record<string, string> = {
  card: 'Card',
  'bank-transfer': 'Bank transfer',
  cash: 'Cash',
  cheque: 'Cheque',
  other: 'Other',
};

const hello = (stay: Stay) => (stay.booking.guestName?.trim() ? `Hi ${stay.booking.guestName.trim()},` : 'Hello,');
const footerOf = (stay: Stay) => `This email is about booking ${stay.booking.longCode} at ${stay.home.name}.`;
const amount = (stay: Stay, cents: number) => moneyText(cents, stay.booking.currency);
const checkInLine = (stay: Stay) =>
  `${mailDay(stay.booking.checkIn)} from ${homeTime(stay.home.checkInTime, stay.home.timezone)}`;
const checkOutLine = (stay: Stay) =>
  `${mailDay(stay.booking.checkOut)} by ${homeTime(stay.home.checkOutTime, stay.home.timezone)}`;

const charges = (stay: Stay) => stay.payments.filter((p) => !p.isRefund);

/** 'Accommodation: A$600.00, due Fri 12 Dec 2026' or '..., paid'. */
const chargeLine = (stay: Stay, p: PaymentRow) => {
  const what = `${paymentTypeLabel(p.paymentType)}: ${amount(stay, p.amountCents)}`;
  const refundable = p.paymentType === 'bond' ? ' (refundable)' : '';
  if (p.status === 'paid') return `${what}${refundable}, paid`;
  return `${what}${refundable}${p.dueOn ? `, due ${mailDay(p.dueOn)}` : ''}`;
};

/** Payments still owed: unpaid charges (a charge no longer due turned `failed` when cancelled). */
const stillDue = (stay: Stay) => charges(stay).filter((p) => p.status === 'unpaid');

const stayFacts = (stay: Stay): [string, string][] => [
  ['Booking reference', stay.booking.longCode],
  ['Home', stay.home.name],
  ['Address', stay.home.address],
  ['Check-in', checkInLine(stay)],
  ['Check-out', checkOutLine(stay)],
  ['Guests', guestsText(stay.booking.adults, stay.booking.children)],
];

/** On a booking made in Hearth for a guest: the stay, its total and its payment schedule. */
export const bookingConfirmedMail = (stay: Stay, brand: MailBrand, checkInMailDays: number): GuestMailDraft => {
  const nights = daysBetween(stay.booking.checkIn, stay.booking.checkOut);
  const schedule = charges(stay).map((p) => chargeLine(stay, p));
  return {
    subject: `Booking confirmed: ${stay.home.name}, ${mailDay(stay.booking.checkIn)}`,
    element: (
      <MailLayout
        brand={brand}
        preview={`${nightsText(nights)} at ${stay.home.name} from ${mailDay(stay.booking.checkIn)}`}
        heading="Your stay is booked"
        footer={footerOf(stay)}
      >
        <Paragraph>{hello(stay)}</Paragraph>
        <Paragraph>{`Thank you for booking ${stay.home.name}. Here are the details of your stay.`}</Paragraph>
        <Facts
          rows={[...stayFacts(stay), ['Total', `${amount(stay, stay.booking.totalCents)} for ${nightsText(nights)}`]]}
        />
        {schedule.length > 0 ? <Block title="Payments" lines={schedule} /> : null}
        <Paragraph>
          {`We will email your check-in instructions ${checkInMailDays === 1 ? 'the day' : `${checkInMailDays} days`} before you arrive.`}
        </Paragraph>
      </MailLayout>
    ),
  };
};

/** Asking the guest to pay one payment, with the link to the payment page. */
export const paymentRequestMail = (
  stay: Stay,
  brand: MailBrand,
  request: { paymentType: string; amountCents: number; url: string; expiresAt: Date },
): GuestMailDraft => {
  const sum = amount(stay, request.amountCents);
  const what = paymentTypeLabel(request.paymentType).toLowerCase();
  return {
    subject: `Please pay ${sum} for ${stay.home.name}`,
    element: (
      <MailLayout
        brand={brand}
        preview={`Your ${what} of ${sum} is ready to pay`}
        heading={`Your ${what} of ${sum} is ready to pay`}
        action={{ label: `Pay ${sum}`, url: request.url }}
        footer={footerOf(stay)}
      >
        <Paragraph>{hello(stay)}</Paragraph>
        <Paragraph>
          {`Your ${what} of ${sum} for ${stay.home.name} (arriving ${mailDay(stay.booking.checkIn)}) is ready to pay. Pay securely on the payment page: the link works until ${mailInstant(request.expiresAt, stay.home.timezone)}.`}
        </Paragraph>
      </MailLayout>
    ),
  };
};

/** A receipt once a payment is paid: what came in, how, and what is still due. */
export const paymentReceivedMail = (stay: Stay, brand: MailBrand, payment: PaymentRow): GuestMailDraft => {
  const sum = amount(stay, payment.amountCents);
  const due = stillDue(stay);
  const paidOn = payment.paidAt ? mailDay(todayIn(stay.home.timezone, payment.paidAt)) : null;
  return {
    subject: `Payment received: ${sum} for ${stay.home.name}`,
    element: (
      <MailLayout
        brand={brand}
        preview={`Thank you: we received ${sum}`}
        heading="Payment received"
        footer={footerOf(stay)}
      >
        <Paragraph>{hello(stay)}</Paragraph>
        <Paragraph>{`Thank you: we received your payment for ${stay.home.name}.`}</Paragraph>
        <Facts
          rows={[
            ['Amount', sum],
            ['For', paymentTypeLabel(payment.paymentType)],
            ...(payment.method
              ? [['Paid by', METHOD_LABELS[payment.method] ?? payment.method] as [string, string]]
              : []),
            ...(paidOn ? [['Paid on', paidOn] as [string, string]] : []),
            ['Booking reference', stay.booking.longCode],
          ]}
        />
        {due.length > 0 ? (
          <Block
            title={`Still to pay: ${amount(
              stay,
              due.reduce((sumDue, p) => sumDue + p.amountCents, 0),
            )}`}
            lines={due.map((p) => chargeLine(stay, p))}
          />
        ) : (
          <Paragraph>Nothing more is due for this stay.</Paragraph>
        )}
      </MailLayout>
    ),
  };
};

/** What happens to the money: nothing paid, refunded, or a refund on its way (through Stripe or sent by hand). */
const refundWords = (stay: Stay): string[] => {
  const refunds = stay.payments.filter((p) => p.isRefund && p.status !== 'failed');
  if (refunds.length === 0) {
    return charges(stay).some((p) => p.status === 'paid')
      ? ['No refund is due under the cancellation policy.']
      : ['Nothing was paid for this booking, so nothing is refunded.'];
  }
  const total = amount(
    stay,
    refunds.reduce((sum, p) => sum + p.amountCents, 0),
  );
  if (refunds.every((p) => p.status === 'refunded')) return [`Your refund of ${total} has been sent.`];
  const paidBy = new Map(stay.payments.map((p) => [p.id, p]));
  const byCard = refunds.every((p) => p.providerRef !== null || paidBy.get(p.refundOfId ?? '')?.providerRef);
  if (byCard) {
    return [
      `Your refund of ${total} is on its way to the card you paid with.`,
      'Banks usually show a refund within 5 to 10 business days.',
    ];
  }
  const byTransfer = refunds.every((p) => paidBy.get(p.refundOfId ?? '')?.method === 'bank-transfer');
  return [
    `Your refund of ${total} is on its way: we are sending it back the way you paid.`,
    ...(byTransfer ? ['A bank transfer usually arrives within a few business days.'] : []),
  ];
};

/** On cancelling: the fee kept, the refund and whether it has moved yet. */
export const bookingCancelledMail = (stay: Stay, brand: MailBrand): GuestMailDraft => {
  const fee = stay.booking.cancellationFeeCents ?? 0;
  const refunded = (type: string) =>
    stay.payments
      .filter((p) => p.isRefund && p.paymentType === type && p.status !== 'failed')
      .reduce((sum, p) => sum + p.amountCents, 0);
  const refund = refunded('refund');
  const bond = refunded('bond');
  return {
    subject: `Booking cancelled: ${stay.home.name}, ${mailDay(stay.booking.checkIn)}`,
    element: (
      <MailLayout
        brand={brand}
        preview={`Your stay at ${stay.home.name} from ${mailDay(stay.booking.checkIn)} is cancelled`}
        heading="Your booking is cancelled"
        footer={footerOf(stay)}
      >
        <Paragraph>{hello(stay)}</Paragraph>
        <Paragraph>
          {`Your stay at ${stay.home.name} from ${mailDay(stay.booking.checkIn)} to ${mailDay(stay.booking.checkOut)} (booking ${stay.booking.longCode}) is cancelled.`}
        </Paragraph>
        <Facts
          rows={[
            ['Cancellation fee kept', amount(stay, fee)],
            ['Refund', amount(stay, refund)],
            ...(bond > 0 ? [['Security deposit returned', amount(stay, bond)] as [string, string]] : []),
          ]}
        />
        {refundWords(stay).map((line) => (
          <Paragraph key={line}>{line}</Paragraph>
        ))}
        <Paragraph>No further payments are due.</Paragraph>
      </MailLayout>
    ),
  };
};

/** The home's check-in instructions, address and times, a set number of days before arrival. */
export const checkInMail = (stay: Stay, brand: MailBrand): GuestMailDraft => ({
  subject: `Check-in instructions: ${stay.home.name}, ${mailDay(stay.booking.checkIn)}`,
  element: (
    <MailLayout
      brand={brand}
      preview={`How to get into ${stay.home.name} on ${mailDay(stay.booking.checkIn)}`}
      heading={`Getting into ${stay.home.name}`}
      footer={footerOf(stay)}
    >
      <Paragraph>{hello(stay)}</Paragraph>
      <Paragraph>{`Your stay at ${stay.home.name} starts ${mailDay(stay.booking.checkIn)}. Here is how to get in.`}</Paragraph>
      <Facts
        rows={[
          ['Address', stay.home.address],
          ['Check-in', checkInLine(stay)],
          ['Check-out', checkOutLine(stay)],
          ['Booking reference', stay.booking.longCode],
        ]}
      />
      {stay.home.instructions ? (
        <Block title="Check-in instructions" lines={stay.home.instructions.split(/\r?\n/).filter((l) => l.trim())} />
      ) : (
        <Paragraph>We will send you how to get in before you arrive.</Paragraph>
      )}
    </MailLayout>
  ),
});
