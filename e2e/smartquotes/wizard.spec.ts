import { expect, test } from '@playwright/test';
import { solidPng } from '../support/property-record';
import { signIn } from '../support/sign-in';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const stepUrl = (step: string) => new RegExp(`/smartquotes/${UUID}/${step}$`);

test('[SMARTQUOTES][CREATE] staff builds a quote through all 8 steps and lands on its overview', async ({ page }) => {
  await signIn(page, 'staff');
  await page.goto('/smartquotes');
  await page.getByRole('link', { name: 'Create New Quote' }).click();
  await expect(page).toHaveURL(/\/smartquotes\/new\/company$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create New Quote' })).toBeVisible();

  // Company: the house company needs no branding, so no dialog.
  await page.getByRole('textbox', { name: 'Search companies' }).fill('Hearth');
  await page.getByRole('radio', { name: /^Hearth/ }).check();
  await expect(page.getByRole('dialog', { name: 'Company Branding' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Start Quote' }).click();

  // Address, by search: the street is kept, the suburb comes from the gazetteer, the postcode as typed.
  await expect(page).toHaveURL(/\/smartquotes\/new\/address$/);
  await expect(page.getByText('Step 1/7')).toBeVisible();
  await page.getByRole('combobox', { name: 'Address' }).fill('3/21 Hastings Street, Noosa Heads 4567');
  await page.getByRole('option', { name: /^3\/21 Hastings Street, Noosa Heads QLD/ }).click();
  await expect(page.getByRole('textbox', { name: 'Postcode' })).toHaveValue('4567');
  await page.getByRole('button', { name: 'Continue' }).click();

  // Details.
  await expect(page).toHaveURL(stepUrl('details'));
  await expect(page.getByRole('heading', { level: 2, name: 'Property Details' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Bedrooms' }).click();
  await page.getByRole('option', { name: '3', exact: true }).click();
  await page.getByRole('combobox', { name: 'Bathrooms' }).click();
  await page.getByRole('option', { name: '2', exact: true }).click();
  await page.getByRole('button', { name: 'Continue' }).click();

  // Rent: dollars typed, A$ shown for an Australian home.
  await expect(page).toHaveURL(stepUrl('rent'));
  await expect(page.getByText('A$')).toBeVisible();
  await page.getByRole('textbox', { name: 'Weekly long-term rent' }).fill('850');
  await page.getByRole('textbox', { name: 'LTR management fee' }).fill('8');
  await page.getByRole('button', { name: 'Continue' }).click();

  // Owner.
  await expect(page).toHaveURL(stepUrl('owner'));
  await page.getByRole('textbox', { name: 'First name' }).fill('Ava');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Walker');
  await page.getByRole('textbox', { name: 'Mobile' }).fill('0412 555 101');
  await page.getByRole('textbox', { name: 'Email' }).fill('ava.walker@example.com');
  await page.getByRole('textbox', { name: "Owner's address" }).fill('1 Ocean Street, Maroochydore QLD 4558');
  await page.getByRole('button', { name: 'Continue' }).click();

  // Photo: a small PNG through the dialog's signed upload.
  await expect(page).toHaveURL(stepUrl('photo'));
  await page.getByRole('button', { name: 'Upload photo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Property photo' });
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'home.png', mimeType: 'image/png', buffer: solidPng([20, 120, 200], 64, 48) });
  await expect(dialog.getByText('home.png')).toBeVisible();
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('img', { name: "The home's photo" })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();

  // Offer.
  await expect(page).toHaveURL(stepUrl('offer'));
  await page.getByRole('textbox', { name: 'STR management fee' }).fill('20');
  await page.getByRole('textbox', { name: 'Setup fee' }).fill('1200');
  await page.getByRole('button', { name: 'Continue' }).click();

  // Level of standard, then the overview.
  await expect(page).toHaveURL(stepUrl('standard'));
  await expect(page.getByText('Step 7/7')).toBeVisible();
  await page.getByText('Premium', { exact: true }).click();
  await page.getByRole('button', { name: 'See Overview' }).click();
  await expect(page).toHaveURL(stepUrl('overview'));
  // The overview is the home's: its address as the heading, and a forecast from the comps near Noosa Heads.
  await expect(page.getByRole('heading', { level: 1, name: /^3\/21 Hastings Street, Noosa Heads/ })).toBeVisible();
  await expect(page.getByText('STR Median').first()).toBeVisible();
});
