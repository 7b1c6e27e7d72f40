import { z } from 'zod';
import { PAYMENT_MODES } from '../payments/payments.constants';
import { APP_ENVS } from './public.constants';

/** `GET v1/public/config`: product name, brand, environment and links for the shell. */
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
    /** The organisation's brand colour (`#RRGGBB`), when it has one: the app's accent (docs/product/setup.md#rules). */
    brandColour: z.string().optional(),
    /** The organisation's logo, when it has one: shown beside the product name in the header and on the sign-in page. */
    logoUrl: z.string().optional(),
    /** Guests pay through Stripe, or payments are recorded by hand (docs/product/payments.md#modes). */
    paymentMode: z.enum(PAYMENT_MODES),
  }),
});
