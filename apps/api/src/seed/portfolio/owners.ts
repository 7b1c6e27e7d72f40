import { createRandom } from '../random';
import { exampleEmail, personName } from './names';

/** A generated owner account: signs in with the demo password, but is not printed in the sign-in table. */
export type PortfolioOwner = {
  key: string;
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  nps: number | null;
};

export const portfolioOwnerKey = (n: number): string => `portfolio-owner:${n}`;

const mobileFor = (n: number, country: 'Australia' | 'New Zealand'): string => {
  const digits = String(10_000_000 + ((n * 7_654_321) % 90_000_000)).slice(-8);
  return country === 'Australia'
    ? `+61 4${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}`
    : `+64 21 ${digits.slice(0, 3)} ${digits.slice(3, 7)}`;
};

type Ownable = { index: number; country: 'Australia' | 'New Zealand'; fixedOwners: readonly string[] };

/**
 * One or two owners per listing; a third of the picks reuse an earlier owner, so some own several homes.
 * Listings with hand-written owners keep exactly those ('owner' and 'solo.owner' never get more homes).
 */
export const assignOwners = (
  listings: readonly Ownable[],
): { owners: PortfolioOwner[]; ownersOf: Map<number, string[]> } => {
  const owners: PortfolioOwner[] = [];
  const ownersOf = new Map<number, string[]>();
  for (const listing of listings) {
    if (listing.fixedOwners.length > 0) {
      ownersOf.set(listing.index, [...listing.fixedOwners]);
      continue;
    }
    const random = createRandom(`portfolio:owners:${listing.index}`);
    const keys = new Set<string>();
    const count = random.chance(0.25) ? 2 : 1;
    for (let k = 0; k < count; k += 1) {
      const existing = owners.length > 0 && random.chance(0.33) ? owners[random.int(0, owners.length - 1)] : undefined;
      if (existing) {
        keys.add(existing.key);
        continue;
      }
      const n = owners.length;
      const person = personName(n);
      const owner: PortfolioOwner = {
        key: portfolioOwnerKey(n),
        firstName: person.firstName,
        lastName: person.lastName,
        email: exampleEmail(person),
        mobile: mobileFor(n, listing.country),
        nps: random.chance(0.7) ? random.int(0, 10) * 10 : null,
      };
      owners.push(owner);
      keys.add(owner.key);
    }
    ownersOf.set(listing.index, [...keys]);
  }
  return { owners, ownersOf };
};
