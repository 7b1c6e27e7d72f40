import { expect, test, type Page } from '@playwright/test';
import { allowedMenuItems } from '@hearth/domain';
import { demoCompanyId } from '../../apps/api/src/seed/demo-companies';
import { DEMO_ACCOUNTS } from '../support/accounts';
import { signIn } from '../support/sign-in';

/** What a person must never read: zod's wording, a raw error code, an upload code. */
const RAW_MESSAGE =
  /Too (big|small): expected|Invalid (input|option)|expected (string|number)|[A-Z]+_ERROR\b|UPLOAD_[A-Z]/;

/** Nothing raw on the page, and nothing wider than the phone's screen. */
const expectReadable = async (page: Page, where: string) => {
  expect(await page.locator('body').innerText(), where).not.toMatch(RAW_MESSAGE);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${where} scrolls sideways`).toBeLessThanOrEqual(1);
};

// Every account that reaches the shell with the demo password walks every page of its menu on a phone, dark.
const accounts = DEMO_ACCOUNTS.filter((account) => !['otp', 'disabled'].includes(account.name));
test.describe('walk on a phone in dark mode', () => {
  test.use({ viewport: { width: 390, height: 844 }, colorScheme: 'dark' });
  for (const account of accounts) {
    test(`[SHELL][WALK] ${account.name}'s pages say nothing raw and fit a 390 px phone in dark mode`, async ({
      page,
    }) => {
      await signIn(page, account.name);
      for (const item of allowedMenuItems(account.roles)) {
        await page.goto(item.path);
        await expect(page.getByRole('main')).toBeVisible();
        // Loaded: no skeleton or spinner still announced as busy.
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
        await expectReadable(page, `${account.name} on ${item.path}`);
      }
    });
  }
});

test('[SHELL][MESSAGES] errors a person causes read as sentences, at the field', async ({ page, browser }) => {
  test.setTimeout(60_000);
  await signIn(page, 'admin');

  // A name past its limit and a malformed email on the new-user form.
  await page.goto('/users/create');
  await page.getByRole('textbox', { name: /^First Name/ }).fill('A'.repeat(200));
  await page
    .getByRole('textbox', { name: /^Email/ })
    .first()
    .fill('not an email');
  await page.getByRole('button', { name: 'Add User' }).first().click();
  await expectReadable(page, 'new user with bad input');

  // A fee out of range on a company, as its licensee sets it.
  const licensee = await (await browser.newContext()).newPage();
  await signIn(licensee, 'licensee');
  await licensee.goto(`/company/${demoCompanyId('coastal-stays')}/settings`);
  await licensee.getByRole('button', { name: 'Change fees' }).click();
  const fees = licensee.getByRole('dialog', { name: 'Fees' });
  await fees.getByRole('textbox', { name: 'LTR Management Fee (%)' }).fill('150');
  await fees.getByRole('button', { name: 'Save' }).click();
  await expect(fees.getByText(/100/)).toBeVisible();
  await expectReadable(licensee, 'company fee of 150%');

  // A used or made-up password link says what it is, in words.
  await page.goto('/reset-password/not-a-real-token');
  await expect(page.getByRole('main')).toBeVisible();
  await expectReadable(page, 'an unknown password link');
});
