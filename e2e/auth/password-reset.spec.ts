import { expect, test, type Browser, type Page } from '@playwright/test';
import { readLatestMailTo } from '../support/outbox';
import { DEMO_PASSWORD, emailOf } from '../support/accounts';
import { fillSignIn } from '../support/sign-in';

const NEW_PASSWORD = 'Quiet-harbour-2031';
const who = 'marketing';

const resetPassword = async (page: Page, browser: Browser, password: string) => {
  await page.goto('/forgot');
  await page.getByLabel('Email').fill(emailOf(who));
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('A link to reset your password has been sent')).toBeVisible();
  const { link } = await readLatestMailTo(browser, emailOf(who));
  if (!link) throw new Error('the reset mail has no link');
  expect(link).toMatch(/^\/login\/change\//);
  await page.goto(link);
  await page.getByLabel('New password').fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Update password' }).click();
  return link;
};

test('[AUTH][RESET] forgot password, follow the mailed link, set a new password and sign in', async ({
  page,
  browser,
}) => {
  const link = await resetPassword(page, browser, NEW_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/login/);

  await fillSignIn(page, who, DEMO_PASSWORD);
  await expect(page.getByText('Invalid email address or password. Please try again.')).toBeVisible();
  await fillSignIn(page, who, NEW_PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);

  // The link is single use, and says it was used rather than that it expired.
  await page.goto(link);
  await expect(
    page.getByText(
      'This link has already been used. Sign in with your new password, or reset it again if you need to.',
    ),
  ).toBeVisible();

  // Put the demo password back for anyone who signs in as this account later.
  await page.goto('/logout');
  await resetPassword(page, browser, DEMO_PASSWORD);
});
