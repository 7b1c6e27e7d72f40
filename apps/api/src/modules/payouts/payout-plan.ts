import {
  PAYOUT_COUNTRY_OF_CURRENCY,
  PAYOUT_MESSAGES,
  type PayoutCountry,
  type TPayoutBlocker,
  type TPayoutTotal,
} from '@hearth/domain';
import type { Db } from '../../db/client';
import { maskBankDetails, openBankDetails, type MaskedDetails } from './bank-details';
import { readHomeOwners } from '../../common/properties/home-owners';
import { fullNameOf, readOwnerAccounts, readPayableStatements, type Person } from './payouts.queries';

type Currency = keyof typeof PAYOUT_COUNTRY_OF_CURRENCY;

/** A statement a batch would pay now: the home, the owner paid and the account (sealed as it is on file). */
export type PlannedLine = {
  statementId: string;
  property: { id: string; code: string; name: string };
  payee: Person;
  currency: Currency;
  amountCents: number;
  country: PayoutCountry;
  accountSealed: string;
  accountName: string;
  masked: MaskedDetails;
};

export type PayoutPlan = { lines: PlannedLine[]; blockers: TPayoutBlocker[] };

/**
 * What a batch of the month would pay now (docs/product/payouts.md#rules): each payable statement goes to the first
 * of its home's owners (the statement's order) with an account in the currency's country; a home without owners,
 * or whose owners have no such account, is a blocker, listed with its amount rather than left out.
 */
export const planPayouts = async (options: {
  db: Db;
  credentialKey: string;
  monthStart: string;
}): Promise<PayoutPlan> => {
  const { db } = options;
  const payable = await readPayableStatements(db, options.monthStart);
  const owners = await readHomeOwners(
    db,
    payable.map((s) => s.propertyId),
  );
  const accounts = await readOwnerAccounts(
    db,
    [...owners.values()].flat().map((o) => o.id),
  );
  const accountOf = new Map(accounts.map((a) => [`${a.userId}:${a.country}`, a]));
  const plan: PayoutPlan = { lines: [], blockers: [] };
  for (const statement of payable) {
    const country = PAYOUT_COUNTRY_OF_CURRENCY[statement.currency];
    const homeOwners = owners.get(statement.propertyId) ?? [];
    const property = { id: statement.propertyId, code: statement.code, name: statement.name };
    const payee = homeOwners.find((owner) => accountOf.has(`${owner.id}:${country}`));
    const account = payee ? accountOf.get(`${payee.id}:${country}`) : undefined;
    if (!payee || !account) {
      const first = homeOwners[0];
      plan.blockers.push({
        kind: first ? 'no-bank-account' : 'no-owner',
        message: first
          ? PAYOUT_MESSAGES.noBankAccount(fullNameOf(first), country)
          : PAYOUT_MESSAGES.noOwner(`${statement.code} ${statement.name}`),
        statementId: statement.id,
        property,
        owners: homeOwners.map((o) => ({ id: o.id, fullName: fullNameOf(o) })),
        currency: statement.currency,
        amount: statement.payoutCents,
      });
      continue;
    }
    plan.lines.push({
      statementId: statement.id,
      property,
      payee,
      currency: statement.currency,
      amountCents: statement.payoutCents,
      country,
      accountSealed: account.detailsSealed,
      accountName: account.accountName,
      masked: maskBankDetails(openBankDetails(country, account.detailsSealed, options.credentialKey)),
    });
  }
  return plan;
};

/** Count and sum of the lines per currency, AUD first. */
export const totalsOf = (lines: readonly { currency: Currency; amountCents: number }[]): TPayoutTotal[] => {
  const totals = new Map<Currency, TPayoutTotal>();
  for (const line of lines) {
    const total = totals.get(line.currency) ?? { currency: line.currency, count: 0, amount: 0 };
    total.count += 1;
    total.amount += line.amountCents;
    totals.set(line.currency, total);
  }
  return [...totals.values()].sort((a, b) => a.currency.localeCompare(b.currency));
};
