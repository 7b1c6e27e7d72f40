import type { Currency } from '@hearth/domain/properties';
import type { TPayoutBlocker } from '@hearth/domain/payouts';

export type BlockerGroup = {
  key: string;
  /** The reason, as the API words it. */
  message: string;
  /** The owner asked for bank details; null for a home without owners. */
  owner: { id: string; fullName: string } | null;
  /** 'Bondi (BND-1), Byron (BYR-2)'. */
  homes: string;
  totals: { currency: Currency; amount: number }[];
};

/**
 * Blocked statements by owner and reason (one owner without bank details may block several homes), largest first;
 * a home without owners is a group of its own.
 */
export const blockerGroups = (blockers: readonly TPayoutBlocker[]): BlockerGroup[] => {
  const groups = new Map<string, BlockerGroup & { weight: number }>();
  for (const blocker of blockers) {
    const first = blocker.owners[0] ?? null;
    const key = blocker.kind === 'no-bank-account' && first ? `${first.id}:${blocker.message}` : blocker.statementId;
    const group = groups.get(key) ?? {
      key,
      message: blocker.message,
      owner: blocker.kind === 'no-bank-account' ? first : null,
      homes: '',
      totals: [],
      weight: 0,
    };
    const home = `${blocker.property.name} (${blocker.property.code})`;
    group.homes = group.homes ? `${group.homes}, ${home}` : home;
    const total = group.totals.find((t) => t.currency === blocker.currency);
    if (total) total.amount += blocker.amount;
    else group.totals.push({ currency: blocker.currency, amount: blocker.amount });
    group.weight += 1;
    groups.set(key, group);
  }
  return [...groups.values()]
    .sort((a, b) => b.weight - a.weight || a.message.localeCompare(b.message))
    .map(({ weight: _weight, ...group }) => group);
};
