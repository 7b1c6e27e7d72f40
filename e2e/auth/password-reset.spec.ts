import { expect, test } from '@playwright/test';
import { firstLinkIn, latestMailTo } from '../support/api';
import { DEMO_PASSWORD, emailOf } from '../support/accounts';
import { fillSignIn } from '../support/sign-in';

const NEW_PASSWORD = 'Quiet-harbour-2031';
const who = 'marketing';

const resetPassword = async (page: import('@playwright/test').Page, baseURL: string, password: string) => {
  await page.goto('/forgot');
  await page.getByLabel('Email').fill(emailOf(who));
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('A link to reset your password has been sent')).toBeVisible();
  const mail = await latestMailTo(baseURL, emailOf(who));
  const link = firstLinkIn(mail.attributes.text);
  await page.goto(link);
  await page.getByLabel('New password').fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Update password' }).click();
  return link;
};

test('[AUTH][RESET] forgot password, follow the mailed link, set a new password and sign in', async ({
  page,
  baseURL,
}) => {
  const link = await resetPassword(page, baseURL!, NEW_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/login/);

  await fillSignIn(page, who, DEMO_PASSWORD);
  await expect(page.getByText('Invalid email address or password. Please try again.')).toBeVisible();
  await fillSignIn(page, who, NEW_PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);

  // The link is single use.
  await page.goto(link);
  await expect(
    page.getByText(
      'Sorry, this link has expired. Please try resetting your password or contact us for more information',
    ),
  ).toBeVisible();

  // Put the demo password back for anyone who signs in as this account later.
  await page.goto('/logout');
  await resetPassword(page, baseURL!, DEMO_PASSWORD);
});
