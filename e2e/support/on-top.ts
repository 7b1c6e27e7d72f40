import { expect, type Locator } from '@playwright/test';

/**
 * What a person sees of an element, not only that it is displayed (`toBeVisible` passes under a sticky header or an
 * overlay): the element, or one of its own children, is what lies at its middle on screen.
 */
export const expectOnTop = async (target: Locator, what: string): Promise<void> => {
  await target.scrollIntoViewIfNeeded();
  await expect
    .poll(
      () =>
        target.evaluate((element) => {
          const box = element.getBoundingClientRect();
          const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
          if (top === null || element === top || element.contains(top)) return 'on top';
          const name = top.getAttribute('aria-label') ?? top.textContent?.trim().slice(0, 60) ?? '';
          return `covered by <${top.tagName.toLowerCase()}> "${name}"`;
        }),
      { message: `${what} is on top, not covered` },
    )
    .toBe('on top');
};
