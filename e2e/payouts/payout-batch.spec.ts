import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signIn } from '../support/sign-in';

/*
 * Owner payouts (docs/product/payouts.md): finance keeps the operator's debit account, builds the month's batch
 * from the published statements, downloads its ABA file (checked against the Cemtex layout: 120 characters a record,
 * a descriptive record, the payments, and a file total that adds them up) and marks it sent.
 */

/** A right-aligned amount of the ABA layout, in cents: `positions` are 1-based and inclusive, as the format's. */
const field = (line: string, from: number, to: number) => line.slice(from - 1, to);

test('[PAYOUTS][BATCH] finance builds a payout batch, downloads its ABA file and marks it sent', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'finance');
  await page.goto('/payouts');
  await expect(page.getByTestId('batch-totals')).toBeVisible();

  // The account the payments are debited from, as the bank knows it.
  await page.getByRole('button', { name: 'Payout settings' }).click();
  const au = page.getByRole('form', { name: 'Australian payouts (ABA file)' });
  await au.getByLabel('Name your bank knows you by').fill('Hearth Stays Pty Ltd');
  await au.getByLabel('APCA user id').fill('301500');
  await au.getByLabel('Bank code').fill('WBC');
  await au.getByLabel('Remitter name').fill('Hearth Stays');
  await au.getByLabel('BSB').fill('032-000');
  await au.getByLabel('Account number').fill('998877');
  await au.getByRole('button', { name: 'Save Australian account' }).click();
  await expect(page.getByText('Payout settings saved').first()).toBeVisible();
  await page.keyboard.press('Escape');

  // An owner still without bank details gets them, so the batch pays them too.
  const addDetails = page.getByRole('button', { name: /^Add bank details for / });
  if ((await addDetails.count()) > 0) {
    await addDetails.first().click();
    await page.getByRole('button', { name: 'Add Australian account' }).click();
    const form = page.getByRole('form', { name: 'Australian bank account' });
    await form.getByLabel(/^BSB/).fill('062-000');
    await form.getByLabel(/^Account number/).fill('12345678');
    await form.getByLabel(/^Account name/).fill('E2E Owner');
    await form.getByRole('button', { name: 'Save bank details' }).click();
    await expect(page.getByTestId('bank-account-AU')).toBeVisible();
    await page.keyboard.press('Escape');
  }

  await page.getByRole('button', { name: 'Create batch' }).click();
  await expect(page.getByRole('heading', { name: /Payout batch/ })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download ABA file' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.aba$/);
  const lines = (await readFile(await download.path(), 'utf8')).split(/\r?\n/).filter((line) => line.length > 0);
  expect(lines.every((line) => line.length === 120)).toBe(true);
  expect(lines[0]?.[0]).toBe('0');
  expect(lines.at(-1)?.[0]).toBe('7');
  const payments = lines.filter((line) => line[0] === '1' && field(line, 19, 20) === '50');
  expect(payments.length).toBeGreaterThan(0);
  // The file total's credit total (positions 31–40) adds up every payment's amount (positions 21–30).
  const credits = payments.reduce((total, line) => total + Number(field(line, 21, 30)), 0);
  expect(Number(field(lines.at(-1)!, 31, 40))).toBe(credits);
  expect(Number(field(lines.at(-1)!, 75, 80))).toBe(lines.length - 2);

  await page.getByRole('button', { name: 'Mark as sent' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Mark as sent' }).click();
  await expect(page.getByText('Sent', { exact: true }).first()).toBeVisible();
});
