import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPropertyReviewsResponse } from '@hearth/domain';
import { bookingReviews, bookings } from '../../db/schema';
import { demoCompanyId, demoUserId } from '../../seed/seed';
import { createProperty, uniqueTag } from '../../test/factories';
import { createTestContext, type TestClient, type TestContext } from '../../test/harness';

let ctx: TestContext;
let staff: TestClient;
let admin: TestClient;
let owner: TestClient;
let licensee: TestClient;
let creator: TestClient;
let home: string;
let licenseeHome: string;

/** A stay on `propertyId` and its review, `daysAgo` days before 2031-06-30. */
const review = async (
  propertyId: string,
  options: { channel: string; reviewedOn: string; rating: number; privateComment?: string; response?: string },
) => {
  const [booking] = await ctx.db
    .insert(bookings)
    .values({
      propertyId,
      longCode: `RV-${uniqueTag()}`,
      status: 'BOOKED',
      checkIn: options.reviewedOn.replace(/-\d\d$/, '-01'),
      checkOut: options.reviewedOn.replace(/-\d\d$/, '-04'),
      channel: options.channel,
    })
    .returning({ id: bookings.id });
  await ctx.db.insert(bookingReviews).values({
    bookingId: booking!.id,
    reviewedAt: new Date(`${options.reviewedOn}T02:00:00Z`),
    rating: options.rating,
    subRatings: { cleanliness: 5, checkin: 4.5, location: 5 },
    comments: {
      headline: `Stay of ${options.reviewedOn}`,
      positiveComment: 'Lovely views',
      negativeComment: 'Steep driveway',
      ...(options.privateComment ? { privateComment: options.privateComment } : {}),
    },
    response: options.response ?? null,
    respondedAt: options.response ? new Date(`${options.reviewedOn}T09:00:00Z`) : null,
  });
};

beforeAll(async () => {
  ctx = await createTestContext();
  [staff, admin, owner, licensee, creator] = await Promise.all([
    ctx.signedIn('staff'),
    ctx.signedIn('admin'),
    ctx.signedIn('owner'),
    ctx.signedIn('licensee'),
    ctx.signedIn('creator'),
  ]);
  home = await createProperty(ctx.db, { name: `${uniqueTag()} Reviewed` }, { owners: [demoUserId('owner')] });
  licenseeHome = await createProperty(ctx.db, {
    name: `${uniqueTag()} Licensee reviewed`,
    companyId: demoCompanyId('coastal-stays'),
  });
  await review(home, { channel: 'airbnb', reviewedOn: '2031-03-10', rating: 5, response: 'Thanks for staying!' });
  await review(home, { channel: 'homeaway', reviewedOn: '2031-05-20', rating: 4, privateComment: 'The oven is dirty' });
  await review(home, { channel: 'booking-com', reviewedOn: '2031-04-02', rating: 4.5 });
  await review(licenseeHome, { channel: 'hearth', reviewedOn: '2031-02-02', rating: 3.5, privateComment: 'Bins full' });
});
afterAll(async () => {
  await ctx.close();
});

const reviewsOf = async (client: TestClient, propertyId: string, query = '') => {
  const response = await client.get(`/api/v3/properties/${propertyId}/reviews${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TPropertyReviewsResponse;
};

describe('GET v3/properties/{id}/reviews', () => {
  it('lists the reviews newest first, each with its channel, ratings, comments and host response', async () => {
    const page = await reviewsOf(staff, home);
    expect(page.meta).toEqual({ totalCount: 3, totalPages: 1, averageRating: 4.5 });
    expect(page.data.map((r) => r.attributes.reviewedAt.slice(0, 10))).toEqual([
      '2031-05-20',
      '2031-04-02',
      '2031-03-10',
    ]);
    const [newest, , oldest] = page.data;
    expect(newest?.attributes).toMatchObject({
      channel: 'homeaway',
      rating: { overall: 4, checkin: 4.5, cleanliness: 5, location: 5 },
      comments: { headline: 'Stay of 2031-05-20', privateComment: 'The oven is dirty' },
      hostResponse: null,
      stay: { checkIn: '2031-05-01', checkOut: '2031-05-04' },
    });
    expect(oldest?.attributes.hostResponse).toEqual({
      response: 'Thanks for staying!',
      respondedAt: '2031-03-10T09:00:00.000Z',
    });
  });

  it('pages 25 at a time by default, and as asked', async () => {
    const first = await reviewsOf(staff, home, '?page[number]=1&page[size]=2');
    expect(first.meta).toMatchObject({ totalCount: 3, totalPages: 2 });
    expect(first.data).toHaveLength(2);
    const second = await reviewsOf(staff, home, '?page[number]=2&page[size]=2');
    expect(second.data.map((r) => r.attributes.reviewedAt.slice(0, 10))).toEqual(['2031-03-10']);
    for (const bad of ['?page[size]=0', '?page[size]=101', '?page[number]=0', '?page[number]=x']) {
      expect((await staff.get(`/api/v3/properties/${home}/reviews${bad}`)).statusCode, bad).toBe(400);
    }
  });

  it('shows the private comment to staff and admin only', async () => {
    expect((await reviewsOf(admin, home)).data[0]?.attributes.comments.privateComment).toBe('The oven is dirty');
    for (const [client, id] of [
      [owner, home],
      [creator, home],
      [licensee, licenseeHome],
    ] as const) {
      const response = await client.get(`/api/v3/properties/${id}/reviews`);
      expect(response.statusCode, response.body).toBe(200);
      const page = response.json() as TPropertyReviewsResponse;
      expect(page.data.length).toBeGreaterThan(0);
      for (const item of page.data) expect(item.attributes.comments).not.toHaveProperty('privateComment');
      expect(response.body).not.toMatch(/oven is dirty|Bins full/);
    }
  });

  it("answers 404 for another tenant's property and for an unknown one", async () => {
    expect((await owner.get(`/api/v3/properties/${licenseeHome}/reviews`)).statusCode).toBe(404);
    expect((await licensee.get(`/api/v3/properties/${home}/reviews`)).statusCode).toBe(404);
    expect((await staff.get(`/api/v3/properties/${randomUUID()}/reviews`)).statusCode).toBe(404);
    expect((await staff.get('/api/v3/properties/not-an-id/reviews')).statusCode).toBe(400);
  });

  it('has enough varied demo reviews to read', async () => {
    type Counts = { reviews: number; homes: number; headlines: number; privates: number };
    const { rows } = (await ctx.db.execute(sql`
      select count(*)::int as reviews, count(distinct b.property_id)::int as homes,
        count(distinct r.comments->>'headline')::int as headlines,
        count(*) filter (where r.comments ? 'privateComment')::int as privates
      from booking_reviews r join bookings b on b.id = r.booking_id`)) as unknown as { rows: Counts[] };
    const counts = rows[0];
    expect(counts!.homes).toBeGreaterThan(150);
    expect(counts!.reviews / counts!.homes).toBeGreaterThan(5);
    expect(counts!.headlines).toBeGreaterThanOrEqual(8);
    expect(counts!.privates).toBeGreaterThan(0);
  });
});
