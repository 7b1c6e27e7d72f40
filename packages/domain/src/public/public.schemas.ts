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
  }),
});
