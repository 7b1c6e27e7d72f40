import { expect, test, type Page } from '@playwright/test';
import { findProperty, searchProperties } from '../support/property-record';
import { expectFirstPage, propertyCards } from '../support/properties';
import { signIn } from '../support/sign-in';

const EDIT = 'Edit property details';
const nights = (n: number) => `${n} ${n === 1 ? 'night' : 'nights'}`;

/** Opens 'Edit property details', sets the minimum stay and saves; the facts come back with the notice. */
const setMinimumStay = async (page: Page, value: number) => {
  await page.getByRole('button', { name: EDIT }).click();
  const form = page.getByRole('form', { name: EDIT });
  await form.getByRole('textbox', { name: 'Minimum stay (nights)' }).fill(String(value));
  await form.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Property details saved' })).toBeVisible();
  await expect(form).toBeHidden();
};

test('[DETAILS][ONBOARDING] an onboarding property shows the onboarding page', async ({ page }) => {
  await signIn(page, 'staff');
  await page.goto('/properties');
  await expectFirstPage(page);
  await page.getByRole('button', { name: 'Filter' }).click();
  const drawer = page.getByRole('dialog', { name: 'Filter' });
  await drawer.getByText('Onboarding', { exact: true }).click();
  await drawer.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/propertyStatuses=onboarding/);
  await expectFirstPage(page);
  const card = propertyCards(page).first();
  await expect(card.getByText('Onboarding')).toBeVisible();
  const link = card.getByRole('link').first();
  const name = (await link.innerText()).trim();
  await link.click();
  // Staff land on the property's calendar; its Details tab holds the onboarding page.
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('tablist', { name: 'Property' }).getByRole('tab', { name: 'Details' }).click();
  await expect(page).toHaveURL(/\/properties\/[^/]+\/details(\/the-property)?$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const onboarding = page.getByRole('region', { name: 'Onboarding in progress!' });
  await expect(onboarding.getByRole('heading', { level: 2, name: 'Onboarding in progress!' })).toBeVisible();
  await expect(onboarding.getByText('Ingoing inspection')).toBeVisible();
  const articles = onboarding.getByRole('link', { name: 'Go to articles' });
  await expect(articles).toBeVisible();
  // Staff's articles are the knowledge centre, in the same tab (issue 17 item 6); owners keep the external FAQ.
  await expect(articles).toHaveAttribute('href', '/knowledgecentre');
  await expect(articles).not.toHaveAttribute('target', '_blank');
  // The facts follow the onboarding page.
  await expect(
    page.getByRole('region', { name: 'The property' }).getByText('Onboarding', { exact: true }),
  ).toBeVisible();
});

test("[DETAILS][EDIT] staff edits a property's details and sees the change in its history", async ({ page }) => {
  await signIn(page, 'staff');
  const property = await findProperty(
    page,
    { 'filters[query]': 'Mooloolaba', 'filters[propertyStatuses]': 'active' },
    (p) => p.attributes.details.minimumStay < 14,
    'active Mooloolaba property',
  );
  const before = property.attributes.details.minimumStay;
  const after = before + 1;
  await page.goto(`/properties/${property.id}/details/the-property`);
  await expect(page.getByRole('heading', { level: 1, name: property.attributes.name })).toBeVisible();
  const facts = page.getByRole('region', { name: 'The property' });
  await expect(facts.getByText(nights(before), { exact: true })).toBeVisible();

  await setMinimumStay(page, after);
  await expect(facts.getByText(nights(after), { exact: true })).toBeVisible();
  await page.reload();
  await expect(facts.getByText(nights(after), { exact: true })).toBeVisible();

  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page).toHaveURL(/\/details\/history$/);
  const history = page.getByRole('table', { name: 'Change history' });
  const newest = history.getByRole('row').nth(1);
  await expect(newest.getByRole('cell').nth(1)).toHaveText('Sam Staff');
  await expect(newest.getByRole('cell').nth(3)).toHaveText(new RegExp(`^minimumStay\\s*${before}\\s*${after}$`));

  // The stay as it was, for the specs that follow.
  await page.getByRole('tab', { name: 'The property' }).click();
  await setMinimumStay(page, before);
  await expect(facts.getByText(nights(before), { exact: true })).toBeVisible();
});

test("[DETAILS][OWNER] an owner reads their property's details without 'Edit property details'", async ({ page }) => {
  await signIn(page, 'owner');
  const [own] = await searchProperties(page, { 'filters[propertyStatuses]': 'active' });
  expect(own, 'the demo owner has an active property').toBeDefined();
  await page.goto(`/properties/${own!.id}/details/the-property`);
  await expect(page.getByRole('heading', { level: 1, name: own!.attributes.name })).toBeVisible();
  await expect(page.getByRole('region', { name: 'The property' })).toBeVisible();
  await expect(page.getByRole('button', { name: EDIT })).toHaveCount(0);
  // Nor the change history, which is staff's.
  await expect(page.getByRole('tab', { name: 'History' })).toHaveCount(0);
});
