import { expect, test, type Page } from '@playwright/test';
import { expectOnTop } from '../support/on-top';
import { signIn } from '../support/sign-in';

const IN_USE = 'Property Key is using this Key Collection Template, cannot delete it.';

/** The templates table's row of the template with this name (after a search for it). */
const rowOf = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });

const search = async (page: Page, text: string) => {
  await page.getByRole('textbox', { name: 'Search templates' }).fill(text);
  // The search is in the address once it has been sent (after the page's 400 ms pause).
  await expect(page).toHaveURL((url) => (url.searchParams.get('search') ?? '') === text);
};

test('[TEMPLATES][CRUD] a developer adds, edits and deletes a template and sees the in-use conflict', async ({
  page,
}) => {
  const name = `E2E corner store ${Date.now()}`;
  const renamed = `${name} (renamed)`;
  await signIn(page, 'developer');
  await page.goto('/templates');
  await expect(page.getByRole('heading', { level: 1, name: 'Key Collection Templates' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Properties' })).toBeVisible();

  // Add, with the address typed in full.
  await page.getByRole('button', { name: 'Add New Template' }).click();
  const add = page.getByRole('dialog', { name: 'Add a key collection template' });
  await add.getByRole('textbox', { name: 'Template name' }).fill(name);
  await add.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Convenience store', exact: true }).click();
  await add.getByText('Enter manually', { exact: true }).click();
  await add.getByRole('textbox', { name: 'Street' }).fill('Shop 3, 21 Hastings Street');
  await add.getByRole('textbox', { name: 'City or suburb' }).fill('Noosa Heads');
  await add.getByRole('textbox', { name: 'State or region' }).fill('QLD');
  await add.getByRole('textbox', { name: 'Postcode' }).fill('4567');
  await add.getByRole('textbox', { name: 'Latitude' }).fill('-26.3921');
  await add.getByRole('textbox', { name: 'Longitude' }).fill('153.0905');
  await add.getByRole('textbox', { name: 'Opening hours (optional)' }).fill('7am to 9pm every day');
  await add.getByRole('button', { name: 'Add template' }).click();
  await expect(add).toBeHidden();

  await search(page, name);
  const row = rowOf(page, name);
  await expect(row).toHaveCount(1);
  // The only row of the table, under its header: seen, and within reach of the pointer.
  await expectOnTop(row.getByRole('cell', { name, exact: true }), 'The new template’s row');
  await expect(row.getByRole('cell', { name: 'Convenience store', exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: /^Shop 3, 21 Hastings Street, Noosa Heads QLD 4567/ })).toBeVisible();
  // innerText: the 'type · address' line under the name shows only on a phone.
  await expect(row.getByRole('cell')).toHaveText([name, 'Convenience store', /Hastings Street/, '0', '0', ''], {
    useInnerText: true,
  });

  // Edit its name.
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Key Collection Template' });
  const nameField = edit.getByRole('textbox', { name: 'Template name' });
  await expect(nameField).toHaveValue(name);
  await expect(edit.getByRole('textbox', { name: 'Street' })).toHaveValue('Shop 3, 21 Hastings Street');
  await nameField.fill(renamed);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await search(page, renamed);
  await expect(rowOf(page, renamed)).toHaveCount(1);
  await expect(rowOf(page, name)).toHaveCount(0);

  // Delete it.
  await rowOf(page, renamed)
    .getByRole('button', { name: `Delete ${renamed}` })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Delete template' });
  await expect(confirm.getByText('Are you sure you want to delete this key collection template?')).toBeVisible();
  await expect(confirm.getByText(renamed, { exact: true })).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('There are no templates matching your search')).toBeVisible();

  // A template a property's key uses cannot go: the most used one, by the Properties column.
  await search(page, '');
  const properties = page.getByRole('columnheader', { name: 'Properties' });
  await properties.getByRole('button').click();
  await expect(properties).toHaveAttribute('aria-sort', 'ascending');
  await properties.getByRole('button').click();
  await expect(properties).toHaveAttribute('aria-sort', 'descending');
  await expect(page).toHaveURL(/sort=-properties/);
  const used = page.getByRole('row').nth(1);
  const usedCells = used.getByRole('cell');
  await expect.poll(async () => Number(await usedCells.nth(4).innerText())).toBeGreaterThan(0);
  const usedName = (await usedCells.first().innerText()).trim();
  await expectOnTop(usedCells.first(), 'The most used template’s row');

  await used.getByRole('button', { name: `Delete ${usedName}` }).click();
  await expect(confirm.getByText(usedName, { exact: true })).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm.getByText(IN_USE)).toBeVisible();
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole('button', { name: 'Delete' })).toBeEnabled();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(rowOf(page, usedName)).toHaveCount(1);
});
