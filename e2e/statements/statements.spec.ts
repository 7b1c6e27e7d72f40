import { expect, test } from '@playwright/test';
import { signIn } from '../support/sign-in';

test('[STATEMENTS][PDF] a finance manager opens a statement PDF through its signed link', async ({ page }) => {
  await signIn(page, 'finance');
  await page.goto('/statements');
  await expect(page.getByRole('heading', { level: 1, name: 'Statements' })).toBeVisible();
  const link = page.getByRole('link', { name: /^Download the statement for / }).first();
  await expect(link).toBeVisible();
  const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()]);
  // The session-checked address redirects to a signed file URL that expires in 15 minutes.
  await popup.waitForURL(/\/api\/v1\/files\/statement-pdf\.[^?]+\?expires=\d+&signature=/);
  const pdf = await page.request.get(popup.url());
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
});

test('[STATEMENTS][OWNER] an owner sees only their own statements, without the owner column', async ({ page }) => {
  await signIn(page, 'owner');
  const me = await page.request.get('/api/v3/users/me?include=properties');
  const included = ((await me.json()) as { included?: { type: string; attributes: { name?: string } }[] }).included;
  const own = new Set(
    (included ?? []).filter((item) => item.type === 'properties').map((item) => item.attributes.name),
  );
  expect(own.size).toBeGreaterThan(0);

  await page.goto('/statements');
  const table = page.getByRole('table');
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const headers = await table.getByRole('columnheader').allInnerTexts();
  expect(headers.map((h) => h.trim())).not.toContain('Owner');
  // The Property header is not a sort button for owners (docs/product/statements.md#who-uses-it).
  await expect(table.getByRole('columnheader', { name: 'Property' }).getByRole('button')).toHaveCount(0);
  const rows = table.getByRole('row');
  const count = await rows.count();
  expect(count).toBeGreaterThan(1);
  for (let index = 1; index < count; index += 1) {
    const name = (await rows.nth(index).getByRole('cell').nth(1).locator('p').first().innerText()).trim();
    expect(own.has(name), `${name} is one of the owner's homes`).toBe(true);
  }
});
