import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { signIn } from '../support/sign-in';
import { cardFacts, expectFirstPage, propertyCards, resultCount } from '../support/properties';

test('[PROPERTIES][LIST] an admin sees every property, counted, with the tools of the list', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/properties');
  await expect(page.getByRole('heading', { name: 'Properties', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Properties · Hearth');
  const count = await expectFirstPage(page);
  expect(count).toBeGreaterThanOrEqual(12);
  await expect(page.getByRole('region', { name: 'Availability search' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Search property' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sort' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Filter' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Include Inactive' })).toBeVisible();
  // Partners of both companies are listed.
  const partners = new Set(await cardFacts(page, 'Partner'));
  expect(partners.size).toBeGreaterThan(1);

  await page.getByRole('button', { name: 'Filter' }).click();
  const drawer = page.getByRole('dialog', { name: 'Filter' });
  for (const lookup of ['Partner', 'Owner', 'Amenities', 'Cleaning status']) {
    await expect(drawer.getByRole('combobox', { name: lookup })).toBeVisible();
  }
  await expect(drawer.getByRole('group', { name: 'Management' })).toBeVisible();
  await expect(drawer.getByRole('group', { name: 'Airbnb risk' })).toBeVisible();
});

test('[PROPERTIES][SCROLL] scrolling to the end loads the next page until every property is listed', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await page.goto('/properties');
  const count = await expectFirstPage(page);
  await page.getByTestId('list-end').scrollIntoViewIfNeeded();
  await expect(propertyCards(page)).toHaveCount(Math.min(count, 50));
});

test('[PROPERTIES][SEARCH] typing a name narrows the list and blank text lists everything again', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/properties');
  const all = await resultCount(page);
  const search = page.getByRole('textbox', { name: 'Search property' });
  await search.fill('Hastings Street');
  await expect(page).toHaveURL(/filterText=Hastings/);
  await expect(propertyCards(page).first()).toContainText('Hastings Street');
  expect(await resultCount(page)).toBeLessThan(all);
  await search.fill('   ');
  await expect.poll(() => resultCount(page)).toBe(all);
});

test('[PROPERTIES][OWNER] an owner sees only their properties, without availability, Partner or Owner filters', async ({
  page,
}) => {
  await signIn(page, 'owner');
  await page.goto('/properties');
  const count = await expectFirstPage(page);
  expect(count).toBeGreaterThan(0);
  for (const owners of await cardFacts(page, 'Owner')) expect(owners).toContain('Olivia Owner');
  await expect(page.getByRole('region', { name: 'Availability search' })).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: 'Include Inactive' })).toHaveCount(0);
  await expect(propertyCards(page).getByText('Tasks', { exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: 'Filter' }).click();
  const drawer = page.getByRole('dialog', { name: 'Filter' });
  await expect(drawer.getByText('Property type')).toBeVisible();
  await expect(drawer.getByRole('combobox', { name: 'Partner' })).toHaveCount(0);
  await expect(drawer.getByRole('combobox', { name: 'Owner' })).toHaveCount(0);
  await expect(drawer.getByRole('group', { name: 'Airbnb risk' })).toHaveCount(0);
  await drawer.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'Sort' }).click();
  const sort = page.getByRole('dialog', { name: 'Sort' });
  await expect(sort.getByRole('radio', { name: 'Bedrooms (high to low)' })).toBeVisible();
  await expect(sort.getByRole('radio', { name: /^Tasks/ })).toHaveCount(0);
});

test("[PROPERTIES][LICENSEE] a licensee sees only their company's properties and can add one", async ({ page }) => {
  await signIn(page, 'licensee');
  await page.goto('/properties');
  const count = await expectFirstPage(page);
  expect(count).toBeGreaterThan(0);
  expect(new Set(await cardFacts(page, 'Partner'))).toEqual(new Set(['Coastal Stays']));
  const add = page.getByRole('link', { name: 'Add New Property' });
  await expect(add).toHaveAttribute('target', '_blank');
  await expect(add).toHaveAttribute('href', /^https?:\/\//);

  await page.getByRole('button', { name: 'Filter' }).click();
  const drawer = page.getByRole('dialog', { name: 'Filter' });
  await expect(drawer.getByText('Property type')).toBeVisible();
  await expect(drawer.getByRole('group', { name: 'Management' })).toHaveCount(0);
  await expect(drawer.getByRole('combobox', { name: 'Partner' })).toHaveCount(0);
  await expect(drawer.getByRole('combobox', { name: 'Owner' })).toBeVisible();
  await drawer.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'Sort' }).click();
  await expect(page.getByRole('dialog', { name: 'Sort' }).getByRole('radio', { name: /^Partner/ })).toHaveCount(0);
});

test("[PROPERTIES][CREATOR] a content creator opens a property's details and may include inactive ones", async ({
  page,
}) => {
  await signIn(page, 'creator');
  await page.goto('/properties');
  const count = await expectFirstPage(page);
  const firstLink = propertyCards(page).first().getByRole('link').first();
  await expect(firstLink).toHaveAttribute('href', /^\/properties\/[^/]+\/details\/the-property$/);
  await page.getByRole('checkbox', { name: 'Include Inactive' }).check();
  await expect(page).toHaveURL(/includeInactive=true/);
  await expect.poll(() => resultCount(page)).toBeGreaterThanOrEqual(count);
});

test('[PROPERTIES][PHOTOS] the photo popup shows the photos with Back, and no Edit Photo for an admin', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await page.goto('/properties');
  await expectFirstPage(page);
  const card = propertyCards(page).first();
  const name = (await card.getByRole('link').first().innerText()).trim();
  await card.getByRole('button', { name: /^Photos / }).click();
  const popup = page.getByRole('dialog', { name: `${name}: photos` });
  await expect(popup).toBeVisible();
  // docs/product/properties.md#who-uses-it: only property editors see Edit Photo (the component tests show it to them).
  await expect(popup.getByRole('button', { name: 'Back' })).toBeVisible();
  await expect(popup.getByRole('link', { name: 'Edit Photo' })).toHaveCount(0);
  await popup.getByRole('button', { name: 'Back' }).click();
  await expect(popup).toBeHidden();
});

test('[PROPERTIES][A11Y] the list with its filter drawer open has no serious accessibility issue', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, 'admin');
  await page.goto('/properties');
  await expectFirstPage(page);
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page.getByRole('dialog', { name: 'Filter' })).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => v.id)).toEqual([]);
  await context.close();
});
