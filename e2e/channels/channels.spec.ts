import { expect, test } from '@playwright/test';
import { signIn } from '../support/sign-in';

test('[CHANNELS][ACCOUNT] a channel manager disconnects an account through its confirm and connects it again', async ({
  page,
}) => {
  await signIn(page, 'channels');
  await page.goto('/channels');
  const airbnb = page.getByRole('region', { name: 'Airbnb' });
  await expect(airbnb.getByRole('link', { name: /Set up/ })).toHaveAttribute('target', '_blank');
  const account = airbnb.getByRole('row').filter({ hasText: 'connected' }).first();
  await account.getByRole('link').click();
  await expect(page).toHaveURL(/\/channels\/[0-9a-f-]{36}\/accounts\/[0-9a-f-]{36}$/);

  await page.getByRole('button', { name: 'Disconnect' }).click();
  const confirm = page.getByRole('dialog', { name: 'Disconnect account' });
  await confirm.getByRole('button', { name: 'Disconnect' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Connect' })).toBeVisible();

  await page.getByRole('button', { name: 'Connect' }).click();
  await page.getByRole('dialog', { name: 'Connect account' }).getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Disconnect' })).toBeVisible();
});

test('[CHANNELS][HEALTH] the sync health tab puts the stale listings first', async ({ page }) => {
  await signIn(page, 'channels');
  await page.goto('/channels?tab=health');
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows.nth(1)).toContainText('Stale');
});

test('[CHANNELS][ACCESS] staff have no Channels page', async ({ page }) => {
  await signIn(page, 'staff');
  await expect(page.getByRole('link', { name: 'Channels' })).toHaveCount(0);
});
