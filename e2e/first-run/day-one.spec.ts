import { expect, test, type Browser, type Page } from '@playwright/test';
import { addDays } from '@hearth/domain';
import { startFirstRunServer, type FirstRunServer } from '../support/first-run-server';
import { dayFromToday, pickDay, propertyCards } from '../support/properties';
import { solidPng } from '../support/property-record';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';

/*
 * Day one (docs/product/setup.md, docs/product/properties.md#adding-a-home): an operator starts Hearth in production
 * mode on an empty database and, in the browser only, goes from the setup link to a home a guest has booked. Mail
 * leaves through the real SMTP adapter to a local mail server; nothing is written to the database by hand.
 */

const PORT = Number(process.env.E2E_FIRST_RUN_PORT ?? 3101);
const ADMIN = { first: 'Avery', last: 'Quinn', email: 'avery@coastline.example', password: 'Coastline-admin-2026' };
const COLLEAGUE = { first: 'Casey', last: 'Lane', email: 'casey@coastline.example', password: 'Coastline-casey-2026' };
const OWNER = { first: 'Morgan', last: 'Lee', email: 'morgan.lee@owners.example', password: 'Banksia-owner-2026' };
const HOME = 'Banksia Beach House';

let sink: SmtpSink;
let server: FirstRunServer;

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  test.setTimeout(180_000);
  sink = await startSmtpSink();
  server = await startFirstRunServer({ port: PORT, smtpPort: sink.port });
});
test.afterAll(async () => {
  await server?.stop();
  await sink?.close();
});

/** The path of the link in the newest mail to `to`, once it has arrived. */
const linkMailedTo = async (to: string, pattern: RegExp): Promise<string> => {
  let link: string | undefined;
  await expect
    .poll(() => {
      const mail = sink.mails.filter((m) => m.to.includes(to)).at(-1);
      link = mail ? pattern.exec(mail.text)?.[0] : undefined;
      return link ?? null;
    })
    .not.toBeNull();
  return new URL(link ?? '').pathname;
};

/** Someone invited by mail creates their password from the link and signs in, in a browser of their own. */
const acceptInvite = async (browser: Browser, who: typeof COLLEAGUE): Promise<Page> => {
  const link = await linkMailedTo(who.email, /https?:\/\/\S+\/login\/confirm\/[\w-]+/);
  const context = await browser.newContext({ baseURL: server.baseUrl });
  const page = await context.newPage();
  await page.goto(link);
  await page.getByLabel('New password').fill(who.password);
  await page.getByLabel('Confirm password').fill(who.password);
  await page.getByRole('button', { name: 'Create password' }).click();
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  return page;
};

/** A weekday stay of three nights about five weeks out (Monday to Thursday), so its price is three base nights. */
const weekdayStay = (): { checkIn: string; checkOut: string } => {
  let checkIn = dayFromToday(35);
  while (new Date(`${checkIn}T00:00:00Z`).getUTCDay() !== 1) checkIn = addDays(checkIn, 1);
  return { checkIn, checkOut: addDays(checkIn, 3) };
};

