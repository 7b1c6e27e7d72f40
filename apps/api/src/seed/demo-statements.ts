import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bookings, properties, quotes, statementLines, statements } from '../db/schema';
import { writeMonthStatements } from '../modules/statements/generate-statements';
import { deterministicUuid } from './deterministic-id';
import { addMonths } from './portfolio/calendar';

/** Months stated before the seed month; the last of them is finance's current work. */
const MONTHS = 6;
/** Homes whose last statement is left a draft, for finance to check and publish. */
const DRAFTS = 6;
/** What the re-quoted stay adds after its draft was generated: a payout-mismatch check to resolve. */
const REQUOTE_EXTRA_CENTS = 15_000;

const atNine = (day: string) => new Date(`${day}T09:00:00+10:00`);

/**
 * Owner statements of every demo home for the six full months before the seed month (issue 17 item 2), generated
 * on the 3rd of the next month and published a day later; the last month's are left drafts for a handful of homes,
 * one of which had a stay re-quoted after generation, so the checks panel has something to show.
 */
export const seedDemoStatements = async (db: Db, options: { today: string }): Promise<void> => {
  const seedMonth = `${options.today.slice(0, 7)}-01`;
  const latest = new Date(`${options.today}T00:00:00+10:00`);
  let lastMonth = '';
  let lastGenerated = latest;
  for (let back = MONTHS; back >= 1; back -= 1) {
    const month = addMonths(seedMonth, -back);
    const generated = new Date(
      Math.min(atNine(addMonths(month, 1).replace(/-01$/, '-03')).getTime(), latest.getTime()),
    );
    await db.transaction(async (tx) => {
      await writeMonthStatements(tx, { month: month.slice(0, 7), homes: undefined, now: generated });
      await tx
        .update(statements)
        .set({ status: 'published', publishedAt: new Date(generated.getTime() + 86_400_000) })
        .where(eq(statements.month, month));
    });
    lastMonth = month;
    lastGenerated = generated;
  }

  // The last month: a handful of homes' statements back to draft, as if finance had not published them yet.
  const drafts = await db
    .select({ id: statements.id })
    .from(statements)
    .innerJoin(properties, eq(properties.id, statements.propertyId))
    .where(and(eq(statements.month, lastMonth), ne(statements.payoutCents, 0)))
    .orderBy(asc(properties.code))
    .limit(DRAFTS);
  const draftIds = drafts.map((d) => d.id);
  if (draftIds.length === 0) return;
  await db.update(statements).set({ status: 'draft', publishedAt: null }).where(inArray(statements.id, draftIds));

  // A guest stay of a draft re-quoted after generation: its payout differs from the statement's now.
  const [stay] = await db
    .select({ bookingId: statementLines.bookingId })
    .from(statementLines)
    .where(and(inArray(statementLines.statementId, draftIds), eq(statementLines.kind, 'stay')))
    .orderBy(asc(statementLines.checkIn), asc(statementLines.bookingId))
    .limit(1);
  if (!stay?.bookingId) return;
  const [current] = await db
    .select()
    .from(quotes)
    .where(eq(quotes.bookingId, stay.bookingId))
    .orderBy(desc(quotes.createdAt), desc(quotes.id))
    .limit(1);
  if (!current) return;
  const fee = Math.round((REQUOTE_EXTRA_CENTS * current.managementFeeCents) / Math.max(1, current.accommodationCents));
  await db
    .insert(quotes)
    .values({
      id: deterministicUuid(`statement-requote:${stay.bookingId}`),
      bookingId: stay.bookingId,
      baseQuoteId: current.id,
      nights: current.nights,
      accommodationCents: current.accommodationCents + REQUOTE_EXTRA_CENTS,
      cleaningFeeCents: current.cleaningFeeCents,
      totalCents: current.totalCents + REQUOTE_EXTRA_CENTS,
      managementFeeCents: current.managementFeeCents + fee,
      ownerPayoutCents: current.ownerPayoutCents + REQUOTE_EXTRA_CENTS - fee,
      currency: current.currency,
      createdAt: new Date(lastGenerated.getTime() + 3_600_000),
    })
    .onConflictDoNothing();
  // The booking's total follows its current quote.
  await db
    .update(bookings)
    .set({ totalCents: current.totalCents + REQUOTE_EXTRA_CENTS })
    .where(eq(bookings.id, stay.bookingId));
};
