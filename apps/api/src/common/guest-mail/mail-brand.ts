import { eq } from 'drizzle-orm';
import { brandShades, textOn, type PartnerType } from '@hearth/domain';
import type { BlobStore } from '../../adapters/blob';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema';
import type { BrandReader } from '../organisation/brand';

/** Homes of a licensee partner (Hearth Pro) mail their guests in the partner's brand. */
const LICENSEE: PartnerType = 'Franchise - Licensee';

/**
 * How long a partner's logo link in a mail stays good: guests open a confirmation months later. The organisation's
 * logo has a public address of its own; a partner's is a signed link to the file (docs/product/guest-mail.md#branding).
 */
const PARTNER_LOGO_LINK_SECONDS = 2 * 365 * 24 * 60 * 60;

/** Whose name, colour and logo a guest mail wears. */
export type MailBrand = {
  name: string;
  /** The brand colour as it reads on white (AA for text and buttons), or Hearth's teal without one. */
  colour: string;
  /** Black or white, whichever reads on `colour`. */
  textOnColour: string;
  /** The logo's absolute address, or null: the name stands in the header alone. */
  logoUrl: string | null;
};

const coloured = (brandColour: string | null) => {
  const colour = brandShades(brandColour).onLight;
  return { colour, textOnColour: textOn(colour) };
};

/**
 * The brand of a home's guest mail (docs/product/guest-mail.md#branding): a licensee partner's homes wear the
 * partner's name, colour and logo; every other home the organisation's (its trading name, brand colour and logo).
 */
export const mailBrandOf = async (options: {
  db: Db;
  brand: BrandReader;
  blob: BlobStore;
  publicUrl: string;
  companyId: string | null;
}): Promise<MailBrand> => {
  const { db, publicUrl, companyId } = options;
  const [company] = companyId
    ? await db
        .select({ name: companies.name, partnerType: companies.partnerType, settings: companies.settings })
        .from(companies)
        .where(eq(companies.id, companyId))
    : [];
  if (company?.partnerType === LICENSEE) {
    const { logoKey, brandColour } = company.settings;
    return {
      name: company.name,
      ...coloured(brandColour),
      logoUrl: logoKey
        ? `${publicUrl}${options.blob.signedUrl(logoKey, { ttlSeconds: PARTNER_LOGO_LINK_SECONDS })}`
        : null,
    };
  }
  const brand = await options.brand.read();
  return {
    name: brand.productName,
    ...coloured(brand.brandColour),
    logoUrl: brand.logoUrl ? `${publicUrl}${brand.logoUrl}` : null,
  };
};
