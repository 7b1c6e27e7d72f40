import { expect, type Browser } from '@playwright/test';
import { signIn } from './sign-in';

/**
 * Reads the newest mail to `to` the way a person would with no mail server: a developer signs in, in a browser
 * of their own, and opens Dev tools, whose outbox lists every mail the demo has sent.
 */
export const readLatestMailTo = async (
  browser: Browser,
  to: string,
): Promise<{ text: string; link: string | null }> => {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await signIn(page, 'developer');
    await page.goto('/devtools');
    const mail = page.locator('.mantine-Card-root', { hasText: `To ${to}` }).first();
    await expect(mail).toBeVisible();
    const text = await mail.innerText();
    const links = mail.getByRole('link');
    const link = (await links.count()) > 0 ? await links.first().getAttribute('href') : null;
    return { text, link: link ? new URL(link, 'http://placeholder').pathname : null };
  } finally {
    await context.close();
  }
};

export const codeIn = (text: string): string => {
  const match = /\b(\d{6})\b/.exec(text);
  if (!match?.[1]) throw new Error('no code in the mail');
  return match[1];
};
