import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { dayFromToday, propertyCards } from '../support/properties';
import { signIn } from '../support/sign-in';
import { takenNights } from '../support/free-stay';
import { addDays } from '@hearth/domain';

const main = (page: Page) => page.getByRole('main');
const bookingBars = (page: Page) => main(page).locator('a[href^="/reservations/"]');
/** Booking bars of callers who may not open booking records: each opens the booking's summary on the calendar. */
const summaryBars = (page: Page) =>
  main(page).getByRole('button', { name: /, (Booked|Blocked|Requested|Cancelling|Cancelled), .+ to / });
const eventBars = (page: Page) => main(page).getByText(/^(Blocked|Hold until .+|Available)$/);
const taskButtons = (page: Page) => main(page).getByRole('button', { name: /^Task / });
const title = (page: Page) => page.getByTestId('calendar-title');

/** Pages month by month (from last month to three ahead) until `found` sees something; false if it never does. */
const findMonthWith = async (page: Page, found: () => Promise<boolean>): Promise<boolean> => {
  // The whole load window arrives at once: after that, paging through months loads nothing.
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Today', exact: true }).click();
  await page.getByRole('button', { name: 'Previous month' }).click();
  for (let month = 0; month < 5; month += 1) {
    await expect(page.getByLabel('Loading the calendar')).toHaveCount(0);
    if (await found()) return true;
    await page.getByRole('button', { name: 'Next month' }).click();
  }
  return false;
};

const openByName = async (page: Page, name: string) => {
  await page.goto('/properties');
  await page.getByRole('textbox', { name: 'Search property' }).fill(name);
  // Wait for the list's own search to settle first, so that it cannot rewrite the address after we leave.
  await expect(page).toHaveURL(/filterText=/);
  await propertyCards(page).getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(/\/properties\/[0-9a-f-]{36}$/);
};

type Listed = { id: string; attributes: { name: string } };
type Dated = { attributes: { expiryAt?: string | null } };

/**
 * The first home in the list with a booking, a live event (a block, a hold not yet lapsed, or an open note) and a
 * task between the first of last month and the end of three months ahead, as the API tells the signed-in user.
 * The demo's stays, events and tasks are drawn afresh each month, so the home is found, never assumed.
 */
const homeWithEverything = async (request: APIRequestContext): Promise<string> => {
  const firstOfMonth = (months: number) => {
    const day = new Date(`${dayFromToday(0).slice(0, 7)}-01T00:00:00Z`);
    day.setUTCMonth(day.getUTCMonth() + months);
    return day.toISOString().slice(0, 10);
  };
  // The months findMonthWith pages through: last month to three ahead.
  const [from, to] = [firstOfMonth(-1), firstOfMonth(4)];
  const list = await request.get('/api/v3/search', { params: { 'filters[type]': 'property', 'page[size]': 25 } });
  expect(list.ok()).toBe(true);
  const now = new Date().toISOString();
  for (const home of ((await list.json()) as { data: Listed[] }).data) {
    const read = async (url: string, params: Record<string, string>) => {
      const reply = await request.get(url, { params });
      expect(reply.ok()).toBe(true);
      return ((await reply.json()) as { data: Dated[] }).data;
    };
    const bookings = await read(`/api/v3/properties/${home.id}/bookings`, { from, to });
    const events = await read(`/api/v3/properties/${home.id}/events`, { from, to });
    const tasks = await read('/api/v3/property-tasks', {
      externalPlatform: 'breezeway',
      propertyId: home.id,
      from,
      to,
    });
    const live = events.filter(({ attributes: a }) => !a.expiryAt || a.expiryAt > now);
    if (bookings.length > 0 && live.length > 0 && tasks.length > 0) return home.attributes.name;
  }
  throw new Error('no home on the first page has bookings, events and tasks around today');
};

