import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  STATEMENT_ERROR_CODES,
  STATEMENT_MESSAGES,
  ZStatementChecksResponse,
  ZStatementResponse,
  ZStatementsResponse,
} from '@hearth/domain';
import { auditLog, bookings, propertyProfiles, quotes, statements, users } from '../../db/schema';
import { demoCompanyId, demoUserId } from '../../seed/seed';
import { createProperty, uniqueTag } from '../../test/factories';
import { createTestContext, errorsOf, type TestClient, type TestContext } from '../../test/harness';
import { pdfTextOf, squash } from '../../test/pdf-text';

/*
 * Months long before the demo's bookings (the seed covers twelve months either side of today), so a generation sees
 * only the homes made here.
 */
const OCTOBER = '2024-10';
const NOVEMBER = '2024-11';

let ctx: TestContext;
let staff: TestClient;
let owner: TestClient;
let licensee: TestClient;
let finance: TestClient;
const tag = uniqueTag();
const homes = { alpha: '', bravo: '', charlie: '', delta: '', zulu: '' };
let bravoStayId = '';
let bravoOwnerId = '';

const insertBooking = async (
  propertyId: string,
  fields: Partial<typeof bookings.$inferInsert> & { checkIn: string; checkOut: string },
  quote?: { accommodation: number; fee: number; payout: number; cleaning?: number; currency?: 'AUD' | 'NZD' },
) => {
  const [row] = await ctx.db
    .insert(bookings)
    .values({
      propertyId,
      longCode: `ST-${randomUUID().slice(0, 8)}`,
      status: 'BOOKED',
      guestName: 'Gina Guest',
      ...fields,
    })
    .returning({ id: bookings.id });
  if (quote) {
    await ctx.db.insert(quotes).values({
      bookingId: row!.id,
      nights: 1,
      accommodationCents: quote.accommodation,
      cleaningFeeCents: quote.cleaning ?? 0,
      totalCents: quote.accommodation,
      managementFeeCents: quote.fee,
      ownerPayoutCents: quote.payout,
      currency: quote.currency ?? 'AUD',
      createdAt: new Date('2024-09-01T00:00:00Z'),
    });
  }
  return row!.id;
};

const list = async (client: TestClient, query: Record<string, string>) => {
  const response = await client.get(`/api/v3/statements?${new URLSearchParams(query).toString()}`);
  expect(response.statusCode, response.body).toBe(200);
  return ZStatementsResponse.parse(response.json());
};

const statementOf = async (propertyId: string, month: string) => {
  const [row] = await ctx.db
    .select()
    .from(statements)
    .where(and(eq(statements.propertyId, propertyId), eq(statements.month, `${month}-01`)));
  return row;
};

const generate = (client: TestClient, month: string) => client.post('/api/v3/statements/generate', { month });

