import { expect, test, type Page } from '@playwright/test';
import { freeStay } from '../support/free-stay';
import { propertyCards } from '../support/properties';
import { signIn } from '../support/sign-in';

/*
 * Tasks made in Hearth (docs/product/tasks.md): staff pick a day on a home's calendar, make a task for it, find it on
 * that day, open it and complete it; the list of every home's tasks shows it done.
 */

const main = (page: Page) => page.getByRole('main');

test('[TASKS][CREATE] staff make a task from the calendar for a chosen day, then complete it', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'staff');
  await page.goto('/properties');
  await page.getByRole('textbox', { name: 'Search property' }).fill('Annerley Jacaranda Loft');
  await expect(page).toHaveURL(/filterText=/);
  await propertyCards(page).getByRole('link', { name: 'Annerley Jacaranda Loft', exact: true }).click();
  await expect(page).toHaveURL(/\/properties\/[0-9a-f-]{36}$/);
  const propertyId = new URL(page.url()).pathname.split('/')[2] ?? '';

  // A free day about five weeks ahead (no stay or event holds it); clicked on its date, which no bar covers.
  const day = await freeStay(page.request, propertyId, 35);
  await page.goto(`/properties/${propertyId}?month=${Number(day.slice(5, 7))}&year=${day.slice(0, 4)}`);
  await main(page)
    .getByTestId(`day-${day}`)
    .click({ position: { x: 12, y: 10 } });
  await page.getByRole('region', { name: 'Selected dates' }).getByRole('button', { name: 'New task' }).click();

  const name = `Replace the smoke alarm ${Date.now().toString(36)}`;
  const form = page.getByRole('dialog', { name: 'New task' });
  await form.getByRole('textbox', { name: /^Task name/ }).fill(name);
  await form.getByRole('button', { name: 'Create task' }).click();
  await expect(form).toHaveCount(0);
  await expect(page.getByText('Task created')).toBeVisible();

  // On its day in the calendar; opened, it is completed.
  const onCalendar = main(page).getByRole('button', { name: new RegExp(`^Task ${name}, `) });
  await expect(onCalendar).toBeVisible();
  await onCalendar.click();
  const popup = page.getByRole('dialog').filter({ hasText: name });
  await popup.getByRole('button', { name: 'Complete' }).click();
  await expect(popup.getByRole('button', { name: 'Reopen' })).toBeVisible();

  // The list of every home's tasks has it, done.
  await page.goto(`/tasks?search=${encodeURIComponent(name)}`);
  const row = main(page).getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row.getByText(/^Finished$/)).toBeVisible();
});