test('[CALENDAR][VIEW] staff sees bookings, nightly rates, events and tasks, and a reload keeps the month', async ({
  page,
}) => {
  await signIn(page, 'staff');
  const name = await homeWithEverything(page.request);
  await openByName(page, name);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(
    main(page)
      .getByText(/^A\$\d/)
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'iCal export' })).toHaveValue(/\/ical\/.+\.ics$/);

  expect(await findMonthWith(page, async () => (await bookingBars(page).count()) > 0)).toBe(true);
  await expect(bookingBars(page).first()).toHaveAttribute('href', /^\/reservations\/[0-9a-f-]{36}$/);
  expect(await findMonthWith(page, async () => (await eventBars(page).count()) > 0)).toBe(true);
  expect(await findMonthWith(page, async () => (await taskButtons(page).count()) > 0)).toBe(true);

  // The month is in the address: a reload reopens it.
  const shown = await title(page).innerText();
  await expect(page).toHaveURL(/month=\d+&year=\d{4}|year=\d{4}.*month=\d+/);
  await page.reload();
  await expect(title(page)).toHaveText(shown);
  await expect(taskButtons(page).first()).toBeVisible();

  await taskButtons(page).first().click();
  const popup = page.getByRole('dialog', { name: 'Task' });
  await expect(popup.getByRole('heading', { level: 3 })).toBeVisible();
  await expect(popup.getByText('Priority')).toBeVisible();
  await expect(popup.getByText(/^Comments \(\d+\)$/)).toBeVisible();
  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(popup).toHaveCount(0);
});

test('[CALENDAR][SELECT] staff chooses a range and is told when a day cannot be chosen', async ({ page }) => {
  await signIn(page, 'staff');
  await openByName(page, 'Annerley Jacaranda Loft');
  await page.getByRole('button', { name: 'Next month' }).click();
  await expect(page.getByLabel('Loading the calendar')).toHaveCount(0);
  await page.getByRole('button', { name: 'New event' }).click();
  await expect(page).toHaveURL(/event=makeEvent/);
  const free = main(page).locator('button[data-testid^="day-"]:not([data-outside])');
  // The first free day from the middle of the month starts the range; an earlier day cannot end it.
  // Bars of bookings and events lie across the lower part of a day: click its date, which none covers.
  const clickDay = (index: number) => free.nth(index).click({ position: { x: 12, y: 10 } });
  let start = 10;
  for (; start < 25; start += 1) {
    await clickDay(start);
    if (/startDate=/.test(page.url())) break;
  }
  await expect(page).toHaveURL(/startDate=/);
  await clickDay(start - 2);
  await expect(page.getByRole('alert')).toHaveText('End day before start date');
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page).not.toHaveURL(/startDate=/);
});

test('[CALENDAR][OWNER] an owner sees the bookings of their property without rates, events, tasks or iCal', async ({
  page,
}) => {
  await signIn(page, 'owner');
  await page.goto('/properties');
  await propertyCards(page).first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/properties\/[0-9a-f-]{36}/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await findMonthWith(page, async () => (await summaryBars(page).count()) > 0)).toBe(true);
  await expect(bookingBars(page)).toHaveCount(0);
  await expect(main(page).getByText(/^A\$\d/)).toHaveCount(0);
  await expect(taskButtons(page)).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'iCal export' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'New event' })).toHaveCount(0);
});

/** The shell's 404 page in the main area, with nothing of the calendar (no errors, no month, no 'New event'). */
const expectNotFoundPage = async (page: Page) => {
  await expect(main(page).getByRole('heading', { level: 1, name: '404' })).toBeVisible();
  await expect(main(page).getByText('The page you are looking for is unavailable')).toBeVisible();
  await expect(main(page).getByRole('alert')).toHaveCount(0);
  await expect(title(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'New event' })).toHaveCount(0);
};

