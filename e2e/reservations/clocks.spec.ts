import { expect, test, type Page } from '@playwright/test';
import { dayFromToday, propertyCards } from '../support/properties';
import { signIn } from '../support/sign-in';

/** The id of the home the list finds by this name. */
const homeNamed = async (page: Page, name: string): Promise<string> => {
  await page.goto('/properties');
  await page.getByRole('textbox', { name: 'Search property' }).fill(name);
  await expect(page).toHaveURL(/filterText=/);
  await propertyCards(page).getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(/\/properties\/[0-9a-f-]{36}$/);
  return new URL(page.url()).pathname.split('/')[2] ?? '';
};

/** A guest booking of the home within four months either side of today. */
const bookingOf = async (page: Page, propertyId: string): Promise<string> => {
  const reply = await page.request.get(`/api/v3/properties/${propertyId}/bookings`, {
    params: { from: dayFromToday(-120), to: dayFromToday(120) },
  });
  expect(reply.ok()).toBe(true);
  const { data } = (await reply.json()) as { data: { id: string; attributes: { status: string } }[] };
  const booking = data.find((b) => b.attributes.status === 'BOOKED');
  if (!booking) throw new Error('no booking of the home in the window');
  return booking.id;
};

const fact = (page: Page, label: string) =>
  page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

test("[RESERVATIONS][CLOCK] a home's booking shows its times on the home's clock and names it: New Zealand, Queensland", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signIn(page, 'staff');
  for (const [name, zone, city] of [
    ['Queenstown Lakeview Chalet', /(NZDT|NZST)$/, 'Auckland time'],
    // Queensland keeps standard time all year: AEST even in summer, when Sydney is on AEDT.
    ['Hastings Street Beach House', /AEST$/, 'Brisbane time'],
  ] as const) {
    const home = await homeNamed(page, name);
    await page.goto(`/reservations/${await bookingOf(page, home)}`);
    await expect(fact(page, 'Booked at')).toHaveText(zone);

    await page.goto(`/properties/${home}/details`);
    await expect(page.getByText(new RegExp(`^from \\d\\d:\\d\\d \\(${city}\\)$`))).toBeVisible();
  }
});
