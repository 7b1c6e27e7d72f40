import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { TSmartquoteDocument, TSmartquotesResponse } from '@hearth/domain';
import { signIn } from '../support/sign-in';

/**
 * A demo draft with a forecast that can be published (address, weekly rent, both fees and the owner) and whose
 * pricing is not yet high, as staff read it (`GET v3/smartquotes`, then each with `?include=overview`).
 */
const publishableDraft = async (page: Page): Promise<TSmartquoteDocument> => {
  const list = await page.request.get('/api/v3/smartquotes?page[size]=100');
  expect(list.status(), 'GET /api/v3/smartquotes').toBe(200);
  for (const row of ((await list.json()) as TSmartquotesResponse).data) {
    const { status, settings, owner } = row.attributes;
    const complete =
      settings.weeklyLtr !== null &&
      settings.ltrManagementFee !== null &&
      settings.managementFee !== null &&
      owner.firstName !== null;
    if (status !== 'draft' || !complete || settings.pricing === 'high') continue;
    const reply = await page.request.get(`/api/v3/smartquotes/${row.id}?include=overview`);
    expect(reply.status()).toBe(200);
    const document = (await reply.json()) as TSmartquoteDocument;
    if (document.included?.length) return document;
  }
  throw new Error('The demo data has no complete draft quote with a forecast and pricing below high');
};

/** The net revenue of the median year, as the overview writes it under its chart. */
const strMedian = (page: Page) =>
  page.getByRole('region', { name: 'Net revenue a year' }).locator('[data-figure="strmedian"] dd').innerText();

const pricing = (page: Page, name: string) =>
  page.getByRole('radiogroup', { name: 'Pricing' }).getByRole('radio', { name, exact: true });

test('[SMARTQUOTES][OVERVIEW] staff fine-tune a quote, publish it, and its public page and PDF open signed out', async ({
  page,
  browser,
}) => {
  await signIn(page, 'staff');
  const quote = await publishableDraft(page);
  const { id } = quote.data;

  await page.goto(`/smartquotes/${id}/overview`);
  await expect(page.getByRole('heading', { level: 1, name: quote.data.attributes.property.fullAddress })).toBeVisible();
  const before = await strMedian(page);

  // Pricing high saves at once and brings new figures; they survive a reload.
  const saved = page.waitForResponse(
    (response) => response.url().includes(`/api/v3/smartquotes/${id}`) && response.request().method() === 'PATCH',
  );
  await page.getByRole('radiogroup', { name: 'Pricing' }).getByText('High', { exact: true }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('Updating…')).toBeHidden();
  await expect(pricing(page, 'High')).toBeChecked();
  await expect.poll(() => strMedian(page)).not.toBe(before);
  const after = await strMedian(page);

  await page.reload();
  await expect(pricing(page, 'High')).toBeChecked();
  expect(await strMedian(page)).toBe(after);

  // Publish: the draft gets its public page.
  await page.getByRole('button', { name: 'Publish' }).click();
  const view = page.getByRole('link', { name: 'View Quote' });
  await expect(view).toBeVisible();
  await expect(view).toHaveAttribute('target', '_blank');
  const publicUrl = await view.getAttribute('href');
  expect(publicUrl).toMatch(/\/quote\/[A-Za-z0-9_-]{43}$/);

  // Signed out (a new browser context, no cookies): the public page and its PDF.
  const context = await browser.newContext();
  const owner = await context.newPage();
  await owner.goto(new URL(publicUrl!).pathname);
  await expect(
    owner.getByRole('heading', { level: 1, name: quote.data.attributes.property.fullAddress }),
  ).toBeVisible();
  await expect(owner.getByRole('banner')).toContainText(quote.data.attributes.company.companyName);
  await expect(
    owner.getByRole('region', { name: 'Net revenue a year' }).locator('[data-figure="strmedian"] dd'),
  ).toHaveText(after);
  await expect(owner.getByTestId('attribution').first()).toBeVisible();
  // What an owner opens must be readable by everyone: no serious accessibility issue.
  const axe = await new AxeBuilder({ page: owner }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  const pdfHref = await owner.getByRole('link', { name: 'Download PDF' }).getAttribute('href');
  const pdf = await owner.request.get(pdfHref!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect((await pdf.body()).subarray(0, 4).toString()).toBe('%PDF');
  await context.close();
});