beforeAll(async () => {
  ctx = await createTestContext();
  staff = await ctx.signedIn('staff');
  owner = await ctx.signedIn('owner');
  licensee = await ctx.signedIn('licensee');
  finance = await ctx.signedIn('finance');
  const [bravoOwner] = await ctx.db
    .insert(users)
    .values({ code: `O${tag}`, email: `${tag}@example.com`, firstName: 'Bea', lastName: `Aaronson${tag}` })
    .returning({ id: users.id });
  bravoOwnerId = bravoOwner!.id;

  // Alpha (AUD, the demo owner's): a stay across the month end, a cancellation with a fee, an owner stay.
  homes.alpha = await createProperty(
    ctx.db,
    { name: `${tag} Alpha`, timezone: 'Australia/Sydney' },
    {
      owners: [demoUserId('owner')],
    },
  );
  await ctx.db.insert(propertyProfiles).values({
    propertyId: homes.alpha,
    baseFees: [{ type: 'cleaning', amount: 12_000, chargedPer: 'stay', taxable: true }],
  });
  await insertBooking(
    homes.alpha,
    { checkIn: '2024-10-29', checkOut: '2024-11-03', guestName: 'Ana Guest' },
    { accommodation: 100_001, fee: 20_000, payout: 80_001 },
  );
  await insertBooking(
    homes.alpha,
    {
      checkIn: '2024-12-20',
      checkOut: '2024-12-24',
      status: 'CANCELLED',
      recordStatus: 'CANCELLED',
      cancelledAt: new Date('2024-11-10T02:00:00Z'),
      cancellationFeeCents: 25_000,
      managementFeePercentage: '20',
    },
    { accommodation: 90_000, fee: 18_000, payout: 72_000 },
  );
  await insertBooking(homes.alpha, {
    checkIn: '2024-11-20',
    checkOut: '2024-11-23',
    status: 'BLOCKED',
    createdByType: 'owner',
    guestName: null,
  });

  // Bravo: a Coastal Stays home in New Zealand dollars.
  homes.bravo = await createProperty(
    ctx.db,
    { name: `${tag} Bravo`, companyId: demoCompanyId('coastal-stays'), currency: 'NZD', timezone: 'Pacific/Auckland' },
    { owners: [bravoOwnerId] },
  );
  bravoStayId = await insertBooking(
    homes.bravo,
    { checkIn: '2024-11-05', checkOut: '2024-11-09', currency: 'NZD' },
    { accommodation: 64_000, fee: 12_800, payout: 51_200, currency: 'NZD' },
  );

  // Charlie: a guest stay with no quote. Delta: only an owner stay, so its month costs more than it earns.
  homes.charlie = await createProperty(ctx.db, { name: `${tag} Charlie` });
  await insertBooking(homes.charlie, { checkIn: '2024-11-11', checkOut: '2024-11-13' });
  homes.delta = await createProperty(ctx.db, { name: `${tag} Delta` });
  await insertBooking(
    homes.delta,
    { checkIn: '2024-11-14', checkOut: '2024-11-16', status: 'BLOCKED', createdByType: 'owner' },
    { accommodation: 0, fee: 0, payout: 0, cleaning: 9_500 },
  );

  // Zulu: 26 old published statements, more than a page.
  homes.zulu = await createProperty(ctx.db, { name: `${tag} Zulu` });
  await ctx.db.insert(statements).values(
    Array.from({ length: 26 }, (_, i) => ({
      propertyId: homes.zulu,
      month: new Date(Date.UTC(2001, i, 1)).toISOString().slice(0, 10),
      status: 'published' as const,
      currency: 'AUD' as const,
      payoutCents: 1_000 + i,
      publishedAt: new Date('2003-01-01T00:00:00Z'),
    })),
  );

  for (const month of [OCTOBER, NOVEMBER]) {
    const response = await generate(staff, month);
    expect(response.statusCode, response.body).toBe(200);
  }
});

afterAll(async () => {
  await ctx?.close();
});

describe('POST /api/v3/statements/generate', () => {
  it('splits a stay across the month end by nights, and states cancellations, owner stays and currencies', async () => {
    const october = await statementOf(homes.alpha, OCTOBER);
    expect(october).toMatchObject({
      status: 'draft',
      currency: 'AUD',
      nights: 3,
      incomeCents: 60_001,
      managementFeeCents: 12_000,
      costsCents: 0,
      payoutCents: 48_001,
    });
    const november = await statementOf(homes.alpha, NOVEMBER);
    // 2 nights of the stay (40,000 / 8,000 / 32,000), the fee kept (25,000 less 20%), the owner stay's cleaning.
    expect(november).toMatchObject({
      nights: 2,
      incomeCents: 40_000 + 25_000,
      managementFeeCents: 8_000 + 5_000,
      costsCents: 12_000,
      payoutCents: 32_000 + 20_000 - 12_000,
    });
    expect(await statementOf(homes.bravo, NOVEMBER)).toMatchObject({
      currency: 'NZD',
      nights: 4,
      incomeCents: 64_000,
      managementFeeCents: 12_800,
      payoutCents: 51_200,
    });
    expect(await statementOf(homes.delta, NOVEMBER)).toMatchObject({ costsCents: 9_500, payoutCents: -9_500 });
    expect(await statementOf(homes.charlie, NOVEMBER)).toBeUndefined();

    const detail = await staff.get(`/api/v3/statements/${november!.id}`);
    expect(detail.statusCode).toBe(200);
    const { data } = ZStatementResponse.parse(detail.json());
    expect(data.attributes.lines.map((l) => [l.kind, l.nights, l.income, l.managementFee, l.costs, l.payout])).toEqual([
      ['stay', 2, 40_000, 8_000, 0, 32_000],
      ['owner-stay', 3, 0, 0, 0, 0],
      ['cost', 0, 0, 0, 12_000, -12_000],
      ['cancellation', 0, 25_000, 5_000, 0, 20_000],
    ]);
    expect(data.attributes.lines[0]!.description).toMatch(/^Guest stay ST-[0-9a-f]{8}, Ana Guest \(2 of 5 nights\)$/);
  });

  it('writes the same draft again, keeps published statements, and audits each run', async () => {
    const before = await statementOf(homes.alpha, OCTOBER);
    const again = await generate(finance, OCTOBER);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ meta: { month: OCTOBER, generated: 1, keptPublished: 0 } });
    expect((await statementOf(homes.alpha, OCTOBER))!.id).toBe(before!.id);
    const audited = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'statements.generate'));
    expect(audited.length).toBeGreaterThanOrEqual(3);
  });

  it('refuses a month that has not begun, and a month that is not YYYY-MM', async () => {
    const next = new Date();
    next.setUTCMonth(next.getUTCMonth() + 2);
    const future = await generate(staff, next.toISOString().slice(0, 7));
    expect(future.statusCode).toBe(422);
    expect(errorsOf(future)[0]).toMatchObject({
      code: STATEMENT_ERROR_CODES.monthInFuture,
      detail: STATEMENT_MESSAGES.monthInFuture,
    });
    for (const body of [{ month: '2024-13' }, { month: '2024-1' }, { month: NOVEMBER, extra: 1 }, {}]) {
      const response = await staff.post('/api/v3/statements/generate', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await staff.get('/api/v3/statements/checks?month=November')).statusCode).toBe(400);
  });

  it('refuses a month no date can hold (year 0000, 9999) with a sentence, never a 500 (issue 29 A)', async () => {
    for (const month of ['0000-01', '0001-01', '9999-12', '2201-01']) {
      const checks = await staff.get(`/api/v3/statements/checks?month=${month}`);
      expect(checks.statusCode, month).toBe(400);
      expect(errorsOf(checks)[0]?.detail).toContain('Month must be between 1900-01 and 2200-12');
      for (const call of ['generate', 'publish'] as const) {
        const response = await staff.post(`/api/v3/statements/${call}`, { month });
        expect(response.statusCode, `${call} ${month}`).toBe(400);
      }
    }
  });
});

