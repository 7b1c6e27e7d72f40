import { expect, test } from '@playwright/test';
import { allowedMenuItems, allowedMobileItems } from '@hearth/domain';
import { DEMO_ACCOUNTS } from '../support/accounts';
import { signIn } from '../support/sign-in';

// Accounts that reach the shell with the demo password alone (the code and disabled accounts have their own specs).
const accounts = DEMO_ACCOUNTS.filter((account) => !['otp', 'disabled'].includes(account.name));

for (const account of accounts) {
  test(`[SHELL][MENU] ${account.name} sees exactly the menu items its roles allow`, async ({ page }) => {
    await signIn(page, account.name);
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    const expected = [...allowedMenuItems(account.roles).map((item) => item.label), 'FAQ'];
    await expect(menu.getByRole('link')).toHaveText(expected);
  });
}

test('[SHELL][MOBILE] the mobile menu opens over a locked page and lists the mobile-only items', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'licensee');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  for (const item of allowedMobileItems(['ROLE_LICENSEE'])) {
    await expect(menu.getByRole('link', { name: item.label, exact: true })).toBeVisible();
  }
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
  await menu.getByRole('link', { name: 'Settings', exact: true }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
});

test('[SHELL][TITLE] a page title names the page and the product', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/settings');
  await expect(page).toHaveTitle('Settings · Hearth');
});
