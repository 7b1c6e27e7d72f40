import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { EVENT_MESSAGES, addDays, DAY_MS } from '@hearth/domain';
import { signIn } from '../support/sign-in';
import { dayFromToday, pickDay } from '../support/properties';

/** The first property the signed-in user's list shows (a licensee sees only their company's homes). */
const firstPropertyId = async (request: APIRequestContext): Promise<string> => {
  const response = await request.get('/api/v3/search', {
    params: { 'filters[type]': 'property', 'page[size]': 1 },
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: { id: string }[] };
  const [first] = body.data;
  if (!first) throw new Error('the licensee has no property');
  return first.id;
};

type Booking = { attributes: { startDate: string; endDate: string } };
type PropertyEvent = {
  id: string;
  attributes: { name: string; start: string; end: string; expiryAt: string | null; status: string };
};

const eventsOf = async (request: APIRequestContext, propertyId: string, from: string, to: string) => {
  const response = await request.get(`/api/v3/properties/${propertyId}/events`, { params: { from, to } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: PropertyEvent[] }).data;
};

/**
 * Two days in a row, at least 90 days away, that no booking (nights [startDate, endDate)) and no event (days
 * [start, end]) of the property touches, as the API tells the signed-in user.
 */
const freeDays = async (request: APIRequestContext, propertyId: string): Promise<[string, string]> => {
  const from = dayFromToday(90);
  const to = dayFromToday(500);
  const response = await request.get(`/api/v3/properties/${propertyId}/bookings`, { params: { from, to } });
  expect(response.ok()).toBe(true);
  const bookings = ((await response.json()) as { data: Booking[] }).data;
  const events = await eventsOf(request, propertyId, from, to);
  const taken = (day: string) =>
    bookings.some(({ attributes: a }) => a.startDate <= day && day < a.endDate) ||
    events.some(({ attributes: a }) => a.start <= day && day <= a.end);
  for (let day = from; day < to; day = addDays(day, 1)) {
    const next = addDays(day, 1);
    if (!taken(day) && !taken(next)) return [day, next];
  }
  throw new Error('no two free days in the window');
};

const chooseOption = async (page: Page, field: string, option: string) => {
  await page.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A day as the pickers show it: 'Tue 12 Mar 2030'. */
const shortDay = (day: string): string => {
  const date = new Date(`${day}T00:00:00Z`);
  return `${WEEKDAYS[date.getUTCDay()]} ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
};

test('[EVENTS][CREATE] a licensee holds two days with a 1-day expiry, is refused the same days again, then edits and deletes the hold', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'licensee');
  const propertyId = await firstPropertyId(page.request);
  const [start, end] = await freeDays(page.request, propertyId);
  const details = `Owner hold ${Date.now().toString(36)}`;
  const month = Number(start.slice(5, 7));
  const year = start.slice(0, 4);
  // Saving, editing and deleting return to the calendar on the event's month, and on its week in week view.
  const onCalendar = new RegExp(`/properties/${propertyId}\\?month=${month}&year=${year}&week=${start}$`);

  // The calendar's range arrives in the address and fills the dates.
  await page.goto(`/events/${propertyId}/create?startDate=${start}&endDate=${end}`);
  await expect(page.getByRole('heading', { name: 'New event', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Events · Create · Hearth');
  await expect(page.getByRole('button', { name: 'Start date', exact: true })).toContainText(shortDay(start));
  await expect(page.getByRole('combobox', { name: 'Expiry' })).toHaveCount(0);
  await chooseOption(page, 'Status', 'Blocking (dates blocked)');
  await chooseOption(page, 'Expiry', '1 day');
  const editor = page.getByRole('textbox', { name: 'Event details' });
  await editor.click();
  await editor.pressSequentially(details);
  await expect(page.getByText(`${details.length}/250 characters`)).toBeVisible();

  const savedAt = Date.now();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(onCalendar);
  const bar = page.getByRole('link', { name: new RegExp(`^${details}`) }).first();
  await expect(bar).toBeVisible();

  const [hold] = (await eventsOf(page.request, propertyId, start, end)).filter((event) =>
    event.attributes.name.includes(details),
  );
  expect(hold?.attributes).toMatchObject({ start, end, status: 'blocking' });
  const expiryAt = hold?.attributes.expiryAt ?? '';
  // One day on, in GMT.
  expect(expiryAt).toMatch(/Z$|\+00:00$/);
  expect(Math.abs(Date.parse(expiryAt) - (savedAt + DAY_MS))).toBeLessThan(5 * 60_000);

  // The same days again: the nights are taken, and the answer names the clash under 'Something is wrong'.
  await page.goto(`/events/${propertyId}/create?startDate=${start}&endDate=${end}&status=blocking`);
  await page.getByRole('textbox', { name: 'Event details' }).click();
  await page.getByRole('textbox', { name: 'Event details' }).pressSequentially('Second hold');
  await page.getByRole('button', { name: 'Save' }).click();
  const alert = page.getByRole('alert').filter({ hasText: EVENT_MESSAGES.saveFailed });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole('listitem')).toContainText(details);
  await expect(page).toHaveURL(/\/create\?/);

  // Edit from the calendar: one day only (clicking the start clears the end; a single date sets both).
  await page.goto(`/properties/${propertyId}?month=${month}&year=${year}`);
  await page
    .getByRole('link', { name: new RegExp(`^${details}`) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/events/${propertyId}/edit/${hold?.id}$`));
  await expect(page.getByRole('heading', { name: 'Edit event', level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Event details' })).toContainText(details);
  await pickDay(page, 'Start date', start);
  await expect(page.getByRole('button', { name: 'End date', exact: true })).toContainText(shortDay(start));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(onCalendar);
  const [edited] = (await eventsOf(page.request, propertyId, start, end)).filter((event) => event.id === hold?.id);
  expect(edited?.attributes).toMatchObject({ start, end: start });

  // Delete, after the confirmation.
  await page.goto(`/events/${propertyId}/edit/${hold?.id}`);
  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete event' });
  await expect(dialog.getByText(EVENT_MESSAGES.deleteConfirm)).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(onCalendar);
  await expect(page.getByRole('link', { name: new RegExp(`^${details}`) })).toHaveCount(0);
  const gone = await page.request.get(`/api/v3/property-events/${hold?.id}`);
  expect(gone.status()).toBe(404);
});

test('[EVENTS][PERMISSION] an owner opening the event page sees the permission message, not a form', async ({
  page,
}) => {
  await signIn(page, 'owner');
  const propertyId = await firstPropertyId(page.request);
  await page.goto(`/events/${propertyId}/create?startDate=${dayFromToday(120)}`);
  await expect(page.getByRole('alert')).toContainText(EVENT_MESSAGES.permission.create);
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
});

test('[EVENTS][POINTER] the event page without an action points to the property calendar', async ({ page }) => {
  await signIn(page, 'licensee');
  const propertyId = await firstPropertyId(page.request);
  await page.goto(`/events/${propertyId}`);
  await expect(page.getByText(EVENT_MESSAGES.pointToCalendar)).toBeVisible();
  await page.getByRole('link', { name: 'Open the property calendar' }).click();
  await expect(page).toHaveURL(new RegExp(`/properties/${propertyId}$`));
});