describe('GET /api/v3/statements', () => {
  it('lists by date ascending by default, 25 a page, with the search trimmed', async () => {
    const page = await list(staff, { search: `  ${tag}  ` });
    expect(page.meta).toEqual({ totalCount: 26 + 4, totalPages: 2 });
    expect(page.data).toHaveLength(25);
    expect(page.data[0]!.attributes).toMatchObject({ day: '2001-01-01', type: 'monthly' });
    const last = await list(staff, { search: tag, 'page[number]': '2' });
    expect(last.data.map((s) => [s.attributes.day, s.attributes.propertyData.name])).toEqual([
      ['2003-02-01', `${tag} Zulu`],
      ['2024-10-01', `${tag} Alpha`],
      ['2024-11-01', `${tag} Alpha`],
      ['2024-11-01', `${tag} Bravo`],
      ['2024-11-01', `${tag} Delta`],
    ]);
    expect(last.data[1]!.attributes.downloadUrl).toBe(`/api/v3/statements/${last.data[1]!.id}/pdf`);
  });

  it('filters by month and year, searches owners and addresses, sorts by owner and by date descending', async () => {
    const november = await list(staff, { search: tag, month: '11', year: '2024' });
    expect(november.data.map((s) => s.attributes.propertyData.name)).toEqual([
      `${tag} Alpha`,
      `${tag} Bravo`,
      `${tag} Delta`,
    ]);
    // Every November: one of Zulu's (2001, 2002) each, and the three of 2024.
    expect((await list(staff, { search: tag, month: '11' })).meta.totalCount).toBe(5);
    expect((await list(staff, { search: tag, year: '2024' })).meta.totalCount).toBe(4);
    const byOwner = await list(staff, { search: `aaronson${tag}` });
    expect(byOwner.data.map((s) => s.attributes.ownerData?.fullName)).toEqual([`Bea Aaronson${tag}`]);
    const sorted = await list(staff, { search: tag, year: '2024', sort: 'owner' });
    expect(sorted.data.map((s) => s.attributes.propertyData.name)).toEqual([
      `${tag} Bravo`,
      `${tag} Alpha`,
      `${tag} Alpha`,
      `${tag} Delta`,
    ]);
    const descending = await list(staff, { search: tag, sort: '-date', 'page[size]': '2' });
    expect(descending.data.map((s) => [s.attributes.day, s.attributes.propertyData.name])).toEqual([
      ['2024-11-01', `${tag} Delta`],
      ['2024-11-01', `${tag} Bravo`],
    ]);
  });

  it('includes the property and its owners', async () => {
    const page = await list(staff, { search: `${tag} Bravo`, include: 'property,owners' });
    const [statement] = page.data;
    expect(statement!.relationships).toEqual({
      property: { data: { id: homes.bravo, type: 'property' } },
      owners: { data: [{ id: bravoOwnerId, type: 'user' }] },
    });
    expect(page.included).toEqual([
      {
        id: homes.bravo,
        type: 'property',
        attributes: { code: expect.any(String), name: `${tag} Bravo`, address: { full: expect.any(String) } },
      },
      {
        id: bravoOwnerId,
        type: 'user',
        attributes: { fullName: `Bea Aaronson${tag}`, firstName: 'Bea', lastName: `Aaronson${tag}` },
      },
    ]);
  });

  it('shows a licensee their company’s homes only, drafts included', async () => {
    const page = await list(licensee, { search: tag });
    expect(page.data.map((s) => s.attributes.propertyData.name)).toEqual([`${tag} Bravo`]);
    expect(page.data[0]!.attributes.status).toBe('draft');
  });
});

