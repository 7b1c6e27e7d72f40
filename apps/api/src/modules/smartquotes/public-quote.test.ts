import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  SMARTQUOTE_CURRENCY_SYMBOL,
  SMARTQUOTE_MESSAGES,
  ZPublicSmartquote,
  type TSmartquoteForecast,
} from '@hearth/domain';
import { companies, rateLimits, smartquotes } from '../../db/schema';
import { randomToken } from '../../lib/crypto';
import { COASTAL_STAYS_BRAND_COLOUR, demoCompanyId, demoUserId } from '../../seed/seed';
import { createTestContext, errorsOf, type TestContext } from '../../test/harness';
import { pdfTextBoxesOf, pdfTextOf, pdfTextOverlapsOf, squash } from '../../test/pdf-text';
import { PUBLIC_QUOTE_RATE_LIMIT } from './public-quote-rate-limit';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const ATTRIBUTION =
  'Data source: Inside Airbnb (http://insideairbnb.com), Sunshine Coast 30 Jun 2024 detailed listings, licensed under ' +
  'CC BY 4.0. Modified: prices parsed to numbers, outliers removed, host names and free text dropped.';
const MANAGED_PROPERTY_ID = randomUUID();
const HOME = { latitude: -26.3935, longitude: 153.0905 };

const band = (p25: number, p50: number, p75: number) => ({ p25, p50, p75 });
const comp = (i: number, source: 'inside-airbnb' | 'managed' = 'inside-airbnb') => ({
  id: source === 'managed' ? `managed-${MANAGED_PROPERTY_ID}` : `ia-sunshine-coast-${i}`,
  latitude: HOME.latitude + 0.004 * Math.sin(i),
  longitude: HOME.longitude + 0.005 * Math.cos(i),
  distanceKm: 0.3 + i * 0.15,
  bedrooms: 3,
  bathrooms: 2,
  propertyType: 'house',
  nightlyCents: 31_000 + i * 1_000,
  occupancy: 0.6 + i * 0.01,
  revenueCents: 6_800_000,
  source,
  region: source === 'managed' ? 'Hearth' : 'Sunshine Coast',
  weight: 1 / 12,
});

/** A forecast as the engine hands it over (forecast.types.ts), figures chosen so each shows once. */
const forecast: TSmartquoteForecast = {
  currency: 'AUD',
  netRevenue: { ltr: 3_143_400, conservative: 3_512_345, strmedian: 4_821_049, optimal: 6_130_000 },
  bookingValue: { conservative: 5_010_000, strmedian: 6_650_000, optimal: 8_290_000 },
  averageRate: {
    low: band(24_000, 27_500, 31_000),
    mid: band(29_000, 32_500, 36_000),
    high: band(38_000, 43_000, 49_000),
  },
  occupancy: { low: band(0.48, 0.55, 0.63), mid: band(0.6, 0.67, 0.74), high: band(0.72, 0.81, 0.88) },
  seasonNights: { low: 120, mid: 150, high: 95 },
  costs: {
    total: 498_951,
    lines: [
      { label: 'Cleaning and linen', cents: 298_951 },
      { label: 'Setup fee (first year)', cents: 120_000 },
      { label: 'Consumables', cents: 80_000 },
    ],
  },
  competition: {
    properties: [...Array.from({ length: 11 }, (_, i) => comp(i + 1)), comp(12, 'managed')],
    radiusKm: 1.5,
    window: { from: '2023-07-01', to: '2024-06-30' },
    sources: ['Inside Airbnb, Sunshine Coast 30 Jun 2024', 'Homes we manage, last 365 days'],
    attribution: ATTRIBUTION,
    method: 'The 12 most similar homes within 1.5 km, weighted by distance and likeness, with seasons from our homes.',
  },
};

const AUD = SMARTQUOTE_CURRENCY_SYMBOL.Australia;

/** Where the footer's rule is: 72 points from the foot of A4's 842, less 16. */
const FOOTER_RULE = 841.89 - 72 + 16;
const isFooter = (box: { text: string }) => /^Page \d+ of \d+$|Rental income quote for/.test(box.text);

