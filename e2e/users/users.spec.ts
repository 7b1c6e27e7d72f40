import { expect, test, type Browser, type Page } from '@playwright/test';
import { readLatestMailTo } from '../support/outbox';
import { propertyCards } from '../support/properties';
import { signIn } from '../support/sign-in';

const PASSWORD = 'Quiet-harbour-2031';
const IMPERSONATION_WARNING = 'This is an impersonation session, so proceed carefully with your actions.';

/** Signs a brand-new user in, in a browser of their own, with the password they chose. */
const signInAs = async (browser: Browser, email: string) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  return { context, page };
};

const openUser = async (page: Page, search: string, name: string) => {
  await page.goto('/users');
  await page.getByPlaceholder('Search by email or name').fill(search);
  await page.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
};

test('[USERS][CREATE] an admin adds an owner with two properties; the owner sets a password from the mail and signs in', async ({
  page,
  browser,
}) => {
  // Three browsers, a mail and two sign-ins: on a slow machine this passes the default minute.
  test.slow();
  const email = `nina.${Date.now()}@example.com`;
  await signIn(page, 'admin');
  await page.goto('/users');
  await page.getByRole('link', { name: 'Add User' }).click();
  await expect(page).toHaveURL(/\/users\/create$/);

  await page.getByLabel('First Name').fill('Nina');
  await page.getByLabel('Last Name').fill('Newowner');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('checkbox', { name: 'Owner', exact: true }).check();
  await page.getByLabel('Search properties').fill('Noosa');
  const matches = page.getByRole('list', { name: 'Matching properties' });
  const attach = matches.getByRole('button', { name: /^Attach / });
  await expect(attach.first()).toBeVisible();
  expect(await attach.count()).toBeLessThanOrEqual(4);
  await attach.nth(0).click();
  await attach.nth(0).click();
  const attached = page.getByRole('list', { name: 'Attached properties' });
  await expect(attached.getByRole('listitem')).toHaveCount(2);

  await page.getByRole('button', { name: 'Add User' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm new user details' });
  await expect(confirm).toContainText(email);
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('A new user has been created')).toBeVisible();

  const { link } = await readLatestMailTo(browser, email);
  expect(link).toMatch(/^\/login\/confirm\//);
  const fresh = await browser.newContext();
  const welcome = await fresh.newPage();
  await welcome.goto(link!);
  await welcome.getByLabel('New password').fill(PASSWORD);
  await welcome.getByLabel('Confirm password').fill(PASSWORD);
  await welcome.getByRole('button', { name: 'Create password' }).click();
  // Closing the browser before the answer would drop the request, and the password with it.
  await expect(welcome.getByRole('status')).toContainText('You can now log in with your new password.');
  await fresh.close();

  const owner = await signInAs(browser, email);
  await expect(owner.page).toHaveURL(/\/properties$/);
  await expect(propertyCards(owner.page)).toHaveCount(2);
  await owner.context.close();
});

test('[USERS][EDIT] an admin edits a user, then disables them, which ends their open session', async ({
  page,
  browser,
}) => {
  // Three browsers, a mail and two sign-ins: on a slow machine this passes the default minute.
  test.slow();
  const email = `edith.${Date.now()}@example.com`;
  await signIn(page, 'admin');
  await page.goto('/users/create');
  await page.getByLabel('First Name').fill('Edith');
  await page.getByLabel('Last Name').fill('Editable');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('checkbox', { name: 'Marketing', exact: true }).check();
  await page.getByRole('button', { name: 'Add User' }).click();
  await page.getByRole('dialog', { name: 'Confirm new user details' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('A new user has been created')).toBeVisible();
  const { link } = await readLatestMailTo(browser, email);
  const setup = await browser.newContext();
  const setupPage = await setup.newPage();
  await setupPage.goto(link!);
  await setupPage.getByLabel('New password').fill(PASSWORD);
  await setupPage.getByLabel('Confirm password').fill(PASSWORD);
  await setupPage.getByRole('button', { name: 'Create password' }).click();
  await expect(setupPage.getByRole('status')).toContainText('You can now log in with your new password.');
  await setup.close();

  await openUser(page, email, 'Edith Editable');
  await page.getByLabel('Last Name').fill('Edited');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('dialog', { name: 'Confirm new user details' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('User has been updated')).toBeVisible();

  const edith = await signInAs(browser, email);
  await page.goto('/users');
  await page.getByPlaceholder('Search by email or name').fill(email);
  const status = page.getByRole('switch', { name: 'Enable Edith Edited' });
  await expect(status).toBeChecked();
  await status.click({ force: true });
  await expect(page.getByText('Disabled', { exact: true })).toBeVisible();
  // Her next page load finds no session.
  await edith.page.goto('/settings');
  await expect(edith.page).toHaveURL(/\/login/);
  await edith.context.close();

  await page.getByRole('link', { name: 'Edith Edited', exact: true }).click();
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page.getByRole('cell', { name: 'Alex Admin' }).first()).toBeVisible();
  await expect(page.getByText('Editable', { exact: false }).first()).toBeVisible();
});

test('[USERS][LOGIN-AS] an admin logs in as an owner in a second browser, which shows the owner’s view and the warning', async ({
  page,
  browser,
}) => {
  await signIn(page, 'admin');
  await page.goto('/users');
  await page.getByPlaceholder('Search by email or name').fill('owner@demo.hearth.au');
  await page.getByRole('button', { name: 'Log in as Olivia Owner' }).click();
  const modal = page.getByRole('dialog');
  const field = modal.getByLabel('Log-in-as link');
  await expect(field).toHaveValue(/\/impersonate\//);
  const url = new URL(await field.inputValue());
  await modal.getByRole('button', { name: 'Copy' }).click();
  await expect(modal.getByText('Copied to clipboard')).toBeVisible();

  const incognito = await browser.newContext();
  const owner = await incognito.newPage();
  await owner.goto(url.pathname);
  await expect(owner.getByText(IMPERSONATION_WARNING)).toBeVisible();
  await expect(owner).toHaveURL(/\/properties$/);
  await expect(owner.getByRole('banner').getByText('Olivia Owner')).toBeVisible();
  await expect(owner.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Users' })).toHaveCount(
    0,
  );

  // The link worked once.
  const second = await (await browser.newContext()).newPage();
  await second.goto(url.pathname);
  await expect(second.getByText('This log-in-as link is invalid, has expired or has already been used.')).toBeVisible();
  await incognito.close();
});
