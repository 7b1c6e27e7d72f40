import { expect, test, type Page } from '@playwright/test';
import { PROPERTY_MESSAGES } from '@hearth/domain';
import { signIn } from '../support/sign-in';
import { dayFromToday, expectFirstPage, pickDay, propertyCards, resultCount } from '../support/properties';

/** The amount in 'A$1,234' or 'NZ$1,234.50'. */
const dollarsIn = (text: string): number => Number(text.replace(/[ANZ$,]/g, ''));

/** Stay totals on the cards, in dollars ('A$1,234' or 'NZ$1,234.50'). */
const totalsOnCards = async (page: Page): Promise<number[]> =>
  (
    await propertyCards(page)
      .getByText(/^(?:A|NZ)\$[\d,]+(\.\d\d)?$/)
      .allTextContents()
  ).map(dollarsIn);

const MIXED_CURRENCIES = PROPERTY_MESSAGES.priceMixedCurrencies;

test('[PROPERTIES][AVAILABILITY] a date search lists free properties with stay totals and a price range', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await page.goto('/properties');
  await expectFirstPage(page);
  const bar = page.getByRole('region', { name: 'Availability search' });
  await expect(bar.getByRole('button', { name: 'Search' })).toBeDisabled();

  const checkIn = dayFromToday(30);
  const checkOut = dayFromToday(33);
  await pickDay(page, 'Check-in', checkIn);
  await pickDay(page, 'Check-out', checkOut);
  await bar.getByRole('button', { name: 'Search' }).click();

  await expect(page).toHaveURL(new RegExp(`availableFrom=${checkIn}&availableTo=${checkOut}`));
  await expect(page.getByRole('checkbox', { name: 'Show corporate rate' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Include Inactive' })).toHaveCount(0);
  const available = await expectFirstPage(page);
  expect(available).toBeGreaterThan(0);
  const totals = await totalsOnCards(page);
  expect(totals.length).toBe(Math.min(available, 25));

  // Stays in Australia and New Zealand are priced in A$ and NZ$, which do not compare: a currency to choose first.
  await page.getByRole('button', { name: 'Filter' }).click();
  const mixed = page.getByRole('dialog', { name: 'Filter' });
  await expect(mixed.getByText(MIXED_CURRENCIES)).toBeVisible();
  await expect(mixed.getByRole('textbox', { name: 'Min price' })).toHaveCount(0);
  await mixed.getByRole('radiogroup', { name: 'Currency' }).getByText('NZ$', { exact: true }).click();
  await expect(mixed.getByText(MIXED_CURRENCIES)).toHaveCount(0);
  await expect(mixed.getByRole('textbox', { name: 'Min price' })).toBeVisible();
  await mixed.getByRole('button', { name: 'Close' }).click();
  await expect(mixed).toBeHidden();

  // Around Noosa Heads every stay is in A$, so the price range is offered, in A$.
  await bar.getByRole('textbox', { name: 'Location' }).fill('Noosa');
  await page.getByRole('option', { name: /^Noosa Heads/ }).click();
  await bar.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/location=Noosa\+Heads/);
  const nearby = await expectFirstPage(page);
  expect(nearby).toBeGreaterThan(1);

  // A price range between the bounds keeps only the stays at or above the chosen minimum.
  await page.getByRole('button', { name: 'Filter' }).click();
  const drawer = page.getByRole('dialog', { name: 'Filter' });
  await expect(drawer.getByText(MIXED_CURRENCIES)).toHaveCount(0);
  const min = drawer.getByRole('textbox', { name: 'Min price' });
  const max = drawer.getByRole('textbox', { name: 'Max price' });
  await expect(min).toHaveValue(/^A\$[\d,]+$/);
  await expect(max).toHaveValue(/^A\$[\d,]+$/);
  const low = dollarsIn(await min.inputValue());
  const high = dollarsIn(await max.inputValue());
  expect(high).toBeGreaterThan(low);
  const floor = Math.round((low + high) / 2);
  await min.fill(String(floor));
  // Property status steps aside while a price range applies.
  await expect(drawer.getByText('Property status')).toHaveCount(0);
  await drawer.getByRole('button', { name: 'Apply' }).click();

  await expect(page).toHaveURL(new RegExp(`minPrice=${floor * 100}`));
  await expect(page.getByRole('button', { name: 'Filter (1)' })).toBeVisible();
  await expect.poll(() => resultCount(page)).toBeLessThan(nearby);
  for (const total of await totalsOnCards(page)) expect(total).toBeGreaterThanOrEqual(floor);
});

test('[PROPERTIES][AVAILABILITY] a place alone searches 5 km around it', async ({ page }) => {
  await signIn(page, 'staff');
  await page.goto('/properties');
  const all = await expectFirstPage(page);
  const bar = page.getByRole('region', { name: 'Availability search' });
  await bar.getByRole('textbox', { name: 'Location' }).fill('Noosa');
  await page.getByRole('option', { name: /^Noosa Heads/ }).click();
  await bar.getByRole('button', { name: 'Search' }).click();

  await expect(page).toHaveURL(/location=Noosa\+Heads&lat=-26\.\d+&lng=153\.\d+/);
  const nearby = await expectFirstPage(page);
  expect(nearby).toBeGreaterThan(0);
  expect(nearby).toBeLessThan(all);
  // Noosa Heads and its neighbours (Noosaville, Sunshine Beach...) share the 456x postcodes.
  for (const card of await propertyCards(page).all()) await expect(card).toContainText(/QLD 456\d/);

  await bar.getByRole('button', { name: 'Clear' }).click();
  await expect(page).not.toHaveURL(/location=/);
});

test('[PROPERTIES][AVAILABILITY] opening a found property shows its calendar on the check-in month with the stay chosen', async ({
  page,
}) => {
  await signIn(page, 'staff');
  await page.goto('/properties');
  await expectFirstPage(page);
  const bar = page.getByRole('region', { name: 'Availability search' });
  // Far enough ahead that the calendar must leave today's month to show it.
  const checkIn = dayFromToday(70);
  const checkOut = dayFromToday(73);
  await pickDay(page, 'Check-in', checkIn);
  await pickDay(page, 'Check-out', checkOut);
  await bar.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`availableFrom=${checkIn}&availableTo=${checkOut}`));
  expect(await expectFirstPage(page)).toBeGreaterThan(0);

  await propertyCards(page).first().getByRole('link').first().click();
  await expect(page).toHaveURL(
    new RegExp(`/properties/[0-9a-f-]{36}\\?availableFrom=${checkIn}&availableTo=${checkOut}&adults=2&children=0$`),
  );
  const month = new Date(`${checkIn}T00:00:00Z`).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });
  await expect(page.getByTestId('calendar-title')).toHaveText(`${month} ${checkIn.slice(0, 4)}`);
  const chosen = page.getByRole('region', { name: 'Selected dates' });
  await expect(chosen.getByText('3 nights')).toBeVisible();
  await expect(chosen.getByRole('alert')).toHaveCount(0);
  await expect(page.getByTestId(`day-${checkIn}`)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId(`day-${checkOut}`)).toHaveAttribute('aria-pressed', 'true');
});
