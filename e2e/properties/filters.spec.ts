import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/sign-in';
import { expectFirstPage, propertyCards, resultCount } from '../support/properties';

const bedroomsOnCards = (page: Page) =>
  propertyCards(page)
    .getByRole('group', { name: /^\d+ bedrooms?$/ })
    .evaluateAll((groups) => groups.map((group) => Number.parseInt(group.getAttribute('aria-label') ?? '', 10)));

test('[PROPERTIES][FILTER] a status chosen in the filter drawer narrows the list and is counted', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/properties');
  const all = await expectFirstPage(page);

  await page.getByRole('button', { name: 'Filter' }).click();
  const drawer = page.getByRole('dialog', { name: 'Filter' });
  await drawer.getByText('Onboarding', { exact: true }).click();
  await expect(drawer.getByRole('checkbox', { name: 'Onboarding' })).toBeChecked();
  await drawer.getByRole('button', { name: 'Apply' }).click();

  await expect(page.getByRole('button', { name: 'Filter (1)' })).toBeVisible();
  await expect(page).toHaveURL(/propertyStatuses=onboarding/);
  const onboarding = await expectFirstPage(page);
  expect(onboarding).toBeGreaterThan(0);
  expect(onboarding).toBeLessThan(all);
  for (const card of await propertyCards(page).all()) await expect(card.getByText('Onboarding')).toBeVisible();

  // Clear All brings every property back.
  await page.getByRole('button', { name: 'Filter (1)' }).click();
  await page.getByRole('dialog', { name: 'Filter (1)' }).getByRole('button', { name: 'Clear All' }).click();
  await expect(page.getByRole('button', { name: 'Filter', exact: true })).toBeVisible();
  await expect.poll(() => resultCount(page)).toBe(all);
});

test('[PROPERTIES][SORT] sorting by bedrooms high to low orders the cards and shows Sort (1)', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/properties');
  await expectFirstPage(page);
  await page.getByRole('button', { name: 'Sort' }).click();
  const drawer = page.getByRole('dialog', { name: 'Sort' });
  await drawer.getByRole('radio', { name: 'Bedrooms (high to low)' }).check();
  await drawer.getByRole('button', { name: 'Apply' }).click();

  await expect(page).toHaveURL(/sort=-bedrooms/);
  await expect(page.getByRole('button', { name: 'Sort (1)' })).toBeVisible();
  await expect
    .poll(async () => {
      const bedrooms = await bedroomsOnCards(page);
      return (
        bedrooms.length > 1 && bedrooms.every((value, index) => index === 0 || value <= (bedrooms[index - 1] ?? 0))
      );
    })
    .toBe(true);
});

test('[PROPERTIES][URL] a reload keeps the search, filters and sort, and shows the same properties', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await page.goto('/properties');
  await expectFirstPage(page);

  await page.getByRole('button', { name: 'Filter' }).click();
  const drawer = page.getByRole('dialog', { name: 'Filter' });
  await drawer.getByText('Active', { exact: true }).click();
  await drawer.getByRole('radiogroup', { name: 'Bedrooms' }).getByText('1', { exact: true }).click();
  await drawer.getByRole('button', { name: 'Apply' }).click();
  await page.getByRole('button', { name: 'Sort' }).click();
  await page.getByRole('dialog', { name: 'Sort' }).getByRole('radio', { name: 'Property name Z-A' }).check();
  await page.getByRole('dialog', { name: 'Sort' }).getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/sort=-name/);
  await expect(page).toHaveURL(/bedrooms=1/);
  const count = await expectFirstPage(page);
  // textContent: cards below the fold are not laid out (content-visibility), so their innerText is empty.
  const names = await propertyCards(page).getByRole('link').allTextContents();
  const address = page.url();

  await page.reload();
  await expect(page).toHaveURL(address);
  await expect(page.getByRole('button', { name: 'Filter (2)' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sort (1)' })).toBeVisible();
  expect(await resultCount(page)).toBe(count);
  await expect(propertyCards(page).getByRole('link')).toHaveText(names);
});