/** Text in the footer's band other than the footer's own line: the page's content must stop above the rule. */
const footersAlone = async (pdf: Buffer) =>
  (await pdfTextBoxesOf(pdf)).flatMap((boxes, page) =>
    boxes.filter((box) => box.bottom > FOOTER_RULE && !isFooter(box)).map((box) => `page ${page + 1}: '${box.text}'`),
  );

/** The text of the pages without their footers, as it reads across a page break. */
const bodyTextOf = async (pdf: Buffer) =>
  squash(
    (await pdfTextBoxesOf(pdf))
      .flat()
      .filter((box) => !isFooter(box))
      .map((box) => box.text)
      .join(''),
  );

const OWNER = { email: 'margot.owner@example.com', phone: '0412 998 877' };

const insertQuote = async (fields: Partial<typeof smartquotes.$inferInsert> = {}) => {
  const token = randomToken();
  await ctx.db.insert(smartquotes).values({
    publicToken: token,
    status: 'published',
    companyId: demoCompanyId('coastal-stays'),
    createdByUserId: demoUserId('staff'),
    publishedAt: new Date('2026-03-02T03:00:00Z'),
    fullAddress: '14 Hastings Street, Noosa Heads, QLD, 4567, Australia',
    street: '14 Hastings Street',
    city: 'Noosa Heads',
    postcode: '4567',
    state: 'QLD',
    country: 'Australia',
    ...HOME,
    beds: 3,
    baths: 2,
    carSpaces: 1,
    propertyType: 'house',
    ownerFirstName: 'Margot',
    ownerLastName: 'Lindqvist',
    ownerPhone: OWNER.phone,
    ownerEmail: OWNER.email,
    ownerAddress: '9 Private Lane, Brisbane',
    weeklyLtrCents: 65_000,
    ltrManagementFee: 7,
    setupFeeCents: 120_000,
    managementFee: 20,
    closeBy: '2026-03-31',
    forecast,
    forecastAt: new Date('2026-03-02T02:00:00Z'),
    ...fields,
  });
  return token;
};

