import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD, emailOf } from './accounts';

export const fillSignIn = async (page: Page, name: string, password = DEMO_PASSWORD): Promise<void> => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(emailOf(name));
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
};

export const signIn = async (page: Page, name: string): Promise<void> => {
  await fillSignIn(page, name);
  await expect(page).not.toHaveURL(/\/login/);
};