describe('owners', () => {
  it('see only their own homes’ published statements, and cannot sort by property', async () => {
    expect((await list(owner, { search: tag })).data).toEqual([]);
    const october = await statementOf(homes.alpha, OCTOBER);
    const published = await staff.post('/api/v3/statements/publish', { ids: [october!.id] });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toEqual({ meta: { published: 1 } });
    const page = await list(owner, { search: tag });
    expect(page.data.map((s) => [s.id, s.attributes.status])).toEqual([[october!.id, 'published']]);
    expect(page.data[0]!.attributes.publishedAt).not.toBeNull();

    for (const sort of ['property', '-property']) {
      const refused = await owner.get(`/api/v3/statements?sort=${sort}`);
      expect(refused.statusCode).toBe(403);
      expect(errorsOf(refused)[0]).toMatchObject({
        code: STATEMENT_ERROR_CODES.sortNotAllowed,
        detail: STATEMENT_MESSAGES.sortNotAllowed,
      });
    }
    expect((await staff.get('/api/v3/statements?sort=-property')).statusCode).toBe(200);
  });

  it('get 404 for a draft of their own home and for another home’s statement, as licensees do', async () => {
    const draft = await statementOf(homes.alpha, NOVEMBER);
    const bravo = await statementOf(homes.bravo, NOVEMBER);
    for (const [client, id] of [
      [owner, draft!.id],
      [owner, bravo!.id],
      [licensee, draft!.id],
      [staff, randomUUID()],
    ] as const) {
      for (const path of [`/api/v3/statements/${id}`, `/api/v3/statements/${id}/pdf`]) {
        const response = await client.get(path);
        expect(response.statusCode, path).toBe(404);
        expect(errorsOf(response)[0]).toMatchObject({
          code: STATEMENT_ERROR_CODES.notFound,
          detail: STATEMENT_MESSAGES.notFound,
        });
      }
    }
    expect((await owner.get('/api/v3/statements/not-a-uuid')).statusCode).toBe(400);
  });
});

describe('GET /api/v3/statements/:id/pdf', () => {
  const openPdf = async (client: TestClient, id: string) => {
    const response = await client.get(`/api/v3/statements/${id}/pdf`);
    expect(response.statusCode, response.body).toBe(302);
    const location = response.headers.location as string;
    expect(location).toMatch(/^\/api\/v1\/files\/statement-pdf\.[0-9a-f-]+\?expires=\d+&signature=/);
    const file = await client.get(location);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    return { location, text: squash(await pdfTextOf(file.rawPayload)) };
  };

  it('redirects to a signed PDF whose text holds the home, the month and the figures, in the operator’s name', async () => {
    const november = await statementOf(homes.alpha, NOVEMBER);
    const { text } = await openPdf(staff, november!.id);
    for (const expected of [
      'Owner statement',
      `${tag} Alpha`,
      'November 2024',
      'Olivia Owner',
      'A$400.00',
      'A$650.00',
      '-A$120.00',
      'A$400.00',
      'Payout',
      'Page 1 of 1',
      'Hearth',
      // The owner stay's nights are labelled, beside the guest nights the statement counts.
      '3 owner',
      '2 guest',
      '2 guest nights and 3 owner-stay nights (not counted: owner stays earn nothing) in November 2024',
    ]) {
      expect(text, expected).toContain(squash(expected));
    }
  });

  it('wears the licensee’s branding and currency on their homes, and is drawn again after a new generation', async () => {
    const bravo = await statementOf(homes.bravo, NOVEMBER);
    const first = await openPdf(licensee, bravo!.id);
    expect(first.text).toContain(squash('Coastal Stays'));
    expect(first.text).toContain(squash('NZ$512.00'));
    expect((await statementOf(homes.bravo, NOVEMBER))!.pdfKey).not.toBeNull();

    expect((await generate(staff, NOVEMBER)).statusCode).toBe(200);
    expect((await statementOf(homes.bravo, NOVEMBER))!.pdfKey).toBeNull();
    expect((await staff.get(first.location)).statusCode).toBe(404);
    const second = await openPdf(licensee, bravo!.id);
    expect(second.location).not.toBe(first.location);
  });
});

