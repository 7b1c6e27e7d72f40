import { ZPublicSmartquote } from '@hearth/domain';
import type { BlobStore } from '../../adapters/blob';
import type { Db } from '../../db/client';
import { pdfFileName } from './public-quote-format';
import { renderPublicQuotePdf } from './public-quote-pdf';
import { limitPublicQuoteCalls } from './public-quote-rate-limit';
import { presentPublicQuote } from './smartquotes.presenter';
import { findPublishedQuote, type PublishedQuote } from './smartquotes.queries';

/** Images pdfkit can draw; a logo of another type (GIF, WebP) leaves the company's name alone in the header. */
const PDF_IMAGE_TYPES = ['image/png', 'image/jpeg'];

const pdfImage = async (blob: BlobStore, key: string | null): Promise<Buffer | null> => {
  if (!key) return null;
  const stored = await blob.get(key);
  return stored && PDF_IMAGE_TYPES.includes(stored.meta.contentType) ? stored.body : null;
};

/** The stored images the PDF embeds: the partner's logo and the home's photo, when they are PNG or JPEG. */
const loadPublicQuoteImages = async (options: { found: PublishedQuote; blob: BlobStore }) => {
  const [logo, photo] = await Promise.all([
    pdfImage(options.blob, options.found.company.settings.logoKey),
    pdfImage(options.blob, options.found.quote.photoKey),
  ]);
  return { logo, photo };
};

/**
 * `GET .../{token}/pdf`: the same quote as a PDF, drawn from the page's own answer through its schema, so the PDF can
 * show nothing the page does not; named after the address.
 */
export const getPublicQuotePdf = async (options: {
  db: Db;
  blob: BlobStore;
  ip: string;
  token: string;
}): Promise<{ fileName: string; pdf: Buffer }> => {
  await limitPublicQuoteCalls(options);
  const found = await findPublishedQuote(options);
  const page = ZPublicSmartquote.parse(presentPublicQuote({ found, blob: options.blob })).data.attributes;
  const images = await loadPublicQuoteImages({ found, blob: options.blob });
  return {
    fileName: pdfFileName(page.property.fullAddress),
    pdf: await renderPublicQuotePdf({ quote: page, ...images }),
  };
};
