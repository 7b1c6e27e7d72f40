import { ORGANISATION_LOGO_PATH } from '@hearth/domain';
import type { Db } from '../../db/client';
import { isDatabaseUnavailable } from '../../lib/database-unavailable';
import { findOrganisation, type OrganisationRow } from './organisation';

/**
 * What the product looks like (docs/product/setup.md#rules): the trading name wherever the app says its name
 * (header, page titles, mail, PDFs), PRODUCT_NAME until setup; the brand colour and logo of the header and PDFs.
 */
export type Brand = {
  productName: string;
  brandColour: string | null;
  logoKey: string | null;
  /** The row's last change (ms), null before setup: the version in the logo's address. */
  version: string | null;
  /** The public logo path with its version, so a new logo is a new address for caches. */
  logoUrl: string | null;
};

/**
 * How long a process trusts what it read: a change made in another process shows here within this time. One small
 * read every few seconds at most, instead of a name frozen at start-up.
 */
export const BRAND_TTL_MS = 5_000;

export type BrandReader = {
  read: () => Promise<Brand>;
  /** Read again at the next call: the process that changed the organisation shows the change at once. */
  forget: () => void;
};

export const brandOf = (
  row: Pick<OrganisationRow, 'tradingName' | 'brandColour' | 'logoKey' | 'updatedAt'> | null,
  productName: string,
): Brand => {
  const version = row ? String(row.updatedAt.getTime()) : null;
  return {
    productName: row?.tradingName ?? productName,
    brandColour: row?.brandColour ?? null,
    logoKey: row?.logoKey ?? null,
    version,
    logoUrl: row?.logoKey ? `${ORGANISATION_LOGO_PATH}?v=${version}` : null,
  };
};

/**
 * The brand of this installation, read from the organisation row and kept for BRAND_TTL_MS. With the database
 * unreachable it answers the last brand it read (or PRODUCT_NAME's), so the app page and its 503s still say a name.
 */
export const createBrandReader = (options: {
  db: Db;
  /** PRODUCT_NAME: the name before setup. */
  productName: string;
  ttlMs?: number;
  now?: () => number;
}): BrandReader => {
  const { db, productName, ttlMs = BRAND_TTL_MS, now = Date.now } = options;
  let cached: { at: number; brand: Promise<Brand> } | null = null;
  let last: Brand | null = null;
  const load = async (): Promise<Brand> => {
    try {
      last = brandOf(await findOrganisation(db), productName);
      return last;
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      return last ?? brandOf(null, productName);
    }
  };
  return {
    read: () => {
      if (!cached || now() - cached.at >= ttlMs) {
        const brand = load();
        const entry = { at: now(), brand };
        cached = entry;
        // A failed read is not kept: the next call tries again.
        brand.catch(() => {
          if (cached === entry) cached = null;
        });
      }
      return cached.brand;
    },
    forget: () => {
      cached = null;
    },
  };
};
