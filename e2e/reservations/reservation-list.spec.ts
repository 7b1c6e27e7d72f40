import { expect, test, type Page } from '@playwright/test';
import { expectOnTop } from '../support/on-top';
import { signIn } from '../support/sign-in';

/** The rows of the reservations table (the header row has no cells). */
const bookingRows = (page: Page) => page.getByRole('row').filter({ has: page.getByRole('cell') });

/** The number in '1 result' / 'N results' / '1,000+ results', once the list has answered. */
const resultCount = async (page: Page): Promise<number> => {
  const label = page.getByTestId('result-count');
  await expect(label).toHaveText(/^[\d,]+\+? results?$/);
  return Number((await label.innerText()).replace(/\D/g, ''));
};

const search = async (page: Page, text: string) => {
  await page.getByRole('textbox', { name: 'Search reservations' }).fill(text);
  // The search is in the address once it has been sent (after the list's 600 ms pause).
  await expect(page).toHaveURL((url) => (url.searchParams.get('search') ?? '') === text);
};

test('[RESERVATIONS][SEARCH] staff finds a booking by its guest’s name, filters it, exports it, and a copied link reopens the same list', async ({
  page,
}) => {
  await signIn(page, 'staff');
  await page.goto('/reservation-all');
  await expect(page.getByRole('heading', { level: 1, name: 'Reservations' })).toBeVisible();
  const all = await resultCount(page);
  expect(all).toBeGreaterThan(0);
  await expect(page.getByRole('columnheader', { name: 'Check-in' })).toHaveAttribute('aria-sort', 'descending');

  // A booked stay's guest, from the list itself (the demo's guests are drawn at random).
  const first = bookingRows(page).filter({ hasText: 'Booked' }).first();
  const code = (await first.getByRole('link').first().innerText()).trim();
  const guest = (await first.getByRole('cell').nth(1).locator('p').first().innerText()).trim();
  expect(guest.length).toBeGreaterThan(0);

  await search(page, guest);
  const row = bookingRows(page).filter({ has: page.getByRole('link', { name: code, exact: true }) });
  await expect(row).toHaveCount(1);
  await expectOnTop(row.getByRole('link', { name: code, exact: true }), 'The booking found by its guest');
  for (const each of await bookingRows(page).all()) await expect(each).toContainText(guest);
  expect(await resultCount(page)).toBeLessThan(all);

  // A filter: the chip, the address and the list follow.
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await drawer.getByText('Booked', { exact: true }).click();
  await expect(drawer.getByRole('checkbox', { name: 'Booked' })).toBeChecked();
  await drawer.getByRole('button', { name: 'Apply' }).click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/statuses=BOOKED/);
  await expect(page.getByRole('button', { name: 'Remove Status: Booked' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  await expect(row).toHaveCount(1);

  // The export carries the same search and filter, and its file holds the booking.
  const exportLink = page.getByRole('link', { name: 'Export CSV' });
  const href = new URL((await exportLink.getAttribute('href')) ?? '', page.url());
  expect(href.pathname).toBe('/api/v3/bookings/export');
  expect(href.searchParams.get('filterText')).toBe(guest);
  expect(href.searchParams.get('filters[statuses]')).toBe('BOOKED');
  expect(href.searchParams.has('page[number]')).toBe(false);
  const [download] = await Promise.all([page.waitForEvent('download'), exportLink.click()]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).toString('utf8')).toContain(code);

  // A copied link reopens the same list.
  const copied = page.url();
  await page.goto('/properties');
  await page.goto(copied);
  await expect(page.getByRole('textbox', { name: 'Search reservations' })).toHaveValue(guest);
  await expect(page.getByRole('button', { name: 'Remove Status: Booked' })).toBeVisible();
  await expect(row).toHaveCount(1);

  // The row opens its booking.
  await row.getByRole('link', { name: code, exact: true }).click();
  await expect(page).toHaveURL(/\/reservations\/[0-9a-f-]{36}/);
});

test('[RESERVATIONS][SEARCH] an admin sorts by check-in, earliest first, and back', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/reservation-all');
  await resultCount(page);
  const checkIn = page.getByRole('columnheader', { name: 'Check-in' });
  await checkIn.getByRole('button').click();
  await expect(checkIn).toHaveAttribute('aria-sort', 'ascending');
  await expect(page).toHaveURL(/sort=checkIn/);
  await checkIn.getByRole('button').click();
  await expect(checkIn).toHaveAttribute('aria-sort', 'descending');
  await expect(page).not.toHaveURL(/sort=/);
});

test('[RESERVATIONS][SEARCH] a licensee lists their company’s bookings with no company filter', async ({ page }) => {
  await signIn(page, 'licensee');
  await page.goto('/reservation-all');
  await expect(page.getByRole('heading', { level: 1, name: 'Reservations' })).toBeVisible();
  await resultCount(page);
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await expect(drawer.getByRole('combobox', { name: 'Property' })).toBeVisible();
  await expect(drawer.getByRole('combobox', { name: 'Company' })).toHaveCount(0);
});

test('[RESERVATIONS][SEARCH] on a phone the bookings are stacked cards, nothing scrolls sideways, and the filters fill the screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'admin');
  await page.goto('/reservation-all');
  const cards = page.getByRole('list', { name: 'Reservations' }).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(cards.first().getByRole('link')).toHaveAttribute('href', /^\/reservations\//);
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(sideways).toBeLessThanOrEqual(0);

  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await expect(drawer).toBeVisible();
  const box = await drawer.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(389);
});
