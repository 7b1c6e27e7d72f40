import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { codeIn, readLatestMailTo } from '../support/outbox';
import { emailOf } from '../support/accounts';
import { fillSignIn, signIn } from '../support/sign-in';

test('[AUTH][LOGIN] the sign-in page has no serious accessibility issue', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => v.id)).toEqual([]);
  await context.close();
});

test('[AUTH][LOGIN] the sign-in form shows without a single API call, and the page logs no error', async ({ page }) => {
  const calls: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) calls.push(request.url());
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(page.getByText('Hearth', { exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(calls).toEqual([]);
  expect(errors).toEqual([]);
});

test('[AUTH][SESSION] a signed-in page load checks the session once (the page preloads that check), asks for its first data once, names its screen’s scripts, and breaks no CSP rule', async ({
  page: signInPage,
}) => {
  await signIn(signInPage, 'staff');
  // The load under test runs in a fresh tab of the signed-in browser. The tab signed in on goes on loading its screen
  // (a client-side navigation, so no load state waits for it), and its requests would read as fetched twice.
  const page = await signInPage.context().newPage();
  // The CSP refuses eval: nothing on the page may try it (zod's probe did, until it was told not to).
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(event.violatedDirective));
  });
  const checks: string[] = [];
  const searches: string[] = [];
  const homes: string[] = [];
  const days: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/api/v3/ping') checks.push(request.url());
    if (pathname === '/api/v3/search') searches.push(request.url());
    if (/^\/api\/v3\/properties\/[0-9a-f-]{36}$/.test(pathname)) homes.push(request.url());
    if (/^\/api\/v3\/(properties\/[0-9a-f-]{36}\/(bookings|rates|events)|property-tasks)$/.test(pathname)) {
      days.push(pathname.split('/').at(-1)!);
    }
  });
  // The page names its screen's scripts in its HTML (apps/api/src/plugins/web-chunks.ts), so they load beside the
  // entry, and the browser fetches none of them twice.
  const namedScripts = (html: string) =>
    [...html.matchAll(/<link rel="modulepreload"[^>]* href="\/assets\/(.+?)-[\w-]{8}\.js"/g)].map(([, name]) => name);
  const assets: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/assets/')) assets.push(pathname);
  });
  const fetchedTwice = () => assets.filter((asset, index) => assets.indexOf(asset) !== index);
  const list = await page.goto('/properties');
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(namedScripts(await list!.text())).toEqual(
    expect.arrayContaining(['app-layout', 'properties-screen', 'first-data']),
  );
  expect(fetchedTwice()).toEqual([]);
  expect(checks).toHaveLength(1);
  // The server preloads the list's first page (propertyFirstCalls) and the list asks by the same URL: one request.
  expect(searches).toHaveLength(1);
  // A home's calendar opened from its address: the home is asked for once in the same way.
  const calendar = await page.getByRole('article').first().getByRole('link').first().getAttribute('href');
  assets.length = 0;
  const home = await page.goto(calendar!);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(homes).toHaveLength(1);
  // And the calls for its days, which the server preloads as staff's roles make them: each asked for once.
  expect(days.sort()).toEqual(['bookings', 'events', 'property-tasks', 'rates']);
  expect(namedScripts(await home!.text())).toEqual(
    expect.arrayContaining(['app-layout', 'calendar-screen', 'first-data']),
  );
  expect(fetchedTwice()).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
});

test('[AUTH][LOGIN] form errors use the spec wording', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password').fill('short');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Enter a valid email')).toBeVisible();
  await expect(page.getByText('The password must be at least 8 characters long')).toBeVisible();
});

test('[AUTH][LOGIN] a wrong password is refused with the spec message', async ({ page }) => {
  await fillSignIn(page, 'admin', 'not-the-password');
  await expect(page.getByText('Invalid email address or password. Please try again.')).toBeVisible();
});

test('[AUTH][LOGIN] a disabled account is refused', async ({ page }) => {
  await fillSignIn(page, 'disabled');
  await expect(page.getByText('This account is disabled')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('[AUTH][LOGIN] an owner with one property lands on that property', async ({ page }) => {
  await signIn(page, 'solo.owner');
  await expect(page).toHaveURL(/\/properties\/[^/]+$/);
});

test('[AUTH][LOGIN] an owner with several properties lands on the property list', async ({ page }) => {
  await signIn(page, 'owner');
  await expect(page).toHaveURL(/\/properties$/);
});

test('[AUTH][OTP] a staff member with one-time codes signs in with the mailed code', async ({ page, browser }) => {
  await fillSignIn(page, 'otp');
  const codeField = page.getByLabel('Verification code');
  await expect(codeField).toBeVisible();
  await codeField.fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Invalid or expired code. Please try again.')).toBeVisible();
  const mail = await readLatestMailTo(browser, emailOf('otp'));
  await codeField.fill(codeIn(mail.text));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
});

test('[AUTH][LOGOUT] signing out ends the session', async ({ page }) => {
  await signIn(page, 'staff');
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login/);
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/login/);
});
