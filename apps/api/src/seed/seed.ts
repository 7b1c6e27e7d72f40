import { ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { companies, userRoles, users } from '../db/schema';
import type { BlobStore } from '../adapters/blob';
import { hashPassword } from '../lib/passwords';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
import { DEMO_COMPANIES, demoCompanyId } from './demo-companies';
import { makeDemoLogo } from './demo-logo';
import { storeDemoPhotos } from './demo-photos';
import { demoPortfolio } from './demo-properties';
import { seedDemoTasks } from './demo-tasks';
import { seedDemoKeys } from './demo-keys';
import { seedDemoProfiles } from './demo-profiles';
import { demoUserId } from './deterministic-id';
import { portfolioWindow, type PortfolioWindow } from './portfolio/calendar';
import type { Portfolio } from './portfolio/generate-properties';
import { loadPortfolio, type LoadStep } from './portfolio/load-portfolio';
import { seedBookingDetails } from './portfolio/booking-details';
import { seedDemoMerchants } from './demo-merchants';
import { seedDemoSmartquotes } from './demo-smartquotes';
import { seedDemoChannels } from './demo-channels';
import { seedDemoStatements } from './demo-statements';
import { seedDemoPayouts } from './demo-payouts';
import { seedDemoResources } from './demo-resources';

export { COASTAL_STAYS_BRAND_COLOUR, demoCompanyId } from './demo-companies';
export { demoUserId } from './deterministic-id';

/** The companies (licensees with their generated logos) and the fourteen demo sign-ins. */
const insertCompaniesAndAccounts = async (
  db: Db,
  options: { passwordHash: string; logoKeys: ReadonlyMap<string, string> },
): Promise<void> => {
  await db.insert(companies).values(
    DEMO_COMPANIES.map((c) => ({
      id: demoCompanyId(c.key),
      name: c.name,
      partnerType: c.partnerType,
      street: c.street,
      city: c.city,
      state: c.state,
      postcode: c.postcode,
      country: c.country,
      mainContactFirstName: c.mainContact?.firstName ?? null,
      mainContactLastName: c.mainContact?.lastName ?? null,
      mainContactMobile: c.mainContact?.mobile ?? null,
      mainContactEmail: c.mainContact?.email ?? null,
      settings: {
        logoKey: options.logoKeys.get(c.key) ?? null,
        brandColour: c.brand?.colour ?? null,
        ltrManagementFee: c.brand?.ltrManagementFee ?? null,
      },
    })),
  );
  await db.insert(users).values(
    DEMO_ACCOUNTS.map((account, index) => ({
      id: demoUserId(account.name),
      code: `U${String(1001 + index)}`,
      email: account.email,
      firstName: account.firstName,
      lastName: account.lastName,
      passwordHash: options.passwordHash,
      enabled: account.enabled ?? true,
      otpEnabled: account.otpEnabled ?? false,
      companyId: account.company ? demoCompanyId(account.company) : null,
      mobile: index % 3 === 0 ? null : `+61 4${String(10_000_000 + index * 1_234_567).slice(0, 8)}`,
      nps: account.roles.includes('ROLE_OWNER') ? 40 : null,
    })),
  );
  await db
    .insert(userRoles)
    .values(
      DEMO_ACCOUNTS.flatMap((account) => account.roles.map((role) => ({ userId: demoUserId(account.name), role }))),
    );
  // The demo staff member looks after every partner that has homes (set once the users exist).
  await db
    .update(companies)
    .set({ cxManagerUserId: demoUserId('staff') })
    .where(ne(companies.partnerType, 'Corporate travel'));
};

/**
 * Demo accounts, companies and a generated portfolio with its photos, rates, bookings and events, in one
 * transaction. The demo seed passes the 300-listing demo portfolio; `seed:scale` passes a bigger one.
 */
export const seedPortfolio = async (options: {
  db: Db;
  blob: BlobStore;
  portfolio: Portfolio;
  seedDate?: Date;
  /** The nights to generate rates and stays for (default: portfolioWindow, two years); the scale seed may narrow it. */
  window?: PortfolioWindow;
  chunk?: number;
  /** `SET LOCAL` settings for the load's transaction (the scale seed gives PostgreSQL more memory for indexes). */
  sessionSettings?: readonly string[];
  onStep?: (step: LoadStep) => void;
}): Promise<{ bookings: number; events: number }> => {
  const { db, blob } = options;
  // One hash for the shared password: an argon2 run per account would cost seconds for the same result.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const logoKeys = new Map<string, string>();
  for (const company of DEMO_COMPANIES) {
    if (!company.brand) continue;
    const key = await blob.put({
      prefix: 'company-logo',
      body: makeDemoLogo(company.brand.colour),
      contentType: 'image/png',
      filename: `${company.key}-logo.png`,
    });
    logoKeys.set(company.key, key);
  }
  const photos = await storeDemoPhotos(blob);
  const window = options.window ?? portfolioWindow(options.seedDate);
  const counts = await db.transaction(async (tx) => {
    for (const setting of options.sessionSettings ?? []) await tx.execute(sql.raw(`set local ${setting}`));
    await insertCompaniesAndAccounts(tx, { passwordHash, logoKeys });
    const loaded = await loadPortfolio({
      db: tx,
      portfolio: options.portfolio,
      window,
      photos,
      passwordHash,
      staffUserId: demoUserId('staff'),
      chunk: options.chunk,
      deferIndexes: true,
      onStep: options.onStep,
    });
    // ---- issue 15: merchant accounts, cards and verifications (seed/demo-merchants.ts); each booking's account is
    // set by seedBookingDetails, so the accounts come first.
    await seedDemoMerchants(tx, { today: window.today });
    await seedBookingDetails(tx, { today: window.today });
    return loaded;
  });
  // Fresh statistics, so the planner knows daily_rates holds hundreds of thousands of rows from the first query.
  await db.execute(sql`analyze`);
  return counts;
};

/** The parts of the demo seed in order, as its progress names them (Dev tools' 'Sync staging data'). */
export const DEMO_SEED_PARTS = [
  'Companies, people, homes, rates and bookings',
  'Tasks',
  'Key stores and keys',
  'Property profiles',
  'SmartQuotes',
  'Channels',
  'Owner statements',
  'Owner payouts',
  'Documents, forms and newsletters',
] as const;
export type DemoSeedPart = (typeof DEMO_SEED_PARTS)[number];

/** The demo data set: same ids and rows on every machine (dates follow the seed month). */
export const seedDemo = async (options: {
  db: Db;
  blob: BlobStore;
  seedDate?: Date;
  /** The configuration's credential key: owners' bank details and the payout settings are sealed under it. */
  credentialKey: string;
  /** Called as each part starts, with the portfolio's own steps inside the first. */
  onPart?: (part: DemoSeedPart, detail?: string) => void;
}): Promise<void> => {
  const { db, blob, onPart = () => undefined } = options;
  const window = portfolioWindow(options.seedDate);
  const portfolio = demoPortfolio(window.month);
  const [homes, tasks, keys, profiles, quotes, channels, statements, payouts, resources] = DEMO_SEED_PARTS;
  onPart(homes);
  await seedPortfolio({ db, blob, seedDate: options.seedDate, portfolio, onStep: (s) => onPart(homes, s.step.trim()) });
  onPart(tasks);
  await seedDemoTasks(db, { properties: portfolio.properties, today: window.today });
  // ---- issue 14: key stores and keys (seed/demo-keys.ts), property profiles (seed/demo-profiles.ts).
  onPart(keys);
  await seedDemoKeys(db, { blob, properties: portfolio.properties });
  onPart(profiles);
  await seedDemoProfiles(db, { today: window.today });
  // ---- issue 16: SmartQuotes across the demo companies (seed/demo-smartquotes.ts).
  onPart(quotes);
  await seedDemoSmartquotes(db, { blob, today: window.today });
  // ---- issue 17: channels with sync health, owner statements, and the documents, forms and newsletters of /resources.
  onPart(channels);
  await seedDemoChannels(db, { today: window.today });
  onPart(statements);
  await seedDemoStatements(db, { today: window.today });
  // ---- issue 31: owners' bank details, the payout settings and a sent batch (seed/demo-payouts.ts).
  onPart(payouts);
  await seedDemoPayouts(db, { blob, credentialKey: options.credentialKey });
  onPart(resources);
  await seedDemoResources(db, { blob, today: window.today });
};