test('[FIRST-RUN] from the setup link to a booked home, in the browser only', async ({ browser }) => {
  test.setTimeout(600_000);
  const context = await browser.newContext({ baseURL: server.baseUrl });
  const page = await context.newPage();

  // 1. The setup link from the server's log: the organisation and the first administrator, signed in at once.
  await page.goto(server.setupUrl);
  const setup = page.getByRole('form', { name: 'Set up Hearth' });
  await setup.getByLabel('Trading name').fill('Coastline Stays');
  await setup.getByLabel('First name').fill(ADMIN.first);
  await setup.getByLabel('Last name').fill(ADMIN.last);
  await setup.getByRole('textbox', { name: 'Email' }).fill(ADMIN.email);
  await setup.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await setup.getByLabel('Confirm password').fill(ADMIN.password);
  await setup.getByRole('button', { name: 'Set up Hearth' }).click();
  await expect(page).toHaveURL(/\/properties$/);
  await expect(page.getByRole('banner').getByText('Coastline Stays')).toBeVisible();
  await expect(page.getByText('No results found')).toBeVisible();

  // 2. Add a home, its owner invited from the same form: an Onboarding home with its checklist.
  await page
    .getByRole('link', { name: 'Add property' })
    .or(page.getByRole('button', { name: 'Add property' }))
    .click();
  const form = page.getByRole('form', { name: 'Add property' });
  await form.getByRole('textbox', { name: /^Name/ }).fill(HOME);
  await form.getByRole('textbox', { name: /^Code/ }).fill('BNK-01');
  await form.getByLabel(/^Type/).click();
  await page.getByRole('option', { name: 'House', exact: true }).click();
  await form.getByRole('textbox', { name: /^Suburb/ }).fill('Noosa Heads');
  await page
    .getByRole('option', { name: /^Noosa Heads/ })
    .first()
    .click();
  await form.getByRole('textbox', { name: /^Street/ }).fill('12 Hastings Street');
  await form.getByRole('textbox', { name: /^Postcode/ }).fill('4567');
  await form.getByRole('textbox', { name: /^Bedrooms/ }).fill('3');
  await form.getByRole('textbox', { name: /^Bathrooms/ }).fill('2');
  await form.getByRole('textbox', { name: /^Beds/ }).fill('4');
  await form.getByRole('textbox', { name: /^Most guests/ }).fill('6');
  await form.getByRole('textbox', { name: /^Cleaning fee/ }).fill('150');
  await form.getByRole('textbox', { name: /^First name/ }).fill(OWNER.first);
  await form.getByRole('textbox', { name: /^Last name/ }).fill(OWNER.last);
  await form.getByRole('textbox', { name: /^Email/ }).fill(OWNER.email);
  await form.getByRole('button', { name: 'Add property' }).click();
  // The owner's invitation leaves by SMTP within the call: a loaded machine may take a while.
  await expect(page).toHaveURL(/\/properties\/[0-9a-f-]{36}\/details$/, { timeout: 30_000 });
  const propertyId = new URL(page.url()).pathname.split('/')[2] ?? '';
  await expect(page.getByRole('heading', { level: 1, name: HOME })).toBeVisible();
  await expect(page.getByText('Onboarding', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('4 of 8 done')).toBeVisible();

  // 3. The rate plan: a base rate and a weekend rate, two nights at least.
  await page.getByRole('link', { name: 'A rate plan covering the next 12 months' }).click();
  await page.getByRole('button', { name: 'Set a rate plan' }).click();
  const plan = page.getByRole('form', { name: 'Rate plan' });
  await plan.getByRole('textbox', { name: /^Base nightly rate/ }).fill('240');
  await plan.getByRole('textbox', { name: /^Weekend rate/ }).fill('290');
  await plan.getByRole('textbox', { name: /^Minimum nights/ }).fill('2');
  await plan.getByRole('button', { name: 'Save rate plan' }).click();
  await expect(page.getByRole('region', { name: 'Rate plan' }).getByText('A$240', { exact: true })).toBeVisible();

  // 4. Check-in instructions, in the home's details.
  await page.goto(`/properties/${propertyId}/details`);
  await page.getByRole('button', { name: 'Edit property details' }).click();
  await page.getByRole('textbox', { name: 'Check-in instructions' }).fill('The lockbox is left of the front door.');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('The lockbox is left of the front door.')).toBeVisible();

  // 5. A colleague for photos and key stores (nobody grants themselves roles): invited by mail, through SMTP.
  await page.goto('/users/create');
  const user = page.getByRole('form', { name: 'Add user' });
  await user.getByRole('textbox', { name: /^First Name/ }).fill(COLLEAGUE.first);
  await user.getByRole('textbox', { name: /^Last Name/ }).fill(COLLEAGUE.last);
  await user.getByRole('textbox', { name: /^Email/ }).fill(COLLEAGUE.email);
  await user.getByRole('checkbox', { name: 'Property editor' }).check();
  await user.getByRole('checkbox', { name: 'Developer' }).check();
  await user.getByRole('button', { name: 'Add User' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('A new user has been created')).toBeVisible();

  const colleague = await acceptInvite(browser, COLLEAGUE);
  // The key store the office keeps keys in.
  await colleague.goto('/templates');
  await colleague.getByRole('button', { name: 'Add New Template' }).click();
  const store = colleague.getByRole('dialog', { name: 'Add a key collection template' });
  await store.getByRole('textbox', { name: 'Template name' }).fill('Coastline office');
  await store.getByRole('combobox', { name: 'Type' }).click();
  await colleague.getByRole('option', { name: 'Offsite', exact: true }).click();
  await store.getByText('Enter manually', { exact: true }).click();
  await store.getByRole('textbox', { name: 'Street' }).fill('Shop 3, 21 Hastings Street');
  await store.getByRole('textbox', { name: 'City or suburb' }).fill('Noosa Heads');
  await store.getByRole('textbox', { name: 'State or region' }).fill('QLD');
  await store.getByRole('textbox', { name: 'Postcode' }).fill('4567');
  await store.getByRole('textbox', { name: 'Latitude' }).fill('-26.3921');
  await store.getByRole('textbox', { name: 'Longitude' }).fill('153.0905');
  await store.getByRole('button', { name: 'Add template' }).click();
  await expect(store).toBeHidden();
  // The five photos the list's popup needs.
  await colleague.goto(`/properties/${propertyId}/details/photos`);
  const photos = colleague.getByRole('region', { name: 'Photos', exact: true });
  const colours: [number, number, number][] = [
    [230, 90, 70],
    [20, 120, 200],
    [40, 160, 90],
    [200, 180, 40],
    [120, 60, 160],
  ];
  await photos
    .getByLabel('Add photos')
    .setInputFiles(
      colours.map((colour, i) => ({ name: `room-${i + 1}.png`, mimeType: 'image/png', buffer: solidPng(colour) })),
    );
  await expect(photos.getByText('5 photos', { exact: true })).toBeVisible();
  await colleague.context().close();

  // 6. A key in the office's store.
  await page.goto(`/properties/${propertyId}/keys`);
  await page.getByRole('button', { name: 'Assign a key' }).click();
  const assign = page.getByRole('dialog', { name: 'Assign a key from a store' });
  await assign.getByText('Offsite', { exact: true }).click();
  await assign.getByRole('combobox', { name: 'Store' }).fill('Coastline');
  await page.getByRole('option', { name: /^Coastline office/ }).click();
  await assign.getByRole('radio', { name: 'A new key' }).check();
  await assign.getByRole('textbox', { name: "New key's name" }).fill('Front door');
  await assign.getByRole('button', { name: 'Assign key' }).click();
  await expect(assign).toBeHidden();
  await expect(page.getByRole('listitem', { name: 'Key Front door' })).toBeVisible();

  // 7. The owner's invitation came by mail: their first sign-in shows their home's onboarding, read-only.
  const owner = await acceptInvite(browser, OWNER);
  await expect(owner.getByRole('heading', { level: 1, name: HOME })).toBeVisible();
  await expect(owner.getByText('Onboarding in progress!')).toBeVisible();
  await expect(owner.getByRole('button', { name: 'Activate' })).toHaveCount(0);
  await owner.context().close();

  // 8. Every item done: Activate.
  await page.goto(`/properties/${propertyId}/details`);
  await expect(page.getByText('8 of 8 done')).toBeVisible();
  await page.getByRole('button', { name: 'Activate' }).click();
  await page.getByRole('dialog', { name: 'Activate?' }).getByRole('button', { name: 'Activate' }).click();
  await expect(page.getByText('Active', { exact: true }).first()).toBeVisible();

  // 9. A guest's dates: the home is found with its price, three weekday nights at the base rate.
  const { checkIn, checkOut } = weekdayStay();
  await page.goto('/properties');
  const bar = page.getByRole('region', { name: 'Availability search' });
  await pickDay(page, 'Check-in', checkIn);
  await pickDay(page, 'Check-out', checkOut);
  await bar.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`availableFrom=${checkIn}&availableTo=${checkOut}`));
  const card = propertyCards(page).filter({ hasText: HOME });
  await expect(card).toHaveCount(1);
  await expect(card.getByText(/^A\$[\d,]+(\.\d\d)?$/)).toBeVisible();

  // 10. Booked from its calendar, the stay chosen from the search.
  await card.getByRole('link').first().click();
  await expect(page.getByRole('region', { name: 'Selected dates' }).getByText('3 nights')).toBeVisible();
  await page.getByRole('button', { name: 'Book', exact: true }).click();
  const booking = page.getByRole('dialog', { name: 'Book a stay' });
  await booking.getByRole('textbox', { name: /^Guest full name/ }).fill('Jordan Guest');
  await booking.getByRole('textbox', { name: /^Email/ }).fill('jordan.guest@example.com');
  await booking.getByRole('textbox', { name: /^Phone/ }).fill('0400 111 222');
  const price = booking.getByRole('region', { name: 'Price' });
  await expect(price.getByText(/^3 nights/)).toBeVisible();
  await expect(price.getByText('A$720', { exact: true }).first()).toBeVisible();
  await booking.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: /^Booked / })).toBeVisible();
  // On the calendar at once, a link to its record for the admin.
  await expect(page.getByRole('main').getByRole('link', { name: /^Jordan Guest, Booked, / })).toBeVisible();
  await context.close();
});
