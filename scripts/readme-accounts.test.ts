import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { allowedMenuItems } from '@hearth/domain';
import { DEMO_ACCOUNTS } from '../apps/api/src/seed/demo-accounts';

/** The README's demo sign-ins say what each account's menu holds: the permissions table's answer, not a claim. */
describe("the README's demo sign-ins", () => {
  it('list every demo account with the menu its roles open', async () => {
    const readme = await readFile(new URL('../README.md', import.meta.url), 'utf8');
    for (const account of DEMO_ACCOUNTS) {
      const menu =
        allowedMenuItems(account.roles)
          .map((item) => item.label)
          .join(', ') || '—';
      expect(readme).toContain(`| \`${account.name}\` | ${account.description} | ${menu} |`);
    }
  });
});