describe('GET /api/public/smartquotes/:token', () => {
  it('shows a published quote to a visitor without a session: branding, home, figures and evidence', async () => {
    const token = await insertQuote();
    const response = await ctx.client().get(`/api/public/smartquotes/${token}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const { data } = ZPublicSmartquote.parse(response.json());
    const page = data.attributes;
    expect(page.company).toMatchObject({ companyName: 'Coastal Stays', brandColour: COASTAL_STAYS_BRAND_COLOUR });
    expect(page.property).toMatchObject({
      fullAddress: '14 Hastings Street, Noosa Heads, QLD, 4567, Australia',
      beds: 3,
    });
    expect(page.ownerName).toBe('Margot Lindqvist');
    expect(page.closeBy).toBe('2026-03-31');
    expect(page.overview?.netRevenue).toEqual(forecast.netRevenue);
    expect(page.overview?.competition.attribution).toBe(ATTRIBUTION);
    expect(page.overview?.competition.properties).toHaveLength(12);
    expect(page.pdfUrl).toBe(`/api/public/smartquotes/${token}/pdf`);

    // The logo is a signed link the visitor's browser can load.
    const logo = await ctx.client().get(page.company.logoUrl!);
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
  });

  it('lets nothing internal out: no owner contact, creator, company id, quote id or managed home id', async () => {
    const token = await insertQuote();
    const [row] = await ctx.db
      .select({ id: smartquotes.id })
      .from(smartquotes)
      .where(eq(smartquotes.publicToken, token));
    const body = (await ctx.client().get(`/api/public/smartquotes/${token}`)).body;
    for (const secret of [
      OWNER.email,
      OWNER.phone,
      '9 Private Lane',
      demoCompanyId('coastal-stays'),
      demoUserId('staff'),
      row!.id,
      MANAGED_PROPERTY_ID,
    ]) {
      expect(body).not.toContain(secret);
    }
    expect(body).not.toMatch(/createdBy|companyId|ownerEmail|email|phone/i);
    const managed = ZPublicSmartquote.parse(JSON.parse(body)).data.attributes.overview?.competition.properties.find(
      (home) => home.source === 'managed',
    );
    expect(managed?.id).toBe('managed');
  });

  it('answers drafts, unknown and malformed tokens with the same 404, telling none apart', async () => {
    const draft = await insertQuote({ status: 'draft', publishedAt: null });
    const visitor = ctx.client();
    const answers = [];
    // Up to the router's 100-character limit on a path segment; beyond it no route matches at all (a plain 404).
    for (const token of [draft, randomToken(), 'short', 'x'.repeat(100), `${randomToken()}!`, '..%2F..%2Fetc']) {
      answers.push(await visitor.get(`/api/public/smartquotes/${token}`));
    }
    for (const answer of answers) {
      expect(answer.statusCode).toBe(404);
      expect(errorsOf(answer)).toEqual(errorsOf(answers[0]!));
    }
    expect(errorsOf(answers[0]!)[0]?.detail).toBe(SMARTQUOTE_MESSAGES.publicNotFound);
  });

  it('says honestly when a published quote has no forecast', async () => {
    const token = await insertQuote({ forecast: null, forecastAt: null });
    const response = await ctx.client().get(`/api/public/smartquotes/${token}`);
    expect(response.statusCode).toBe(200);
    expect(ZPublicSmartquote.parse(response.json()).data.attributes.overview).toBeNull();
  });

  it('limits calls per address with 429 and Retry-After', async () => {
    const ip = '203.0.113.61';
    const windowMs = PUBLIC_QUOTE_RATE_LIMIT.windowMinutes * 60_000;
    const current = Math.floor(Date.now() / windowMs) * windowMs;
    // This window and the next already full, so the answer holds even if the clock turns a window meanwhile.
    await ctx.db.insert(rateLimits).values(
      [current, current + windowMs].map((start) => ({
        key: `public-quote:ip:${ip}`,
        windowStart: new Date(start),
        count: PUBLIC_QUOTE_RATE_LIMIT.max,
      })),
    );
    const token = await insertQuote();
    const limited = await ctx.client({ ip }).get(`/api/public/smartquotes/${token}`);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await ctx.client({ ip }).get(`/api/public/smartquotes/${token}/pdf`)).statusCode).toBe(429);
    expect((await ctx.client().get(`/api/public/smartquotes/${token}`)).statusCode).toBe(200);
  });
});

describe('GET /api/public/smartquotes/:token/pdf', () => {
  it('serves the quote as a PDF with the address, the figures in A$ and the attribution', async () => {
    const token = await insertQuote();
    const response = await ctx.client().get(`/api/public/smartquotes/${token}/pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'inline; filename="quote-14-hastings-street-noosa-heads-qld-4567-australia.pdf"',
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The partner's logo is drawn in: the demo company's PNG is the document's one image.
    expect(response.rawPayload.toString('latin1')).toContain('/Subtype /Image');

    const text = squash(await pdfTextOf(response.rawPayload));
    for (const shown of [
      '14 Hastings Street, Noosa Heads, QLD, 4567, Australia',
      'Coastal Stays',
      'Prepared for Margot Lindqvist',
      'A$48,210', // the median net, whole dollars
      'A$31,434', // long-term rent net
      'A$275', // low season's median nightly rate
      '55%', // low season's median occupancy
      'Offer open until Tue 31 Mar 2026',
      // Short stay against long-term rent: money with the direction in words, and 'a 7%'.
      'less a 7% management fee',
      `short stay nets ${AUD}48,210: ${AUD}16,776 more (53% higher).`,
      `${AUD}3,689 more than long-term rent.`,
      ATTRIBUTION,
    ]) {
      expect(text).toContain(squash(shown));
    }
    expect(text).not.toContain(OWNER.email);
    // The data notice is printed once, at the end of the evidence, not in every footer.
    expect(text.split(squash(ATTRIBUTION))).toHaveLength(2);
    expect(text.split(squash(forecast.competition.method))).toHaveLength(2);
    expect(await pdfTextOverlapsOf(response.rawPayload)).toEqual([]);
  });

  it('writes a shortfall as money less with its share lower, and "an 8%"', async () => {
    const token = await insertQuote({
      ltrManagementFee: 8,
      forecast: { ...forecast, netRevenue: { ...forecast.netRevenue, ltr: 6_000_000, conservative: 3_512_345 } },
    });
    const text = squash(await pdfTextOf((await ctx.client().get(`/api/public/smartquotes/${token}/pdf`)).rawPayload));
    expect(text).toContain(squash('less an 8% management fee'));
    expect(text).toContain(squash(`short stay nets ${AUD}48,210: ${AUD}11,790 less (20% lower).`));
    expect(text).toContain(squash(`${AUD}24,877 less than long-term rent.`));
    expect(text).not.toMatch(/\(-|\(\+/);
  });

  describe('lays out names in any of our markets’ letters, with nothing drawn over anything else', () => {
    /** A partner with a long name in Vietnamese and Māori letters, which the quote wears. */
    const longNamedCompany = async (name: string) => {
      const [company] = await ctx.db
        .insert(companies)
        .values({ name, partnerType: 'Franchise - Licensee' })
        .returning({ id: companies.id });
      return company!.id;
    };
    const manyComps = Array.from({ length: 100 }, (_, i) => ({ ...comp(i + 1), distanceKm: 0.05 + i * 0.014 }));
    const longNotice = Array.from({ length: 8 }, () => ATTRIBUTION).join(' ');
    const crowded: TSmartquoteForecast = {
      ...forecast,
      competition: {
        ...forecast.competition,
        properties: manyComps,
        sources: ['Inside Airbnb, Sunshine Coast 30 Jun 2024; Brisbane 11 Nov 2025', 'Homes we manage, last 365 days'],
        attribution: longNotice,
        method: `${forecast.competition.method} ${'Seasonality comes from the homes we manage nearby. '.repeat(6)}`,
      },
    };

    it('in Australia: a Vietnamese owner, company and street, 100 comps and a long notice', async () => {
      const company = `Công ty Quản lý Nhà nghỉ Nguyễn Trần Đặng Phước Lộc ${randomUUID().slice(0, 6)}`;
      const street = '1234 Đường Nguyễn Thị Minh Khai Promenade East, Unit 17 Ngọc Hân Residences';
      const token = await insertQuote({
        companyId: await longNamedCompany(company),
        ownerFirstName: 'Nguyễn Thị Phương Thảo',
        ownerLastName: 'Trần-Đặng Lê Quỳnh Hương',
        street,
        fullAddress: `${street}, Surfers Paradise Broadbeach Waters, QLD, 4217, Australia`,
        ltrManagementFee: 18,
        forecast: crowded,
      });
      const pdf = (await ctx.client().get(`/api/public/smartquotes/${token}/pdf`)).rawPayload;
      const text = squash(await pdfTextOf(pdf));
      for (const shown of [
        'Prepared for Nguyễn Thị Phương Thảo Trần-Đặng Lê Quỳnh Hương',
        street,
        'an 18% management fee',
      ]) {
        expect(text).toContain(squash(shown));
      }
      // The long notice, once, running on over a page break.
      expect((await bodyTextOf(pdf)).split(squash(longNotice))).toHaveLength(2);
      expect(await pdfTextOverlapsOf(pdf)).toEqual([]);
      expect(await footersAlone(pdf)).toEqual([]);
    });

    it('numbers the nearest homes apart on the map when they share a building and a far one sets the scale', async () => {
      const building = Array.from({ length: 10 }, (_, i) => ({
        ...comp(i + 1),
        latitude: HOME.latitude + 0.0002 + i * 0.000001,
        longitude: HOME.longitude + 0.0002,
        distanceKm: 0.03 + i * 0.001,
      }));
      const far = { ...comp(11), latitude: HOME.latitude + 0.02, longitude: HOME.longitude - 0.02, distanceKm: 3 };
      const token = await insertQuote({
        forecast: { ...forecast, competition: { ...forecast.competition, properties: [...building, far] } },
      });
      const pdf = (await ctx.client().get(`/api/public/smartquotes/${token}/pdf`)).rawPayload;
      expect(await pdfTextOverlapsOf(pdf)).toEqual([]);
    });

    it('in New Zealand: Māori names with macrons', async () => {
      const company = `Ngāti Tūhoe Whānau Holiday Homes of Whakatāne and Tūrangi ${randomUUID().slice(0, 6)}`;
      const street = '88 Te Ara Whānui ō Tāmaki Makaurau Road, Kōwhai Apartments';
      const token = await insertQuote({
        companyId: await longNamedCompany(company),
        ownerFirstName: 'Mereana Tūhoe-Pōmare',
        ownerLastName: 'Te Rangitūāmoa Ngāwhika',
        street,
        fullAddress: `${street}, Whangārei Heads, 0174, New Zealand`,
        city: 'Whangārei Heads',
        postcode: '0174',
        state: '',
        country: 'New Zealand',
        ltrManagementFee: 11,
        // A six-figure optimal year, as a luxe home can earn: shown whole in its card.
        forecast: { ...crowded, currency: 'NZD', netRevenue: { ...crowded.netRevenue, optimal: 12_345_600 } },
      });
      const pdf = (await ctx.client().get(`/api/public/smartquotes/${token}/pdf`)).rawPayload;
      const text = squash(await pdfTextOf(pdf));
      for (const shown of [
        'Te Rangitūāmoa Ngāwhika',
        'Whangārei Heads',
        company,
        'an 11% management fee',
        `${SMARTQUOTE_CURRENCY_SYMBOL['New Zealand']}123,456`,
      ]) {
        expect(text).toContain(squash(shown));
      }
      expect(await pdfTextOverlapsOf(pdf)).toEqual([]);
      expect(await footersAlone(pdf)).toEqual([]);
    });
  });

  it('writes New Zealand money with its own symbol', async () => {
    const token = await insertQuote({
      companyId: demoCompanyId('wakatipu-holiday-homes'),
      fullAddress: '3 Beach Street, Queenstown, 9300, New Zealand',
      street: '3 Beach Street',
      city: 'Queenstown',
      postcode: '9300',
      state: '',
      country: 'New Zealand',
      forecast: { ...forecast, currency: 'NZD' },
    });
    const response = await ctx.client().get(`/api/public/smartquotes/${token}/pdf`);
    expect(response.statusCode).toBe(200);
    const text = squash(await pdfTextOf(response.rawPayload));
    expect(text).toContain(`${SMARTQUOTE_CURRENCY_SYMBOL['New Zealand']}48,210`);
    expect(text).not.toContain(SMARTQUOTE_CURRENCY_SYMBOL.Australia);
  });

  it('says so instead of figures when the quote has no forecast', async () => {
    const token = await insertQuote({ forecast: null, forecastAt: null });
    const response = await ctx.client().get(`/api/public/smartquotes/${token}/pdf`);
    expect(response.statusCode).toBe(200);
    const text = squash(await pdfTextOf(response.rawPayload));
    expect(text).toContain(squash('No forecast for this address yet'));
    expect(text).toContain(squash('14 Hastings Street'));
    expect(text).not.toContain('A$48,210');
  });

  it('answers a draft’s and an unknown token’s PDF with the same 404 JSON error', async () => {
    const draft = await insertQuote({ status: 'draft', publishedAt: null });
    const visitor = ctx.client();
    const [fromDraft, unknown] = [
      await visitor.get(`/api/public/smartquotes/${draft}/pdf`),
      await visitor.get(`/api/public/smartquotes/${randomToken()}/pdf`),
    ];
    for (const answer of [fromDraft, unknown]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(errorsOf(answer)[0]?.detail).toBe(SMARTQUOTE_MESSAGES.publicNotFound);
    }
    expect(errorsOf(fromDraft)).toEqual(errorsOf(unknown));
  });
});
