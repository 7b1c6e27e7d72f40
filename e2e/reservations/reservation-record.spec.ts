import { expect, test, type Page } from '@playwright/test';
import type { TBookingDocument, TReservationsResponse } from '@hearth/domain';
import { signIn } from '../support/sign-in';

type Found = { id: string; longCode: string; guest: string; document: TBookingDocument };

/**
 * A live stay booked on the product's own site, with its payments, as the signed-in user reads it (`GET v3/bookings`
 * then `GET v3/bookings/{id}?include=payments`): the demo seed takes payments for direct bookings only.
 */
const bookingWithPayments = async (page: Page): Promise<Found> => {
  const query = new URLSearchParams({
    'filters[channels]': 'hearth',
    'filters[statuses]': 'BOOKED',
    'filters[recordStatuses]': 'ACTIVE',
    'page[size]': '25',
  });
  const list = await page.request.get(`/api/v3/bookings?${query.toString()}`);
  expect(list.status(), `GET /api/v3/bookings?${query.toString()}`).toBe(200);
  for (const row of ((await list.json()) as TReservationsResponse).data) {
    const guest = row.attributes.guest.fullName;
    if (!guest) continue;
    const reply = await page.request.get(`/api/v3/bookings/${row.id}?include=payments`);
    expect(reply.status()).toBe(200);
    const document = (await reply.json()) as TBookingDocument;
    if ((document.included ?? []).some((item) => item.type === 'payment')) {
      return { id: row.id, longCode: row.attributes.longCode, guest, document };
    }
  }
  throw new Error('The demo data has no active direct booking with payments');
};

test('[RESERVATIONS][READ] find a booking by guest name, read its payments and payout, and add a note', async ({
  page,
}) => {
  await signIn(page, 'staff');
  const booking = await bookingWithPayments(page);
  const payments = (booking.document.included ?? []).filter((item) => item.type === 'payment');
  const fee = booking.document.data.attributes.payout?.managementFeePercentage;
  expect(fee, 'staff read the management fee').toBeDefined();

  // Find it by the guest's name in the reservation list and open it.
  await page.goto('/reservation-all');
  await page.getByPlaceholder('Search guest, email, code or property').fill(booking.guest);
  const row = page.getByRole('row').filter({ hasText: booking.longCode });
  await expect(row).toBeVisible();
  await row.getByText(booking.guest, { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/reservations/${booking.id}$`));

  // The header: the long code, the guest, the status pills, the channel and the home.
  const header = page.getByRole('region', { name: 'Booking summary' });
  await expect(header.getByRole('heading', { level: 1, name: booking.longCode })).toBeVisible();
  await expect(header.getByText(booking.guest, { exact: true })).toBeVisible();
  await expect(header.getByLabel('Booking status: Booked')).toBeVisible();
  await expect(header.getByLabel('Record status: Active')).toBeVisible();
  await expect(header.getByRole('img', { name: 'Hearth logo' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Overview', selected: true })).toBeVisible();

  // Payments: one row per payment, with its 3-D Secure answer and the paid/due/refunded summary.
  await page.getByRole('tab', { name: 'Payments' }).click();
  await expect(page).toHaveURL(new RegExp(`/reservations/${booking.id}/payments$`));
  const table = page.getByRole('region', { name: 'Payments' }).getByRole('table');
  await expect(table.getByRole('columnheader', { name: '3-D Secure' })).toBeVisible();
  await expect(table.locator('tbody tr')).toHaveCount(payments.length);
  const summary = page.getByRole('region', { name: 'Payment summary' });
  for (const label of ['Paid', 'Due', 'Refunded'])
    await expect(summary.getByText(label, { exact: true })).toBeVisible();
  const scheduled = payments.filter((item) => item.attributes.scheduled === true).length;
  await expect(table.getByText('Scheduled', { exact: true })).toHaveCount(scheduled);

  // Payout: the management fee as the API trims it ('20%', '17.5%'), the breakdown and the summary.
  await page.getByRole('tab', { name: 'Payout' }).click();
  await expect(page).toHaveURL(new RegExp(`/reservations/${booking.id}/payout$`));
  await expect(page.getByText(`${fee}%`, { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Payout breakdown' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Payout summary' }).getByText('Owner payout')).toBeVisible();

  // Notes: a tagged note appears at once, and is still there after a reload.
  await page.getByRole('tab', { name: 'Notes' }).click();
  await expect(page).toHaveURL(new RegExp(`/reservations/${booking.id}/notes$`));
  const text = `Guest asked for a late check-out (${Date.now()}).`;
  await page.getByRole('combobox', { name: 'Tag' }).click();
  await page.getByRole('option', { name: 'Guest' }).click();
  await page.getByRole('textbox', { name: 'Note' }).fill(text);
  await page.getByRole('button', { name: 'Add note' }).click();
  const notes = page.getByRole('region', { name: 'Notes' });
  const note = notes.getByRole('listitem').filter({ hasText: text });
  await expect(note).toBeVisible();
  await expect(note.getByText('Sam Staff')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Note' })).toHaveValue('');
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Notes' }).getByRole('listitem').filter({ hasText: text }),
  ).toBeVisible();
});

test('[RESERVATIONS][READ] an unknown booking says so, with a way back to the list', async ({ page }) => {
  await signIn(page, 'staff');
  await page.goto('/reservations/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Booking not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to reservations' }).click();
  await expect(page).toHaveURL(/\/reservation-all/);
});
