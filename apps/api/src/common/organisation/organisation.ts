import { COUNTRY_DEFAULTS, type TOrganisationAttributes } from '@hearth/domain';
import type { Db } from '../../db/client';
import { organisation } from '../../db/schema';

export type OrganisationRow = typeof organisation.$inferSelect;

/** The organisation, or null before setup (docs/product/setup.md). */
export const findOrganisation = async (db: Db): Promise<OrganisationRow | null> =>
  (await db.select().from(organisation).limit(1))[0] ?? null;

/** What the setup form starts from: today's product name, in Australia. */
export const organisationDefaults = (productName: string): TOrganisationAttributes => ({
  tradingName: productName,
  country: 'AU',
  ...COUNTRY_DEFAULTS.AU,
  brandColour: null,
});

/** The trading name is the product's name wherever the app says it (header, mail, PDFs): PRODUCT_NAME until setup. */
export const applyOrganisation = (
  config: { productName: string },
  row: Pick<OrganisationRow, 'tradingName'> | null,
) => {
  if (row) config.productName = row.tradingName;
};
