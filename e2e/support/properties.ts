import { expect, type Locator, type Page } from '@playwright/test';

/** The cards of the property list. */
export const propertyCards = (page: Page): Locator => page.getByRole('main').getByRole('article');

/** The number in '1 result' / 'N results', once the list has answered. */
export const resultCount = async (page: Page): Promise<number> => {
  const label = page.getByTestId('result-count');
  await expect(label).toHaveText(/^[\d,]+ results?$/);
  return Number((await label.innerText()).replace(/\D/g, ''));
};

/** The list shows the number of cards its count promises for the first page (25 a page). */
export const expectFirstPage = async (page: Page): Promise<number> => {
  const count = await resultCount(page);
  await expect(propertyCards(page)).toHaveCount(Math.min(count, 25));
  return count;
};

/** A day `YYYY-MM-DD` as far in the future as asked, counted from today on this machine. */
export const dayFromToday = (days: number): string => {
  const date = new Date();
  date.setUTCHours(0, 0, 0, 0);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** Picks a day in a Mantine date picker field as a person would: open it, page to the month, click the day. */
export const pickDay = async (page: Page, field: string, day: string): Promise<void> => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  await page.getByRole('button', { name: field, exact: true }).click();
  const dayButton = page.getByRole('button', { name: `${date} ${MONTHS[month - 1]} ${year}`, exact: true });
  for (let pages = 0; pages < 24 && !(await dayButton.isVisible()); pages += 1) {
    await page.locator('button[data-direction="next"]:visible').first().click();
  }
  await dayButton.click();
  // The dropdown fades out: wait until it has gone, as a person would, before the next field opens its own.
  await expect(dayButton).toBeHidden();
};

/** The text of every card's element matching `name` (e.g. owners, partner), card by card. */
export const cardFacts = async (page: Page, term: string): Promise<string[]> =>
  propertyCards(page).evaluateAll(
    (cards, wanted) =>
      cards.map((card) => {
        const terms = Array.from(card.querySelectorAll('dt'));
        const found = terms.find((dt) => dt.textContent?.trim().startsWith(wanted));
        return found?.nextElementSibling?.textContent?.trim() ?? '';
      }),
    term,
  );
