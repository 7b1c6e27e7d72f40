import { count } from 'drizzle-orm';
import type { Db } from '../client';
import { companies, properties, propertyOwners, userRoles, users } from '../schema';
import type { BlobStore } from '../../adapters/blob';
import { hashPassword } from '../../lib/passwords';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
import { DEMO_PROPERTIES, fullAddress, type DemoCompanyKey } from './demo-properties';
import { deterministicUuid } from './deterministic-id';
import { makeDemoLogo } from './demo-logo';

export const COASTAL_STAYS_BRAND_COLOUR = '#1f6f8b';

export const isDatabaseEmpty = async (db: Db): Promise<boolean> => {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) === 0;
};

export const demoUserId = (name: string): string => deterministicUuid(`user:${name}`);
export const demoCompanyId = (key: DemoCompanyKey): string => deterministicUuid(`company:${key}`);

/** The demo data set: same ids, same rows on every machine. Runs in one transaction. */
export const seedDemo = async (options: { db: Db; blob: BlobStore }): Promise<void> => {
  const { db, blob } = options;
  // One hash for the shared password: 14 argon2 runs would cost half a second for the same result.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const logoKey = await blob.put({
    prefix: 'company-logo',
    body: makeDemoLogo(COASTAL_STAYS_BRAND_COLOUR),
    contentType: 'image/png',
    filename: 'coastal-stays-logo.png',
  });

  await db.transaction(async (tx) => {
    await tx.insert(companies).values([
      {
        id: demoCompanyId('hearth'),
        name: 'Hearth',
        partnerType: 'Hearth',
        street: '1 Ocean Street',
        city: 'Maroochydore',
        state: 'QLD',
        postcode: '4558',
        country: 'Australia',
        settings: { logoKey: null, brandColour: null, ltrManagementFee: null },
      },
      {
        id: demoCompanyId('coastal-stays'),
        name: 'Coastal Stays',
        partnerType: 'Franchise - Licensee',
        street: '45 Bulcock Street',
        city: 'Caloundra',
        state: 'QLD',
        postcode: '4551',
        country: 'Australia',
        settings: { logoKey, brandColour: COASTAL_STAYS_BRAND_COLOUR, ltrManagementFee: 12 },
      },
    ]);

    await tx.insert(users).values(
      DEMO_ACCOUNTS.map((account, index) => ({
        id: demoUserId(account.name),
        code: `U${String(1001 + index)}`,
        email: account.email,
        firstName: account.firstName,
        lastName: account.lastName,
        passwordHash,
        enabled: account.enabled ?? true,
        otpEnabled: account.otpEnabled ?? false,
        companyId: account.company ? demoCompanyId(account.company) : null,
        mobile: index % 3 === 0 ? null : `+61 4${String(10_000_000 + index * 1_234_567).slice(0, 8)}`,
        nps: account.roles.includes('ROLE_OWNER') ? 40 : null,
      })),
    );
    await tx
      .insert(userRoles)
      .values(
        DEMO_ACCOUNTS.flatMap((account) => account.roles.map((role) => ({ userId: demoUserId(account.name), role }))),
      );

    await tx.insert(properties).values(
      DEMO_PROPERTIES.map((p) => ({
        id: p.id,
        code: p.code,
        name: p.name,
        status: p.status,
        companyId: demoCompanyId(p.company),
        street: p.street,
        city: p.city,
        state: p.state,
        postcode: p.postcode,
        country: p.country,
        fullAddress: fullAddress(p),
      })),
    );
    const ownerships = DEMO_PROPERTIES.flatMap((p) =>
      p.owners.map((owner) => ({ propertyId: p.id, userId: demoUserId(owner) })),
    );
    if (ownerships.length > 0) await tx.insert(propertyOwners).values(ownerships);
  });
};
