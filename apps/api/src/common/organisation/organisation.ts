import { COUNTRY_DEFAULTS, type TOrganisationAttributes } from '@hearth/domain';
import type { Db } from '../../db/client';
import { organisation } from '../../db/schema';

export type OrganisationRow = typeof organisation.$inferSelect;

/** The organisation, or null before setup (docs/product/setup.md). */
export const findOrganisation = async (db: Db): Promise<OrganisationRow | null> =>
  (await db.select().from(organisation).limit(1))[0] ?? null;

/** What the setup form starts from, and what an installation without the row (the demo) reads as: Australia. */
export const organisationDefaults = (productName: string): TOrganisationAttributes => ({
  tradingName: productName,
  country: 'AU',
  ...COUNTRY_DEFAULTS.AU,
  brandColour: null,
});
