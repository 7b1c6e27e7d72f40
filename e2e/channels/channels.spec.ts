import { expect, test } from '@playwright/test';
import { signIn } from '../support/sign-in';

test('[CHANNELS][ACCOUNT] Connect asks for what the channel needs and shows Connected only when the channel takes it', async ({
  page,
}) => {
  await signIn(page, 'channels');
  await page.goto('/channels');
  const vrbo = page.getByRole('region', { name: 'Vrbo' });
  await expect(vrbo.getByRole('link', { name: /Set up/ })).toHaveAttribute('target', '_blank');

  // The account Vrbo refused: its reason is shown, and Connect does not turn it green without asking.
  await vrbo.getByRole('row').filter({ hasText: 'failed' }).first().getByRole('link').click();
  await expect(page).toHaveURL(/\/channels\/[0-9a-f-]{36}\/accounts\/[0-9a-f-]{36}$/);
  await expect(page.getByText(/refused the account credentials \(401 Unauthorized\)/)).toBeVisible();
  await page.getByRole('button', { name: 'Connect' }).click();
  const connect = page.getByRole('dialog', { name: 'Connect account' });
  // No connectivity API on this demo: the key cannot be checked, so nothing can connect it here, and it says so.
  await expect(connect.getByText(/Hearth cannot check Vrbo credentials here/)).toBeVisible();
  await expect(connect.getByRole('button', { name: 'Connect' })).toBeDisabled();
  await connect.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('failed', { exact: true })).toBeVisible();

  // A calendar-feed channel asks for the feed and reads it: one it cannot read is refused, in view, with the reason.
  await page.goto('/channels');
  const stayz = page.getByRole('region', { name: 'Stayz' });
  await stayz.getByRole('row').filter({ hasText: 'Coastal Stays Stayz' }).getByRole('link').click();
  await page.getByRole('button', { name: 'Connect' }).click();
  const feed = page.getByRole('dialog', { name: 'Connect account' });
  await feed.getByRole('textbox', { name: /^Calendar feed URL/ }).fill('https://127.0.0.1/calendar.ics');
  await feed.getByRole('button', { name: 'Connect' }).click();
  await expect(feed.getByText('The channel refused the connection')).toBeVisible();
  await expect(feed.getByText(/^Could not read the calendar feed: /)).toBeVisible();
  await feed.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText(/^Could not read the calendar feed: /)).toBeVisible();
  await expect(page.getByText('failed', { exact: true })).toBeVisible();
});

test('[CHANNELS][HEALTH] the sync health tab puts the stale listings first, each with Retry', async ({ page }) => {
  await signIn(page, 'channels');
  await page.goto('/channels?tab=health');
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows.nth(1)).toContainText('Stale');
  // Retry checks the account again; a demo account has no credential kept, so it says to connect it first.
  await rows
    .nth(1)
    .getByRole('button', { name: /^Retry / })
    .click();
  await expect(page.getByRole('alert').filter({ hasText: 'Connect the account first' })).toBeVisible();
});

test('[CHANNELS][ACCESS] staff have no Channels page', async ({ page }) => {
  await signIn(page, 'staff');
  await expect(page.getByRole('link', { name: 'Channels' })).toHaveCount(0);
});
