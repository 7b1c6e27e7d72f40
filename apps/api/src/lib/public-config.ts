import type { z } from 'zod';
import type { ZPublicConfigResponse } from '@hearth/domain';
import type { Config } from '../config';

export type PublicConfig = z.infer<typeof ZPublicConfigResponse>['data'];

/** What anyone may know about this installation: `GET v1/public/config`, and the app page's boot data. */
export const publicConfigOf = (config: Config): PublicConfig => ({
  productName: config.productName,
  environment: config.appEnv,
  demo: config.appEnv === 'demo',
  faqUrl: config.faqUrl,
  supportHost: config.supportHost,
  // Only when configured: without it the web's maps stay offline (no tile requests).
  ...(config.mapTiles ? { mapTileUrl: config.mapTiles.url, mapTileAttribution: config.mapTiles.attribution } : {}),
});
