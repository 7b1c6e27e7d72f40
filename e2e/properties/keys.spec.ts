import { expect, test, type Page } from '@playwright/test';
import { findProperty } from '../support/property-record';
import { signIn } from '../support/sign-in';

// The Sunshine Coast office (Noosa Heads) keeps spare keys waiting, assigned to no property (the demo seed).
const OFFICE = 'Hearth Sunshine Coast office';
const WAITING_KEY = 'Spare set A';

/** 'Assign a key' up to the key choice: the type of store, then the store searched by name. */
const openStoreInAssign = async (page: Page) => {
  await page.getByRole('button', { name: 'Assign a key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Assign a key from a store' });
  await dialog.getByText('Offsite', { exact: true }).click();
  await expect(dialog.getByRole('radio', { name: 'Offsite' })).toBeChecked();
  await dialog.getByRole('combobox', { name: 'Store' }).fill('Sunshine Coast');
  await page.getByRole('option', { name: new RegExp(`^${OFFICE} — `) }).click();
  await expect(dialog.getByText(/^Open Monday to Friday/)).toBeVisible();
  return dialog;
};

test('[KEYS][ASSIGN] staff assigns a key from a store and sees its distance', async ({ page }) => {
  await signIn(page, 'staff');
  // An active Noosa Heads home that already has its primary key: the key assigned here is a spare, near the office.
  const property = await findProperty(
    page,
    { 'filters[query]': 'Noosa Heads', 'filters[propertyStatuses]': 'active', 'filters[keyTypes]': 'key-nest' },
    (p) => p.attributes.address.city === 'Noosa Heads',
    'active Noosa Heads property with a KeyNest key',
  );
  await page.goto(`/properties/${property.id}/keys`);
  await expect(page.getByRole('heading', { level: 1, name: property.attributes.name })).toBeVisible();
  const keys = page.getByRole('list', { name: 'Keys of this property' });
  await expect(keys.getByRole('listitem').first()).toBeVisible();
  const before = await keys.getByRole('listitem').count();
  await expect(keys.getByRole('listitem', { name: `Key ${WAITING_KEY}` })).toHaveCount(0);

  const dialog = await openStoreInAssign(page);
  await dialog.getByRole('radio', { name: WAITING_KEY, exact: true }).check();
  await dialog.getByRole('button', { name: 'Assign key' }).click();
  await expect(dialog).toBeHidden();

  const key = keys.getByRole('listitem', { name: `Key ${WAITING_KEY}` });
  await expect(key).toBeVisible();
  await expect(keys.getByRole('listitem')).toHaveCount(before + 1);
  await expect(key.getByText(`${OFFICE} · Offsite`, { exact: true })).toBeVisible();
  await expect(key.getByText(/, Noosa Heads QLD 4567, Australia$/)).toBeVisible();
  // Offline (no maps service) the distance is a straight line, and says so.
  await expect(key.getByText(/^\d[\d.,]* k?m \(straight-line estimate\) from the property$/)).toBeVisible();
  await expect(page.getByText(/^Distances marked as estimates are straight lines/)).toBeVisible();
  // The home keeps its own primary key; the new one is a spare.
  await expect(key.getByText('Primary', { exact: true })).toHaveCount(0);
  await expect(key.getByRole('button', { name: 'Make primary' })).toBeVisible();

  await key.getByRole('button', { name: 'Unassign' }).click();
  const confirm = page.getByRole('dialog', { name: `Unassign ${WAITING_KEY}` });
  await expect(confirm.getByText('Unassign this key from the property? It stays in its store.')).toBeVisible();
  await confirm.getByRole('button', { name: 'Unassign' }).click();
  await expect(confirm).toBeHidden();
  await expect(key).toHaveCount(0);
  await expect(keys.getByRole('listitem')).toHaveCount(before);

  // It waits in its store again, ready to be assigned (as the demo had it).
  const again = await openStoreInAssign(page);
  await expect(again.getByRole('radio', { name: WAITING_KEY, exact: true })).toBeVisible();
  await again.getByRole('button', { name: 'Cancel' }).click();
  await expect(again).toBeHidden();
});
