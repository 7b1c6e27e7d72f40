import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deterministicUuidSql } from '../deterministic-id';
import { demoMerchantChoiceSql } from '../demo-merchants';

/**
 * What a booking carries beyond its nights (docs/product/bookings.md#fields): guest and booker contacts, payments, quotes (some
 * with a base quote they replaced), staff notes, guest messages and reviews of past stays. Set-based SQL over
 * every booking of the portfolio, so the scale seed pays seconds, not minutes; each choice hashes the booking
 * id, so the same rows come out on every machine.
 */
export const seedBookingDetails = async (db: Db, options: { today: string }): Promise<void> => {
  const today = sql`${options.today}::date`;
  // A stable number 0-99 per booking and purpose.
  const roll = (purpose: string) => sql.raw(`(abs(hashtext(b.id::text || '${purpose}')) % 100)`);
  // A booking's current quote and the base quote it replaced (when re-quoted), by the booking id.
  const quoteId = deterministicUuidSql(sql`'quote:' || b.id::text`);
  const baseQuoteId = deterministicUuidSql(sql`'base-quote:' || b.id::text`);

  await db.execute(sql`
    update bookings b set
      guest_email = case when b.status = 'BLOCKED' then null
        else lower(regexp_replace(coalesce(b.guest_name, 'guest'), '[^A-Za-z]+', '.', 'g')) || '@example.com' end,
      guest_phone = case when b.status = 'BLOCKED' then null
        else (case b.currency when 'NZD' then '+64 21 ' else '+61 4' end) || lpad((abs(hashtext(b.id::text)) % 100000000)::text, 8, '0') end,
      booker_name = b.guest_name,
      booker_email = case when b.status = 'BLOCKED' then null
        else lower(regexp_replace(coalesce(b.guest_name, 'guest'), '[^A-Za-z]+', '.', 'g')) || '@example.com' end,
      created_by_type = case when b.status = 'BLOCKED' then 'owner' when b.channel = 'hearth' then 'staff' else 'guest' end,
      cleaning_required = b.status <> 'BLOCKED' or ${roll('clean')} < 60,
      has_early_eta = ${roll('eta')} < 10,
      has_late_etd = ${roll('etd')} < 8,
      external_source = case b.channel when 'airbnb' then 'airbnb' when 'booking-com' then 'booking.com' when 'vrbo' then 'vrbo' end,
      cancellation_policy = case when b.channel = 'airbnb' then 'moderate' when ${roll('policy')} < 50 then 'flexible' else 'strict' end,
      management_fee_percentage = case when ${roll('fee')} < 70 then 20 when ${roll('fee')} < 90 then 17.5 else 22 end,
      merchant_account_id = case when b.status = 'BLOCKED' then null else merchant.id end,
      merchant_name = case when b.status = 'BLOCKED' then null else merchant.name end,
      merchant_platform = case when b.status = 'BLOCKED' then null when b.channel = 'hearth' then 'stripe' else b.channel end
    from ${demoMerchantChoiceSql} as merchant
    where merchant.property_id = b.property_id and merchant.currency = b.currency`);

  // Quotes: every guest booking has its current quote; one in seven was re-quoted, so its quote has a base quote.
  // A quote adds up as one made in Hearth does (price-breakdown.ts): the nights (the booking's summed rates) plus
  // the cleaning fee make the total, the fee is taken on the nights, and the owner gets the nights less the fee.
  const cleaning = sql`(8000 + 2500 * p.bedrooms)`;
  const quoteValues = (nights: SQL) => sql`
    ${nights}, ${cleaning},
    jsonb_build_array(jsonb_build_object('type', 'cleaning', 'label', 'Cleaning fee', 'amount', ${cleaning})),
    ${nights} + ${cleaning}, round(${nights} * b.management_fee_percentage / 100),
    ${nights} - round(${nights} * b.management_fee_percentage / 100)`;
  await db.execute(sql`
    insert into quotes (id, booking_id, base_quote_id, nights, accommodation_cents, cleaning_fee_cents, fees,
      total_cents, management_fee_cents, owner_payout_cents, currency, created_at)
    select ${baseQuoteId}, b.id, null, b.check_out - b.check_in, ${quoteValues(sql`round(b.total_cents * 0.94)`)},
      b.currency, b.booked_at - interval '2 days'
    from bookings b join properties p on p.id = b.property_id
    where b.status <> 'BLOCKED' and ${roll('requote')} < 14`);
  await db.execute(sql`
    insert into quotes (id, booking_id, base_quote_id, nights, accommodation_cents, cleaning_fee_cents, fees,
      total_cents, management_fee_cents, owner_payout_cents, currency, created_at)
    select ${quoteId}, b.id,
      case when ${roll('requote')} < 14 then ${baseQuoteId} end,
      b.check_out - b.check_in, ${quoteValues(sql`b.total_cents`)}, b.currency, b.booked_at
    from bookings b join properties p on p.id = b.property_id
    where b.status <> 'BLOCKED'`);
  // The booking's total is its current quote's: what the record's payments add up to.
  await db.execute(sql`update bookings b set total_cents = q.total_cents from quotes q where q.id = ${quoteId}`);

  // Payments: a 30% deposit when booked, the balance 14 days before arrival (unpaid while that is ahead, or
  // overdue for a few), a refund for cancelled stays, and the odd failed card.
  await db.execute(sql`
    insert into booking_payments (booking_id, amount_cents, due_on, paid_at, payment_type, status, method,
      is_three_d_secure, refundable_cents, receipt_url, is_refund, error_description)
    select b.id, round(q.total_cents * 0.3), b.booked_at::date, b.booked_at, 'deposit', 'paid', 'card',
      ${roll('3ds')} < 40, round(q.total_cents * 0.3), 'https://pay.hearth.au/receipts/' || md5(b.id::text || 'r1'), false, null
    from bookings b join quotes q on q.id = ${quoteId}
    where b.channel = 'hearth' or b.status = 'REQUESTED'
    union all
    select b.id, q.total_cents - round(q.total_cents * 0.3), b.check_in - 14,
      case when b.check_in - 14 <= ${today} and ${roll('overdue')} >= 6 then (b.check_in - 14)::timestamptz end,
      'accommodation',
      case when b.check_in - 14 > ${today} then 'unpaid' when ${roll('overdue')} < 3 then 'failed'
        when ${roll('overdue')} < 6 then 'unpaid' else 'paid' end,
      'card', false, 0, null, false,
      case when b.check_in - 14 <= ${today} and ${roll('overdue')} < 3 then 'Card declined: insufficient funds' end
    from bookings b join quotes q on q.id = ${quoteId}
    where b.channel = 'hearth' or b.status = 'REQUESTED'
    union all
    select b.id, round(q.total_cents * 0.3), null, b.cancelled_at, 'refund', 'refunded', 'card', false, 0, null, true, null
    from bookings b join quotes q on q.id = ${quoteId}
    where b.status = 'CANCELLED' and b.channel = 'hearth'`);
  // What was received can be given back (docs/product/payments.md#refunds); a cancelled stay's refund came from it.
  await db.execute(sql`
    update booking_payments p set refundable_cents = p.amount_cents
    from bookings b
    where b.id = p.booking_id and p.status = 'paid' and not p.is_refund and b.status <> 'CANCELLED'`);

  await db.execute(sql`
    insert into booking_notes (booking_id, content, author, tag, created_at)
    select b.id,
      (array['Guest asked for an early check-in; cleaner confirmed 1 pm.', 'Cot and high chair requested.',
        'Arriving late: lockbox code sent by SMS.', 'Repeat guest: leave a welcome pack.',
        'Parking for two cars confirmed with the owner.', 'Guest reported the wifi slow; router restarted remotely.'])
        [1 + abs(hashtext(b.id::text || 'note')) % 6],
      (array['Sam Staff', 'Stacey Staff', 'Reservations team'])[1 + abs(hashtext(b.id::text || 'author')) % 3],
      (array['arrival', 'guest', 'maintenance', null])[1 + abs(hashtext(b.id::text || 'tag')) % 4],
      b.booked_at + interval '1 day'
    from bookings b where b.status <> 'BLOCKED' and ${roll('note')} < 12`);

  await db.execute(sql`
    insert into booking_messages (booking_id, sender, body, sent_at)
    select b.id, coalesce(b.guest_name, 'Guest'), 'Hi! Is there somewhere to leave our bags if we arrive early?',
      b.booked_at + interval '3 days'
    from bookings b where b.status in ('BOOKED', 'REQUESTED') and ${roll('message')} < 20
    union all
    select b.id, 'Hearth', 'Welcome! You can leave bags in the garage from 10 am; the code is in your arrival guide.',
      b.booked_at + interval '3 days 2 hours'
    from bookings b where b.status in ('BOOKED', 'REQUESTED') and ${roll('message')} < 20`);

  await db.execute(sql`
    insert into booking_reviews (booking_id, reviewed_at, rating, sub_ratings, comments, response, responded_at)
    select b.id, b.check_out + 3, r.overall,
      jsonb_build_object('cleanliness', least(5, r.overall + 0.5), 'accuracy', r.overall, 'checkin', 5,
        'communication', least(5, r.overall + 0.5), 'location', 5, 'value', greatest(3, r.overall - 0.5)),
      jsonb_build_object('headline', case when r.overall >= 4.5 then 'Wonderful stay' else 'Good base for a weekend' end,
        'positiveComment', 'Great location and a comfortable home.',
        'negativeComment', case when r.overall < 4.5 then 'The kitchen could do with a few more pans.' end),
      case when ${roll('reply')} < 60 then 'Thanks for staying with us, we hope to host you again!' end,
      case when ${roll('reply')} < 60 then (b.check_out + 5)::timestamptz end
    from bookings b
    cross join lateral (select (array[5, 5, 4.5, 4.5, 4, 3.5])[1 + abs(hashtext(b.id::text || 'stars')) % 6]::real as overall) r
    where b.status = 'BOOKED' and b.check_out + 3 <= ${today} and ${roll('review')} < 45`);
};
