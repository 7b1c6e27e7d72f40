import { expect, test, type Browser, type Page } from '@playwright/test';
import type { TPropertyReviewsResponse } from '@hearth/domain';
import { searchProperties } from '../support/property-record';
import { signIn } from '../support/sign-in';

/** A rating as the page reads it aloud: '4.5 out of 5'. */
const outOf5 = (value: number) => `${Number(value.toFixed(1))} out of 5`;

type Reviewed = { id: string; name: string; reviews: TPropertyReviewsResponse['data'] };

/** The reviews of a property as the signed-in user reads them (`GET v3/properties/{id}/reviews`, the first page). */
const reviewsOf = async (page: Page, id: string) => {
  const reply = await page.request.get(`/api/v3/properties/${id}/reviews`);
  expect(reply.status()).toBe(200);
  return ((await reply.json()) as TPropertyReviewsResponse).data;
};

/**
 * One of Olivia Owner's homes with reviews from Airbnb and from the product's own site, one of which carries a private
 * comment (staff read it, owners never): the owner's homes come from her own list, the reviews as staff read them.
 */
const ownersReviewedHome = async (browser: Browser, staff: Page): Promise<Reviewed> => {
  const context = await browser.newContext();
  const owner = await context.newPage();
  await signIn(owner, 'owner');
  const homes = await searchProperties(owner);
  await context.close();
  for (const home of homes) {
    const reviews = await reviewsOf(staff, home.id);
    const channels = new Set(reviews.map((review) => review.attributes.channel));
    const withPrivate = reviews.some((review) => review.attributes.comments.privateComment);
    if (channels.has('airbnb') && channels.has('hearth') && withPrivate) {
      return { id: home.id, name: home.attributes.name, reviews };
    }
  }
  throw new Error('None of the demo owner’s homes has Airbnb and Hearth reviews with a private comment');
};

test("[REVIEWS][LIST] reviews render with their channel's logo", async ({ page, browser }) => {
  await signIn(page, 'staff');
  const home = await ownersReviewedHome(browser, page);
  await page.goto(`/properties/${home.id}/reviews`);
  await expect(page.getByRole('heading', { level: 1, name: home.name })).toBeVisible();

  const summary = page.getByLabel('Rating summary');
  await expect(summary.getByText(`${home.reviews.length} reviews`, { exact: true })).toBeVisible();
  await expect(summary.getByRole('img', { name: /^\d(\.\d)? out of 5 stars$/ })).toBeVisible();
  const list = page.getByRole('region', { name: 'Reviews' });
  await expect(list.getByRole('article')).toHaveCount(home.reviews.length);

  // The newest Airbnb review: the portal's mark beside its name, its stars out of 5, its headline and 'Check-In'.
  const newestAirbnb = home.reviews.find((review) => review.attributes.channel === 'airbnb')!.attributes;
  const airbnb = list.getByRole('article', { name: 'Review from Airbnb' }).first();
  await expect(airbnb.getByRole('img', { name: 'Airbnb logo' })).toBeVisible();
  await expect(airbnb.getByText('Airbnb', { exact: true })).toBeVisible();
  await expect(airbnb.getByRole('img', { name: `${outOf5(newestAirbnb.rating.overall)} stars` })).toBeVisible();
  await expect(airbnb.getByRole('heading', { level: 3 })).toHaveText(newestAirbnb.comments.headline!);
  await expect(airbnb.getByText('Check-In', { exact: true })).toBeVisible();
  await expect(airbnb.getByLabel(`Check-In ${outOf5(newestAirbnb.rating.checkin!)}`)).toBeVisible();

  // A stay booked on the product's own site shows the product's mark and name.
  const newestDirect = home.reviews.find((review) => review.attributes.channel === 'hearth')!.attributes;
  const direct = list.getByRole('article', { name: 'Review from Hearth' }).first();
  await expect(direct.getByRole('img', { name: 'Hearth logo' })).toBeVisible();
  await expect(direct.getByText('Hearth', { exact: true })).toBeVisible();
  await expect(direct.getByRole('img', { name: `${outOf5(newestDirect.rating.overall)} stars` })).toBeVisible();

  // Staff read the private comments.
  const privateComments = home.reviews.filter((review) => review.attributes.comments.privateComment).length;
  await expect(list.getByText('Private comment:')).toHaveCount(privateComments);
});

test('[REVIEWS][OWNER] an owner reads the reviews of their home without the private comments', async ({
  page,
  browser,
}) => {
  await signIn(page, 'staff');
  const home = await ownersReviewedHome(browser, page);
  await page.goto(`/properties/${home.id}/reviews`);
  const list = page.getByRole('region', { name: 'Reviews' });
  await expect(list.getByRole('article')).toHaveCount(home.reviews.length);
  // The line 'Private comment: …' as staff read it.
  const note = list.getByText(/^Private comment: \S/).first();
  await expect(note).toBeVisible();
  const privateText = (await note.innerText()).replace(/^Private comment:\s*/, '').trim();
  expect(home.reviews.map((review) => review.attributes.comments.privateComment)).toContain(privateText);

  const context = await browser.newContext();
  const owner = await context.newPage();
  await signIn(owner, 'owner');
  await owner.goto(`/properties/${home.id}/reviews`);
  await expect(owner.getByRole('heading', { level: 1, name: home.name })).toBeVisible();
  const ownersList = owner.getByRole('region', { name: 'Reviews' });
  await expect(ownersList.getByRole('article')).toHaveCount(home.reviews.length);
  await expect(ownersList.getByRole('article', { name: 'Review from Airbnb' }).first()).toBeVisible();
  await expect(ownersList.getByText('Private comment:')).toHaveCount(0);
  await expect(ownersList.getByText(privateText)).toHaveCount(0);
  await context.close();
});
