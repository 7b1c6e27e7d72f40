import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { demoCompanyId } from '../../apps/api/src/seed/demo-companies';
import { signIn } from '../support/sign-in';

const COASTAL = demoCompanyId('coastal-stays');

const seriousIssues = async (page: Page) => {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
};

/** What a person must never read: zod's wording, a raw error code, an upload code. */
const RAW_MESSAGE =
  /Too (big|small): expected|Invalid (input|option)|expected (string|number)|[A-Z]+_ERROR\b|UPLOAD_[A-Z]/;

const screens: { who: string | null; path: string; ready: string }[] = [
  { who: null, path: '/forgot', ready: 'Reset password' },
  { who: null, path: '/no-such-page', ready: 'The page you are looking for is unavailable' },
  { who: 'licensee', path: '/settings', ready: 'Notifications' },
  { who: 'developer', path: '/devtools', ready: 'Mail outbox' },
  { who: 'admin', path: '/statements', ready: 'Checks for' },
  { who: 'owner', path: '/statements', ready: 'Payout' },
  { who: 'channels', path: '/channels', ready: 'Airbnb' },
  { who: 'channels', path: '/channels?tab=health', ready: 'Last import' },
  { who: 'marketing', path: '/resources', ready: 'Add newsletter' },
  { who: 'licensee', path: '/resources?tab=forms', ready: 'Open form' },
  { who: 'admin', path: '/properties', ready: 'results' },
  { who: 'owner', path: '/properties', ready: 'results' },
  { who: 'admin', path: '/users', ready: 'Alex Admin' },
  { who: 'admin', path: '/users/companies', ready: 'Coastal Stays' },
  { who: 'admin', path: '/users/create', ready: 'Net Promoter Score' },
  { who: 'staff', path: '/users/update/U1005', ready: 'User info' },
  { who: 'licensee', path: `/company/${COASTAL}`, ready: 'LTR Management Fee' },
  { who: 'licensee', path: `/company/${COASTAL}/settings`, ready: 'Brand colour' },
  { who: 'staff', path: '/smartquotes', ready: 'Created on' },
  { who: 'licensee', path: '/smartquotes/new/company', ready: 'Start Quote' },
  { who: 'developer', path: '/releases', ready: 'SmartQuote' },
  { who: 'developer', path: '/design-system', ready: 'Status pills' },
  { who: 'staff', path: '/knowledgecentre', ready: 'Building and publishing a SmartQuote' },
];

type SignedIn = Awaited<ReturnType<BrowserContext['storageState']>>;
/** Each role signs in once for this file (its tests run one after another in one worker), then reuses its cookies. */
const signedIn = new Map<string, SignedIn>();

const pageAs = async (browser: Browser, who: string | null) => {
  const saved = who ? signedIn.get(who) : undefined;
  const context = await browser.newContext(saved ? { storageState: saved } : {});
  const page = await context.newPage();
  if (who && !saved) {
    await signIn(page, who);
    signedIn.set(who, await context.storageState());
  }
  return { context, page };
};

for (const screen of screens) {
  test(`[SHELL][A11Y] ${screen.path} as ${screen.who ?? 'a visitor'} has no serious accessibility issue`, async ({
    browser,
  }) => {
    const { context, page } = await pageAs(browser, screen.who);
    await page.goto(screen.path);
    await expect(page.getByText(screen.ready).first()).toBeVisible();
    expect(await seriousIssues(page)).toEqual([]);
    // No schema wording or raw error code reaches a person (docs/CONTRIBUTING.md#messages).
    expect(await page.locator('body').innerText()).not.toMatch(RAW_MESSAGE);
    await context.close();
  });
}

test('[SHELL][THEME] the user menu switches to dark mode, which stays readable and is remembered', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, 'licensee');
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Lee Licensee' }).click();
  await page.getByRole('menuitem', { name: 'Dark mode' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(page.getByText('Notifications')).toBeVisible();
  // The menu closes with a transition: checked once it is gone, as a person reads the page.
  await expect(page.getByRole('menu')).toHaveCount(0);
  expect(await seriousIssues(page)).toEqual([]);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await context.close();
});
