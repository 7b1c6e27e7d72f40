import { expect, test } from '@playwright/test';
import { signIn } from '../support/sign-in';

test('[RESOURCES][NEWSLETTER] marketing adds a newsletter and deletes it', async ({ page }) => {
  const title = `Winter ${Date.now() % 100000}`;
  await signIn(page, 'marketing');
  await page.goto('/resources?tab=newsletters');
  await page.getByRole('button', { name: 'Add newsletter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add newsletter' });
  await dialog.getByLabel(/^Title/).fill(title);
  await dialog.getByLabel(/^URL/).fill('https://news.hearth.au/winter');
  await dialog.getByRole('button', { name: 'Add newsletter' }).click();
  await expect(dialog).toBeHidden();
  const read = page.getByRole('link', { name: `Read ${title}` });
  await expect(read).toHaveAttribute('href', 'https://news.hearth.au/winter');

  await page.getByRole('button', { name: `Delete ${title}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete newsletter' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(read).toHaveCount(0);
});

test('[RESOURCES][FORM] a licensee opens a form', async ({ page }) => {
  await signIn(page, 'licensee');
  await page.goto('/resources');
  await page.getByRole('tab', { name: 'Forms' }).click();
  const open = page.getByRole('link', { name: /^Open form / }).first();
  await expect(open).toBeVisible();
  const href = await open.getAttribute('href');
  expect(href).toBeTruthy();
  const answer = await page.request.get(href!);
  expect(answer.status()).toBe(200);
});

test('[RESOURCES][TABS] staff see no Forms tab and no way to add a newsletter', async ({ page }) => {
  await signIn(page, 'staff');
  await page.goto('/resources');
  await expect(page.getByRole('tab', { name: 'Documents' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Forms' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Newsletters' }).click();
  await expect(page.getByRole('link', { name: /^Read / }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add newsletter' })).toHaveCount(0);
});
