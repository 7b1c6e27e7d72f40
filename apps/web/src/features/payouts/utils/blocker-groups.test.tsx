import type { TPayoutBlocker } from '@hearth/domain/payouts';
import { describe, expect, it } from 'vitest';
import { blockerGroups } from './blocker-groups';

const blocker = (
  statementId: string,
  owner: string | null,
  currency: 'AUD' | 'NZD',
  amount: number,
): TPayoutBlocker => ({
  kind: owner ? 'no-bank-account' : 'no-owner',
  message: owner ? `${owner} has no ${currency === 'AUD' ? 'Australian' : 'New Zealand'} bank account.` : 'No owner.',
  statementId,
  property: { id: `p${statementId}`, code: `C${statementId}`, name: `Home ${statementId}` },
  owners: owner ? [{ id: owner, fullName: owner }] : [],
  currency,
  amount,
});

describe('blockerGroups', () => {
  it('puts the homes an owner blocks together, by reason, largest first, and keeps a home without owners apart', () => {
    const groups = blockerGroups([
      blocker('1', 'Ann', 'AUD', 100),
      blocker('2', null, 'AUD', 50),
      blocker('3', 'Ann', 'AUD', 250),
      blocker('4', 'Ann', 'NZD', 70),
    ]);
    expect(groups.map((g) => [g.message, g.homes, g.totals, g.owner?.id ?? null])).toEqual([
      ['Ann has no Australian bank account.', 'Home 1 (C1), Home 3 (C3)', [{ currency: 'AUD', amount: 350 }], 'Ann'],
      ['Ann has no New Zealand bank account.', 'Home 4 (C4)', [{ currency: 'NZD', amount: 70 }], 'Ann'],
      ['No owner.', 'Home 2 (C2)', [{ currency: 'AUD', amount: 50 }], null],
    ]);
  });
});
