import type { z } from 'zod';
import type { ZPublicConfigResponse } from '@hearth/domain';
import type { Config } from '../config';

export type PublicConfig = z.infer<typeof ZPublicConfigResponse>['data'];

/** The organisation's look as the shell shows it (common/organisation/brand.ts reads it). */
type PublicBrand = { productName: string; brandColour: string | null; logoUrl: string | null };

/** What anyone may know about this installation: `GET v1/public/config`, and the app page's boot data. */
export const publicConfigOf = (config: Config, brand: PublicBrand): PublicConfig => ({
  productName: brand.productName,
  environment: config.appEnv,
  demo: config.appEnv === 'demo',
  faqUrl: config.faqUrl,
  supportHost: config.supportHost,
  paymentMode: config.stripe ? 'stripe' : 'manual',
  // Only when configured: without it the web's maps stay offline (no tile requests).
  ...(config.mapTiles ? { mapTileUrl: config.mapTiles.url, mapTileAttribution: config.mapTiles.attribution } : {}),
  // Only when set: without them the shell wears Hearth's teal and house mark.
  ...(brand.brandColour ? { brandColour: brand.brandColour } : {}),
  ...(brand.logoUrl ? { logoUrl: brand.logoUrl } : {}),
});
