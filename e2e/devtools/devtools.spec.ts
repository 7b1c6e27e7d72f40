import { expect, test } from '@playwright/test';
import { signIn } from '../support/sign-in';

test('[DEVTOOLS][ACTION] a developer sends a test email through its confirm and finds it in the outbox', async ({
  page,
}) => {
  await signIn(page, 'developer');
  await page.goto('/devtools');
  const card = page.getByRole('region', { name: 'Send a test email' });
  await card.getByRole('button', { name: 'Send a test email' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send a test email' });
  await expect(dialog.getByText('Send a test email to your address?')).toBeVisible();
  // The spec's confirms are 450 px wide (docs/product/devtools.md#limits).
  const width = await dialog.evaluate((node) => node.getBoundingClientRect().width);
  expect(Math.round(width)).toBe(450);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByText(/^Sent 'Hearth test email' to developer@demo\.hearth\.au\.$/)).toBeVisible();
  await expect(page.getByRole('article', { name: 'Hearth test email' }).first()).toContainText(
    'To developer@demo.hearth.au',
  );
});

test('[DEVTOOLS][ACTION] syncing staging data asks first, and Cancel leaves the data alone', async ({ page }) => {
  await signIn(page, 'developer');
  await page.goto('/devtools');
  await page
    .getByRole('region', { name: 'Sync staging data' })
    .getByRole('button', { name: 'Sync staging data' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Sync staging data' });
  await expect(dialog.getByText(/Every change made since the last sync is lost/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: 'Sync staging data' }).getByRole('status')).toHaveCount(0);
});
