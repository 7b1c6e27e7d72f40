import { expect, test, type Locator, type Page } from '@playwright/test';
import { addDays, type TBookingQuoteResponse, type TPropertyDocument } from '@hearth/domain';
import { freeStay } from '../support/free-stay';
import { findProperty } from '../support/property-record';
import { dayFromToday, propertyCards } from '../support/properties';
import { signIn } from '../support/sign-in';

const main = (page: Page) => page.getByRole('main');
const title = (page: Page) => page.getByTestId('calendar-title');
/** A day cell; bars lie across its lower part, so it is clicked on its date, which none covers. */
const clickDay = (page: Page, day: string) =>
  main(page)
    .getByTestId(`day-${day}`)
    .click({ position: { x: 12, y: 10 } });

const openByName = async (page: Page, name: string): Promise<string> => {
  await page.goto('/properties');
  await page.getByRole('textbox', { name: 'Search property' }).fill(name);
  // Wait for the list's own search to settle first, so that it cannot rewrite the address after we leave.
  await expect(page).toHaveURL(/filterText=/);
  await propertyCards(page).getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(/\/properties\/[0-9a-f-]{36}$/);
  return new URL(page.url()).pathname.split('/')[2] ?? '';
};

/** `Mon 12 Jan 2026`, as the form's date fields show a day. */
const dayLabel = (day: string): string => {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'UTC',
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    })
      .formatToParts(new Date(`${day}T00:00:00Z`))
      .map((part) => [part.type, part.value]),
  );
  return `${p.weekday} ${p.day} ${p.month} ${p.year}`;
};

test('[CALENDAR][BOOK] a reservation manager books a free range from the calendar, sees it, cancels it and sees the nights free', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'reservations');
  const propertyId = await openByName(page, 'Annerley Jacaranda Loft');
  const checkIn = await freeStay(page.request, propertyId);
  const checkOut = addDays(checkIn, 2);
  const guest = `E2E Guest ${Date.now().toString(36)}`;

  // The month of the stay, then its first day and its check-out day.
  await page.goto(`/properties/${propertyId}?month=${Number(checkIn.slice(5, 7))}&year=${checkIn.slice(0, 4)}`);
  await expect(page.getByLabel('Loading the calendar')).toHaveCount(0);
  await clickDay(page, checkIn);
  await expect(page).toHaveURL(new RegExp(`startDate=${checkIn}`));
  await clickDay(page, checkOut);
  await expect(page).toHaveURL(new RegExp(`endDate=${checkOut}`));
  await expect(page.getByText('2 nights')).toBeVisible();

  // Book opens the form on the calendar itself, on the chosen stay.
  await page.getByRole('button', { name: 'Book', exact: true }).click();
  const form = page.getByRole('dialog', { name: 'Book a stay' });
  await expect(form.getByRole('button', { name: /^Check-in/ })).toHaveText(dayLabel(checkIn));
  await expect(form.getByRole('button', { name: /^Check-out/ })).toHaveText(dayLabel(checkOut));
  await form.getByRole('textbox', { name: /^Guest full name/ }).fill(guest);
  await form.getByRole('textbox', { name: /^Email/ }).fill('e2e.guest@example.com');
  await form.getByRole('textbox', { name: /^Phone/ }).fill('0400 111 222');

  // The live price: the nights, the total.
  const price = form.getByRole('region', { name: 'Price' });
  await expect(price.getByText(/^2 nights/)).toBeVisible();
  await expect(price.getByText('Total')).toBeVisible();
  await expect(price.getByText(/^A\$[\d,]+(\.\d\d)?$/).last()).toBeVisible();

  await form.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(form).toHaveCount(0);
  const notice = page.getByRole('alert').filter({ hasText: /^Booked / });
  await expect(notice).toBeVisible();
  const code = /^Booked (\S+)/.exec(await notice.innerText())?.[1] ?? '';
  expect(code).not.toBe('');
  // The stay is on the calendar at once, in the month still shown, and the range is no longer chosen.
  await expect(title(page)).toHaveText(
    new Date(`${checkIn}T00:00:00Z`).toLocaleString('en-AU', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
  );
  const bar = main(page).getByRole('button', { name: new RegExp(`^${guest}, Booked`) });
  await expect(bar.first()).toBeVisible();
  await expect(page).not.toHaveURL(/startDate=/);

  // A reservation manager may not open the booking record: the bar opens its summary.
  await bar.first().click();
  const summary = page.getByRole('dialog', { name: 'Booking' });
  await expect(summary.getByRole('heading', { name: code })).toBeVisible();
  await expect(summary.getByText(guest)).toBeVisible();
  await expect(summary.getByText(dayLabel(checkIn))).toBeVisible();
  await summary.getByRole('button', { name: 'Cancel booking' }).click();

  // The clean-cancellation fee before confirming.
  const confirm = page.getByRole('dialog', { name: 'Cancel booking' });
  await expect(confirm.getByText(/^Cancellation fee kept:/)).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(summary).toHaveCount(0);
  await expect(page.getByRole('alert').filter({ hasText: 'Booking cancelled' })).toBeVisible();

  // The nights are free again at once: the stay is gone and the same range can be chosen and booked.
  await expect(bar).toHaveCount(0);
  await clickDay(page, checkIn);
  await clickDay(page, checkOut);
  await expect(page).toHaveURL(new RegExp(`endDate=${checkOut}`));
  await expect(main(page).getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Book', exact: true })).toBeVisible();
});

