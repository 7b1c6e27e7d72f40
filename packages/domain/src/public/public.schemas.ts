import { z } from 'zod';
import { APP_ENVS } from './public.constants';

/** `GET v1/public/config`: product name, environment and links for the shell. */
export const ZPublicConfigResponse = z.object({
  data: z.object({
    productName: z.string(),
    environment: z.enum(APP_ENVS),
    demo: z.boolean(),
    faqUrl: z.string(),
    supportHost: z.string(),
    /** A map tile URL template (`MAP_TILE_URL`); absent: maps draw an offline outline and request no tiles. */
    mapTileUrl: z.string().optional(),
    /** The tiles' credit line, shown on the map with them. */
    mapTileAttribution: z.string().optional(),
  }),
});
