import { expect, test } from '@playwright/test';
import type { TStatementResponse } from '@hearth/domain';
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

test('[STATEMENTS][NIGHTS] a statement labels owner-stay nights beside the guest nights it counts', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'finance');
  // A statement with an owner stay, as finance reads them.
  type Listed = { data: { id: string }[] };
  let found: TStatementResponse['data'] | null = null;
  for (let number = 1; number <= 4 && !found; number += 1) {
    const list = await page.request.get('/api/v3/statements', {
      params: { 'page[size]': 100, 'page[number]': number },
    });
    for (const { id } of ((await list.json()) as Listed).data) {
      const statement = ((await (await page.request.get(`/api/v3/statements/${id}`)).json()) as TStatementResponse)
        .data;
      if (statement.attributes.lines.some((line) => line.kind === 'owner-stay' && line.nights > 0)) {
        found = statement;
        break;
      }
    }
  }
  if (!found) throw new Error('The demo data has no statement with an owner stay');
  const a = found.attributes;
  const month = new Date(`${a.day}T00:00:00Z`).toLocaleString('en-AU', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const name = a.propertyData.name;
  await page.goto(`/statements?${new URLSearchParams({ search: name, month: a.day.slice(0, 7) }).toString()}`);
  await page.getByRole('button', { name: `Open the statement for ${name} ${month}` }).click();
  const drawer = page.getByRole('dialog', { name: `${name}, ${month}` });
  const lines = drawer.getByRole('table', { name: 'Statement lines' });
  const ownerRow = lines
    .getByRole('row')
    .filter({ hasText: /^.*Owner stay / })
    .first();
  await expect(ownerRow.getByRole('cell').nth(1)).toHaveText(/^\d+ owner$/);
  await expect(lines.getByRole('row').filter({ hasText: 'Totals' }).getByRole('cell').nth(1)).toHaveText(/^\d+ guest$/);
  await expect(
    drawer.getByText(new RegExp(`^In ${month}: \\d+ guest nights? and \\d+ owner-stay nights? \\(not counted`)),
  ).toBeVisible();
});
