import { expect, test } from '@playwright/test';
import { signIn } from '../support/sign-in';

test('[SHELL][404] an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByText('404')).toBeVisible();
  await expect(page.getByText('The page you are looking for is unavailable')).toBeVisible();
});

test('[SHELL][500] /error shows the 500 page', async ({ page }) => {
  await page.goto('/error');
  await expect(page.getByText('500')).toBeVisible();
  await expect(page.getByText('The page you are looking for is unavailable')).toBeVisible();
});

test('[SHELL][GUARD] a signed-out visit goes to login and returns to the page after sign-in', async ({ page }) => {
  await page.goto('/users/create');
  await expect(page).toHaveURL(/\/login\?pl=/);
  await page.getByLabel('Email').fill('admin@demo.hearth.au');
  await page.getByLabel('Password').fill('Hearth-demo-2026');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/users\/create$/);
});

test('[SHELL][GUARD] a return path that normalises to another site lands on the role’s page, not back on login', async ({
  page,
}) => {
  await page.goto('/login?pl=%2F.%2F%2Fevil.example%2Fx');
  await page.getByLabel('Email').fill('admin@demo.hearth.au');
  await page.getByLabel('Password').fill('Hearth-demo-2026');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/properties$/);
});

test('[SHELL][GUARD] a route the role may not open goes to login', async ({ page }) => {
  await signIn(page, 'owner');
  await page.goto('/users');
  await expect(page).toHaveURL(/\/login/);
});

test('[SHELL][REDIRECT] old addresses go to their new homes', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/search');
  await expect(page).toHaveURL(/\/properties$/);
  await page.goto('/booking/abc123');
  await expect(page).toHaveURL(/\/reservations\/abc123$/);
});

test('[SHELL][HOME] opening / takes a user to their first page', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/');
  await expect(page).toHaveURL(/\/properties$/);
});

test('[SHELL][HOME] marketing, whose one page is Resources, lands there', async ({ page }) => {
  await signIn(page, 'marketing');
  await page.goto('/');
  await expect(page).toHaveURL(/\/resources$/);
});
