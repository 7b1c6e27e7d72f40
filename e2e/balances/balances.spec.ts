import { expect, test, type Page } from '@playwright/test';
import { BALANCE_MESSAGES } from '@hearth/domain';
import { demoProviderAccountId } from '../../apps/api/src/seed/demo-merchants';
import { expectOnTop } from '../support/on-top';
import { signIn } from '../support/sign-in';

/** An amount as the table shows it: dollars (minor units / 100), cents only when there are some. */
const AUD = /^-?A\$\d{1,3}(,\d{3})*(\.\d{2})?$/;
const NZD = /^-?NZ\$\d{1,3}(,\d{3})*(\.\d{2})?$/;

/** The balances table's row of the account with this name. */
const rowOf = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByText(name, { exact: true }) });

test('[BALANCES][READ] a finance manager sees each merchant account with its available and pending amounts', async ({
  page,
}) => {
  await signIn(page, 'finance');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Balances' }).click();
  await expect(page).toHaveURL(/\/balances$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Balances' })).toBeVisible();
  await expect(page).toHaveTitle('Balances · Hearth');
  // The embedded demo has no payment provider key: the figures say where they come from.
  await expect(page.getByText(BALANCE_MESSAGES.ledgerNote)).toBeVisible();

  // The balances table, the first: the month's reconciliation below has tables of its own.
  await expect(page.getByRole('table').first().getByRole('columnheader')).toHaveText([
    'Account',
    'Provider account id',
    'Currency',
    'Available',
    'Pending',
  ]);
  const hearthAu = rowOf(page, 'Hearth AU');
  await expect(hearthAu).toHaveCount(1);
  await expectOnTop(hearthAu.getByText('Hearth AU', { exact: true }), 'The Hearth AU row');
  await expect(hearthAu.getByRole('cell', { name: demoProviderAccountId('hearth-au'), exact: true })).toBeVisible();
  await expect(hearthAu.getByRole('cell', { name: 'AUD', exact: true })).toBeVisible();
  const auCells = hearthAu.getByRole('cell');
  await expect(auCells.nth(3)).toHaveText(AUD);
  await expect(auCells.nth(4)).toHaveText(AUD);

  const coastal = rowOf(page, 'Coastal Stays AU');
  await expect(coastal.getByText('Coastal Stays', { exact: true })).toBeVisible();
  await expect(rowOf(page, 'Hearth NZ').getByRole('cell').nth(3)).toHaveText(NZD);
});

test('[BALANCES][READ] on a phone the amounts stay in reach and nothing scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'finance');
  await page.goto('/balances');
  const hearthAu = rowOf(page, 'Hearth AU');
  await expect(hearthAu).toHaveCount(1);
  // The provider id column gives way to a line under the account name.
  await expect(page.getByRole('columnheader', { name: 'Provider account id' })).toBeHidden();
  await expect(hearthAu.getByText(demoProviderAccountId('hearth-au'), { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Available' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Pending' })).toBeVisible();
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(sideways).toBeLessThanOrEqual(0);
});

test('[BALANCES][READ] the page is a finance manager’s only: staff have no Balances in their menu', async ({
  page,
}) => {
  await signIn(page, 'staff');
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Balances' })).toHaveCount(
    0,
  );
});
