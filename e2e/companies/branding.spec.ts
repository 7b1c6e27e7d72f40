import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { demoCompanyId } from '../../apps/api/src/seed/demo-companies';
import { signIn } from '../support/sign-in';

const COASTAL = demoCompanyId('coastal-stays');

/** A 600x600 PNG of one colour: a real image for the logo upload. */
const squarePng = (rgb: [number, number, number]): Buffer => {
  const png = new PNG({ width: 600, height: 600 });
  for (let i = 0; i < png.data.length; i += 4) png.data.set([...rgb, 255], i);
  return PNG.sync.write(png);
};

const primaryColour = (page: Page) =>
  page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--mantine-primary-color-filled').trim(),
  );

const setBrandColour = async (page: Page, colour: string) => {
  await page.goto(`/company/${COASTAL}/settings`);
  await page.getByRole('button', { name: 'Change colour' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Brand colour').fill(colour);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
};

/** The text colour of a filled primary button (the settings form's Save). */
const filledButtonText = async (page: Page) => {
  await page.goto('/settings');
  const save = page.getByRole('button', { name: 'Save' });
  await expect(save).toBeEnabled();
  return save.evaluate((el) => getComputedStyle(el).color);
};

test('[COMPANIES][BRANDING] a licensee uploads a logo and changes the brand colour, and sees both applied', async ({
  page,
}) => {
  await signIn(page, 'licensee');
  await expect(page.getByRole('banner')).toContainText('Hearth Pro');
  await page.goto(`/company/${COASTAL}/settings`);
  const before = await primaryColour(page);

  await page.getByRole('button', { name: 'Upload logo' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: squarePng([200, 30, 60]),
  });
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(dialog).toBeHidden();
  // The logo is decorative beside the product name (alt=''), so it is found as an image element, not by role.
  const headerLogo = page.getByRole('banner').locator('img').first();
  await expect(headerLogo).toHaveAttribute('src', /\/api\/v1\/files\/company-logo\./);
  const served = await page.request.get((await headerLogo.getAttribute('src'))!);
  expect(served.headers()['content-type']).toBe('image/png');

  // Text on the brand colour keeps its contrast whatever the colour (WCAG AA): white on a dark navy, black on a
  // light yellow.
  await setBrandColour(page, '#1b2a4a');
  expect(await primaryColour(page)).not.toBe(before);
  expect(await filledButtonText(page)).toBe('rgb(255, 255, 255)');
  await setBrandColour(page, '#fff3a0');
  expect(await filledButtonText(page)).toBe('rgb(0, 0, 0)');

  await page.goto(`/company/${COASTAL}/history`);
  await expect(page.getByText('#fff3a0').first()).toBeVisible();
  // The demo's colour back, for the specs that follow.
  await setBrandColour(page, '#1f6f8b');
});

test('[COMPANIES][BRANDING] white, yellow and black brand colours keep every text and control readable, light and dark', async ({
  page,
}) => {
  // Three colours, each checked by axe in light and dark: 1.9 min alone on a slow day of the 2-core machine.
  test.setTimeout(240_000);
  await signIn(page, 'licensee');
  for (const colour of ['#ffffff', '#ffff00', '#000000']) {
    await setBrandColour(page, colour);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      // The list (property names, primary buttons, the active menu item, the avatar) and the settings page.
      for (const [path, ready] of [
        ['/properties', 'results'],
        [`/company/${COASTAL}/settings`, 'Brand colour'],
      ] as const) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
        await expect(page.getByText(ready).first()).toBeVisible();
        const results = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
        const where = results.violations.flatMap((v) =>
          v.nodes.map((n) => `${colour} ${scheme} ${path}: ${n.target.join(' ')}`),
        );
        expect(where).toEqual([]);
      }
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await setBrandColour(page, '#1f6f8b');
});
