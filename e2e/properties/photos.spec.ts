import { expect, test, type Locator, type Page } from '@playwright/test';
import { findProperty, middleColourOf, solidPng, type Rgb } from '../support/property-record';
import { signIn } from '../support/sign-in';

const CORAL: Rgb = [230, 90, 70];
const LAGOON: Rgb = [20, 120, 200];

/** Which of the two uploaded colours a thumbnail shows (a PNG thumbnail keeps the colour, give or take rounding). */
const colourName = ([r, g, b]: Rgb): string => {
  const near = (want: Rgb) => Math.abs(r - want[0]) + Math.abs(g - want[1]) + Math.abs(b - want[2]) < 30;
  return near(CORAL) ? 'coral' : near(LAGOON) ? 'lagoon' : `rgb(${r}, ${g}, ${b})`;
};

/** The listing's photos in the order the page shows them, each by the colour of its thumbnail. */
const shownOrder = async (page: Page, section: Locator): Promise<string[]> => {
  const thumbnails = section.getByRole('img', { name: /^Photo \d+$/ });
  const sources = await thumbnails.evaluateAll((images) => images.map((image) => image.getAttribute('src') ?? ''));
  return Promise.all(sources.map(async (src) => colourName(await middleColourOf(page, src))));
};

/** The one save of the whole list that a reorder makes. */
const photoSave = (page: Page) =>
  page.waitForResponse(
    (reply) => /\/photos$/.test(new URL(reply.url()).pathname) && reply.request().method() === 'PATCH',
  );

test('[PHOTOS][EDIT] an editor uploads two photos, reorders them and deletes one', async ({ page }) => {
  await signIn(page, 'editor');
  // A listing with no photos yet: the two uploaded are then photos 1 and 2, side by side at the start of the grid.
  const property = await findProperty(
    page,
    { 'filters[propertyStatuses]': 'active' },
    (p) => p.attributes.photos.length === 0,
    'active property without photos',
  );
  await page.goto(`/properties/${property.id}/details/photos`);
  await expect(page.getByRole('heading', { level: 1, name: property.attributes.name })).toBeVisible();
  const general = page.getByRole('region', { name: 'Photos', exact: true });
  await expect(general.getByText('No photos yet', { exact: true })).toBeVisible();
  await expect(general.getByText('0 photos', { exact: true })).toBeVisible();

  await general.getByLabel('Add photos').setInputFiles([
    { name: 'coral.png', mimeType: 'image/png', buffer: solidPng(CORAL) },
    { name: 'lagoon.png', mimeType: 'image/png', buffer: solidPng(LAGOON) },
  ]);
  await expect(general.getByText('2 photos', { exact: true })).toBeVisible();
  await expect(general.getByRole('img', { name: /^Photo \d+$/ })).toHaveCount(2);
  await expect(general.getByText('Cover photo', { exact: true })).toBeVisible();
  await expect.poll(() => shownOrder(page, general)).toEqual(['coral', 'lagoon']);

  // The keyboard's drag (dnd-kit), as a screen reader user hears it in its live region: Space picks up the second
  // photo's handle, the left arrow moves it over the first, Space drops it there.
  const moveSecond = general.getByRole('button', { name: 'Move Photo 2' });
  await expect(moveSecond).toBeEnabled();
  const dragNews = page.getByRole('status').filter({ hasText: /draggable item/i });
  const reordered = photoSave(page);
  await moveSecond.focus();
  await page.keyboard.press('Space');
  await expect(dragNews).toHaveText(/^(Picked up draggable item|Draggable item \S+ was moved over)/);
  // The sensor listens for arrows from the next task on: an arrow pressed before it does is pressed again.
  await expect(async () => {
    await page.keyboard.press('ArrowLeft');
    await expect(dragNews).toHaveText(/^Draggable item (\S+) was moved over droppable area (?!\1\.)\S+\.$/, {
      timeout: 1_000,
    });
  }).toPass();
  await page.keyboard.press('Space');
  await expect(dragNews).toHaveText(/was dropped over droppable area/);
  expect((await reordered).status()).toBe(200);
  await expect.poll(() => shownOrder(page, general)).toEqual(['lagoon', 'coral']);

  await page.reload();
  await expect(general.getByText('2 photos', { exact: true })).toBeVisible();
  await expect.poll(() => shownOrder(page, general)).toEqual(['lagoon', 'coral']);

  // Delete the cover (the lagoon photo) after the confirm.
  await general.getByRole('button', { name: 'Delete Photo 1' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete photo' });
  await expect(confirm.getByText('Are you sure you want to delete?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(general.getByText('1 photo', { exact: true })).toBeVisible();

  await page.reload();
  await expect(general.getByText('1 photo', { exact: true })).toBeVisible();
  await expect.poll(() => shownOrder(page, general)).toEqual(['coral']);

  // The listing as it was, for the specs that follow: no photos.
  await general.getByRole('button', { name: 'Delete Photo 1' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await page.reload();
  await expect(general.getByText('No photos yet', { exact: true })).toBeVisible();
});