test("[CALENDAR][BOOK] a stay over the home's guests is refused at the guests field before Book", async ({ page }) => {
  await signIn(page, 'reservations');
  const propertyId = await openByName(page, 'Annerley Jacaranda Loft');
  const checkIn = await freeStay(page.request, propertyId);
  const details = await page.request.get(`/api/v3/properties/${propertyId}`, { params: { include: 'details' } });
  const maxGuests = ((await details.json()) as { data: { attributes: { details: { maxGuests: number } } } }).data
    .attributes.details.maxGuests;

  await page.goto(`/properties/${propertyId}?startDate=${checkIn}&endDate=${addDays(checkIn, 2)}&book=1`);
  const form = page.getByRole('dialog', { name: 'Book a stay' });
  await form.getByRole('textbox', { name: /^Adults/ }).fill(String(maxGuests));
  await form.getByRole('textbox', { name: /^Children/ }).fill('1');
  await expect(
    form.getByText(`This home sleeps at most ${maxGuests} guests; this stay is for ${maxGuests + 1}.`),
  ).toBeVisible();
  await expect(form.getByRole('button', { name: 'Book', exact: true })).toBeDisabled();
});

test('[CALENDAR][BOOK] the booking record shows what the drawer priced: every fee, the total and the security deposit', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'staff');
  const home = await findProperty(
    page,
    {},
    async (p) => {
      const reply = await page.request.get(`/api/v3/properties/${p.id}`, { params: { include: 'base-fees,details' } });
      const { baseFees = [], details } = ((await reply.json()) as TPropertyDocument).data.attributes;
      const has = (type: string) => baseFees.some((fee) => fee.type === type);
      if (!has('linen') || !has('security-deposit') || (details?.minimumStay ?? 1) > 2) return false;
      // Not a home that takes only long stays, nor one at its night cap.
      const quote = await page.request.get(`/api/v3/properties/${p.id}/booking-quote`, {
        params: { checkIn: dayFromToday(200), checkOut: dayFromToday(202), adults: 2, children: 0 },
      });
      return ((await quote.json()) as TBookingQuoteResponse).data.refusal === null;
    },
    'home taking two nights with a linen fee and a security deposit',
  );
  const checkIn = await freeStay(page.request, home.id);
  await page.goto(`/properties/${home.id}?startDate=${checkIn}&endDate=${addDays(checkIn, 2)}&book=1`);
  const form = page.getByRole('dialog', { name: 'Book a stay' });
  await form.getByRole('textbox', { name: /^Guest full name/ }).fill(`E2E Sums ${Date.now().toString(36)}`);
  await form.getByRole('textbox', { name: /^Email/ }).fill('e2e.sums@example.com');

  // What the drawer promised: the linen fee, the total and the refundable deposit beside it.
  const price = form.getByRole('region', { name: 'Price' });
  const amountBeside = (label: string) =>
    price.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]').innerText();
  await expect(price.getByText('Total')).toBeVisible();
  const linen = await amountBeside('Linen fee');
  const total = await amountBeside('Total');
  const deposit = /security deposit of (\S+), held/.exec(await price.innerText())?.[1] ?? '';
  expect(deposit).toMatch(/^(?:A|NZ)\$/);
  await form.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(form).toHaveCount(0);

  // Staff may open the record: the notice leads there.
  await page
    .getByRole('alert')
    .filter({ hasText: /^Booked / })
    .getByRole('link', { name: 'Open the booking' })
    .click();
  await expect(page).toHaveURL(/\/reservations\/[0-9a-f-]{36}$/);
  const record = new URL(page.url()).pathname;

  const fact = (scope: Locator, label: string) =>
    scope.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
  await page.goto(`${record}/quotes`);
  const quote = page.getByRole('article', { name: /^Quote of/ });
  await expect(fact(quote, 'Linen fee')).toHaveText(linen);
  await expect(fact(quote, 'Total')).toHaveText(total);
  await expect(fact(quote, 'Security deposit')).toHaveText(`${deposit}, refundable, not in the total`);

  await page.goto(`${record}/payments`);
  await expect(page.getByRole('region', { name: 'Payment summary' }).getByText(total)).toHaveCount(2);
  await expect(page.getByRole('region', { name: 'Security deposit' }).getByText(deposit).first()).toBeVisible();
});