describe('GET /api/v3/statements/checks', () => {
  it('lists each kind for finance to resolve', async () => {
    // After generation: Bravo's stay re-quoted, and a new stay on a home with no statement yet.
    const [current] = await ctx.db.select().from(quotes).where(eq(quotes.bookingId, bravoStayId));
    await ctx.db.insert(quotes).values({
      bookingId: bravoStayId,
      baseQuoteId: current!.id,
      nights: 4,
      accommodationCents: 70_000,
      totalCents: 70_000,
      managementFeeCents: 14_000,
      ownerPayoutCents: 56_000,
      currency: 'NZD',
    });
    const echo = await createProperty(ctx.db, { name: `${tag} Echo` });
    await insertBooking(
      echo,
      { checkIn: '2024-11-25', checkOut: '2024-11-27' },
      { accommodation: 30_000, fee: 6_000, payout: 24_000 },
    );

    const response = await finance.get(`/api/v3/statements/checks?month=${NOVEMBER}`);
    expect(response.statusCode).toBe(200);
    const checks = ZStatementChecksResponse.parse(response.json());
    const ours = checks.data.filter((c) => c.property.name.startsWith(tag));
    expect(ours.map((c) => [c.property.name, c.kind])).toEqual([
      [`${tag} Bravo`, 'payout-mismatch'],
      [`${tag} Charlie`, 'booking-without-payout'],
      [`${tag} Delta`, 'negative-payout'],
      [`${tag} Echo`, 'missing-statement'],
    ]);
    expect(ours[0]).toMatchObject({
      message: 'Payout NZ$512.00 on the statement, NZ$560.00 from the bookings now.',
      expected: 51_200,
      actual: 56_000,
      currency: 'NZD',
    });
    expect(ours[1]!.message).toMatch(
      /^Booking ST-[0-9a-f]{8} \(11 Nov 2024 to 13 Nov 2024\) has no quote, so no owner payout\.$/,
    );
    expect(ours[2]!.message).toBe("Payout -A$95.00 is below zero: the month's costs are above its income.");
    expect(ours[3]!.message).toBe('Bookings in November 2024 and no statement: generate the month.');
    expect(checks.meta).toMatchObject({ month: NOVEMBER, count: checks.data.length });
  });
});

describe('POST /api/v3/statements/publish', () => {
  it('publishes every draft of a month in reach, once', async () => {
    const first = await licensee.post('/api/v3/statements/publish', { month: NOVEMBER });
    expect(first.statusCode).toBe(403);
    const published = await finance.post('/api/v3/statements/publish', { month: NOVEMBER });
    expect(published.json()).toEqual({ meta: { published: 3 } });
    expect((await finance.post('/api/v3/statements/publish', { month: NOVEMBER })).json()).toEqual({
      meta: { published: 0 },
    });
    expect((await staff.post('/api/v3/statements/publish', { ids: [] })).statusCode).toBe(400);
    const page = await list(owner, { search: tag });
    expect(page.data.map((s) => s.attributes.day)).toEqual(['2024-10-01', '2024-11-01']);
  });
});

describe('the demo', () => {
  it('has last month’s statements, a few still drafts, and a check for finance to resolve', async () => {
    const now = new Date();
    const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
    const [year, month] = last.split('-');
    const page = await list(finance, { year: year!, month: String(Number(month)), 'page[size]': '100' });
    expect(page.meta.totalCount).toBeGreaterThan(100);
    const drafts = await ctx.db
      .select({ id: statements.id })
      .from(statements)
      .where(and(eq(statements.month, `${last}-01`), eq(statements.status, 'draft')));
    expect(drafts).toHaveLength(6);
    const checks = ZStatementChecksResponse.parse(
      (await finance.get(`/api/v3/statements/checks?month=${last}`)).json(),
    );
    expect(checks.data.map((c) => c.kind)).toContain('payout-mismatch');
    // An owner sees their published statements of the demo.
    expect((await list(owner, {})).meta.totalCount).toBeGreaterThan(0);
  });
});