test("[CALENDAR][404] an owner opening another owner's property, or a malformed id, sees the 404 page", async ({
  page,
  browser,
}) => {
  // Another owner's home: the one solo.owner lands on after signing in.
  const solo = await browser.newContext();
  const soloPage = await solo.newPage();
  await signIn(soloPage, 'solo.owner');
  await expect(soloPage).toHaveURL(/\/properties\/[0-9a-f-]{36}$/);
  const othersId = new URL(soloPage.url()).pathname.split('/')[2] ?? '';
  await solo.close();

  await signIn(page, 'owner');
  expect((await page.request.get(`/api/v3/properties/${othersId}`)).status()).toBe(404);
  await page.goto(`/properties/${othersId}`);
  await expectNotFoundPage(page);
  await page.goto('/properties/abc');
  await expectNotFoundPage(page);
});

/** Two nights in a row, at least 120 days away, that no booking (nights) and no event (days) of the property holds. */
const freeNights = async (request: APIRequestContext, propertyId: string): Promise<string> => {
  const from = dayFromToday(120);
  const to = dayFromToday(400);
  const taken = await takenNights(request, propertyId, from, to);
  for (let night = from; night < to; night = addDays(night, 1)) {
    if (!taken(night) && !taken(addDays(night, 1))) return night;
  }
  throw new Error('no two free nights in the window');
};

const icsDate = (day: string): string => day.replaceAll('-', '');

test('[CALENDAR][ICAL] staff adds an upload-only channel calendar, uploads its .ics and sees the block on the calendar', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signIn(page, 'staff');
  await openByName(page, 'Annerley Jacaranda Loft');
  const propertyId = new URL(page.url()).pathname.split('/')[2] ?? '';
  const start = await freeNights(page.request, propertyId);

  await page.getByRole('button', { name: 'Channel calendars' }).click();
  const panel = page.getByRole('dialog', { name: 'Channel calendars (iCal)' });
  await expect(panel.getByText(/fetched every 30 minutes when the server can reach the channel/)).toBeVisible();
  await expect(panel.getByRole('textbox', { name: 'iCal export' })).toHaveValue(/\/ical\/.+\.ics$/);

  const form = panel.getByRole('form', { name: 'Add a channel calendar' });
  await form.getByRole('textbox', { name: /^Name/ }).fill('Stayz upload');
  await form.getByRole('button', { name: 'Add feed' }).click();
  const feed = panel.getByRole('article', { name: 'Stayz upload' });
  await expect(feed.getByText('Upload only')).toBeVisible();
  await expect(feed.getByText('Never imported · 0 imported blocks')).toBeVisible();

  const ics = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Stayz//Calendar//EN',
    'BEGIN:VEVENT',
    `UID:e2e-${start}@stayz.test`,
    `DTSTAMP:${icsDate(dayFromToday(0))}T000000Z`,
    `DTSTART;VALUE=DATE:${icsDate(start)}`,
    `DTEND;VALUE=DATE:${icsDate(addDays(start, 2))}`,
    'SUMMARY:Owner stay',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
  const chooser = page.waitForEvent('filechooser');
  await feed.getByRole('button', { name: 'Upload .ics' }).click();
  await (await chooser).setFiles({ name: 'stayz.ics', mimeType: 'text/calendar', buffer: Buffer.from(ics) });

  const summary = feed.getByRole('status');
  await expect(summary).toContainText('Upload finished');
  await expect(summary).toContainText('1 created');
  await expect(summary.getByText('created', { exact: true })).toBeVisible();
  await expect(feed.getByText(/^Last synced .+ · 1 imported block$/)).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  // Paged to, not reloaded: the import itself refreshed the calendar's events.
  const shown = new Date(`${start}T00:00:00Z`).toLocaleString('en-AU', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  for (let step = 0; step < 15; step += 1) {
    const current = await title(page).innerText();
    if (current === shown) break;
    await page.getByRole('button', { name: 'Next month' }).click();
    await expect(title(page)).not.toHaveText(current);
  }
  await expect(title(page)).toHaveText(shown);
  await expect(
    main(page)
      .getByRole('link', { name: /^Blocked on Stayz upload: Owner stay, / })
      .first(),
  ).toBeVisible();
});
