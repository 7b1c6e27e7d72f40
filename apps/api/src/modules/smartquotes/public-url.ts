import type { Config } from '../../config';

/** The public page of a published quote (docs/product/smartquotes.md#screens 'View Quote'): the web's /quote/{token} on the product's address. */
export const publicQuoteUrl = (config: Pick<Config, 'publicUrl'>, token: string): string =>
  `${config.publicUrl.replace(/\/$/, '')}/quote/${encodeURIComponent(token)}`;

/** Its PDF, served by the API from the same token. */
export const publicQuotePdfPath = (token: string): string => `/api/public/smartquotes/${encodeURIComponent(token)}/pdf`;
