import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { addDays, PAYMENT_MESSAGES, type TBookingQuoteResponse, type TPropertySearchResponse } from '@hearth/domain';
import { dayFromToday } from '../support/properties';
import { emailOf, DEMO_PASSWORD } from '../support/accounts';
import { startStripeServer, type StripeServer } from '../support/stripe-server';

/*
 * Money through Stripe (docs/product/payments.md), in a browser: staff book a stay and request its payments, the
 * guest pays on Stripe's page (a local fake Stripe that posts signed events to the app), the record shows them paid;
 * cancelling shows the refunds pending until Stripe says the money moved, then refunded.
 */

const PORT = Number(process.env.E2E_STRIPE_PORT ?? 3102);
let server: StripeServer;

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startStripeServer({ port: PORT });
});
test.afterAll(async () => {
  await server?.stop();
});

/** A demo home and two free nights it can price, far enough ahead that cancelling refunds under any policy. */
const bookableStay = async (request: APIRequestContext) => {
  const list = await request.get('/api/v3/search', { params: { 'page[size]': '20' } });
  expect(list.status()).toBe(200);
  for (const home of ((await list.json()) as TPropertySearchResponse).data) {
    for (let night = dayFromToday(150); night < dayFromToday(170); night = addDays(night, 3)) {
      const quote = await request.get(`/api/v3/properties/${home.id}/booking-quote`, {
        params: { checkIn: night, checkOut: addDays(night, 2), adults: 2, children: 0 },
      });
      if (!quote.ok()) break;
      const { data } = (await quote.json()) as TBookingQuoteResponse;
      if (data.available && data.price && data.refusal === null) return { propertyId: home.id, checkIn: night };
    }
  }
  throw new Error('no demo home with two free, priced nights 150 to 170 days ahead');
};

const signInAt = async (page: Page, name: string) => {
  await page.goto(`${server.baseUrl}/login`);
  await page.getByLabel('Email').fill(emailOf(name));
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).not.toHaveURL(/\/login/);
};

test('[PAYMENTS][STRIPE] the guest pays a requested payment on Stripe, the record shows it paid; a cancellation refunds, pending until Stripe settles', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const staffContext = await browser.newContext({ baseURL: server.baseUrl });
  const page = await staffContext.newPage();
  await signInAt(page, 'staff');

  // Book a stay from the calendar's drawer, for a guest with an email.
  const { propertyId, checkIn } = await bookableStay(page.request);
  const email = `e2e.guest.${Date.now().toString(36)}@example.com`;
  await page.goto(`/properties/${propertyId}?startDate=${checkIn}&endDate=${addDays(checkIn, 2)}&book=1`);
  const form = page.getByRole('dialog', { name: 'Book a stay' });
  await form.getByRole('textbox', { name: /^Guest full name/ }).fill('Paige Payer');
  await form.getByRole('textbox', { name: /^Email/ }).fill(email);
  await form.getByRole('button', { name: 'Book', exact: true }).click();
  await page
    .getByRole('alert')
    .filter({ hasText: /^Booked / })
    .getByRole('link', { name: 'Open the booking' })
    .click();
  await expect(page).toHaveURL(/\/reservations\/[0-9a-f-]{36}$/);
  const record = new URL(page.url()).pathname;
  await page.goto(`${record}/payments`);
  await expect(page.getByText(PAYMENT_MESSAGES.modeStripe)).toBeVisible();

  // Each payment due (the stay, and the security deposit when the home takes one) is requested and paid.
  const table = page.getByRole('table');
  const summary = page.getByRole('region', { name: 'Payment summary' });
  const guest = await browser.newContext();
  let paid = 0;
  while ((await table.getByRole('button', { name: 'Request payment' }).count()) > 0) {
    await table.getByRole('button', { name: 'Request payment' }).first().click();
    await expect(page.getByText(PAYMENT_MESSAGES.requestSent(email))).toBeVisible();
    const link = table.getByRole('link', { name: 'Payment page' }).first();
    await expect(link).toBeVisible();
    const href = (await link.getAttribute('href')) ?? '';
    // The guest, signed in nowhere, pays on Stripe's page and comes back to ours.
    const guestPage = await guest.newPage();
    await guestPage.goto(href);
    await guestPage.getByRole('button', { name: /^Pay / }).click();
    await expect(guestPage.getByRole('heading', { name: 'Thank you: your payment is on its way to us' })).toBeVisible();
    await guestPage.close();
    paid += 1;
    await page.reload();
    await expect(table.getByText('Paid', { exact: true })).toHaveCount(paid);
  }
  expect(paid).toBeGreaterThan(0);
  await expect(summary.getByText('Due').locator('xpath=following-sibling::*[1]')).toHaveText(/^(?:A|NZ)\$0$/);

  // Cancel: the refunds go to Stripe and show pending, not refunded.
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel booking' });
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(dialog).toHaveCount(0);
  await page.goto(`${record}/payments`);
  await expect(summary.getByText('Refund pending')).toBeVisible();
  await expect(table.getByText('Pending', { exact: true }).first()).toBeVisible();
  await expect(summary.getByText('Refunded').locator('xpath=following-sibling::*[1]')).toHaveText(/^(?:A|NZ)\$0$/);

  // Stripe settles them: the record shows them refunded.
  const pending = [...server.stripe.refunds.values()].filter((refund) => refund.status === 'pending');
  expect(pending.length).toBeGreaterThan(0);
  for (const refund of pending) expect(await server.stripe.settleRefund(refund.id, 'succeeded')).toBe(200);
  await page.reload();
  await expect(summary.getByText('Refund pending')).toHaveCount(0);
  await expect(table.getByText('Refunded', { exact: true }).first()).toBeVisible();
  await expect(summary.getByText('Refunded').locator('xpath=following-sibling::*[1]')).not.toHaveText(/^(?:A|NZ)\$0$/);
  await guest.close();
  await staffContext.close();
});
