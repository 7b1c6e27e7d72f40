import type { TPublicSmartquote } from '@hearth/domain';
import type { BlobStore } from '../../adapters/blob';
import type { Db } from '../../db/client';
import { limitPublicQuoteCalls } from './public-quote-rate-limit';
import { presentPublicQuote } from './smartquotes.presenter';
import { findPublishedQuote } from './smartquotes.queries';

/** `GET /api/public/smartquotes/{token}`: the page of a published quote, or the one 404. */
export const getPublicQuote = async (options: {
  db: Db;
  blob: BlobStore;
  ip: string;
  token: string;
}): Promise<TPublicSmartquote> => {
  await limitPublicQuoteCalls(options);
  return presentPublicQuote({ found: await findPublishedQuote(options), blob: options.blob });
};
