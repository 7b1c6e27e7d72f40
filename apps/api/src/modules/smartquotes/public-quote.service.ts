import { and, eq } from 'drizzle-orm';
import {
  HTTP,
  SMARTQUOTE_ERROR_CODES,
  SMARTQUOTE_MESSAGES,
  ZPublicSmartquote,
  ZPublicSmartquoteParams,
  type TPublicSmartquote,
  type TSmartquoteForecast,
} from '@hearth/domain';
import type { BlobStore } from '../../adapters/blob';
import type { Db } from '../../db/client';
import { companies, smartquotes, type CompanySettings, type SmartquoteRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { hitRateLimit, type RateLimit } from '../../lib/rate-limit';
import { pdfFileName } from './public-quote-format';
import { renderPublicQuotePdf } from './public-quote-pdf';
import { publicQuotePdfPath } from './public-url';
import { presentQuoteProperty, presentQuoteSettings } from './smartquote.presenter';

/**
 * Calls a visitor may make to public quotes, per IP: an owner opens the page and its PDF a few times; the limit
 * only stops a scraper (the 256-bit token already makes guessing hopeless) and bounds PDF rendering work.
 */
export const PUBLIC_QUOTE_RATE_LIMIT: RateLimit = { max: 120, windowMinutes: 15 };
const TOO_MANY_MESSAGE = 'Too many requests for quotes from this address. Please try again in a few minutes.';

export const limitPublicQuoteCalls = async (options: { db: Db; ip: string }): Promise<void> => {
  const state = await hitRateLimit({
    db: options.db,
    key: `public-quote:ip:${options.ip}`,
    limit: PUBLIC_QUOTE_RATE_LIMIT,
  });
  if (state.limited) {
    throw new AppError({
      status: HTTP.tooManyRequests,
      code: 'TOO_MANY_REQUESTS',
      detail: TOO_MANY_MESSAGE,
      retryAfter: state.retryAfterSeconds,
    });
  }
};

/** A published quote and what its page shows of its partner company. */
type PublishedQuote = {
  quote: SmartquoteRow;
  company: { name: string; settings: CompanySettings };
};

/**
 * The published quote behind a token. Malformed, unknown and unpublished tokens answer the same 404, so the
 * answer never tells a draft from nothing.
 */
const findPublishedQuote = async (options: { db: Db; token: string }): Promise<PublishedQuote> => {
  const notFound = new AppError({
    status: HTTP.notFound,
    code: SMARTQUOTE_ERROR_CODES.notFound,
    detail: SMARTQUOTE_MESSAGES.publicNotFound,
  });
  if (!ZPublicSmartquoteParams.safeParse({ token: options.token }).success) throw notFound;
  const [found] = await options.db
    .select({ quote: smartquotes, company: { name: companies.name, settings: companies.settings } })
    .from(smartquotes)
    .innerJoin(companies, eq(companies.id, smartquotes.companyId))
    .where(and(eq(smartquotes.publicToken, options.token), eq(smartquotes.status, 'published')));
  if (!found) throw notFound;
  return found;
};

/** Our managed homes are evidence, but which homes they are is ours: their ids never leave. */
const publicCompetition = (competition: TSmartquoteForecast['competition']): TSmartquoteForecast['competition'] => ({
  ...competition,
  properties: competition.properties.map((comp) => (comp.source === 'managed' ? { ...comp, id: 'managed' } : comp)),
});

/**
 * What the owner sees (spec 002 public view): the partner's branding, the home, the offer and the forecast with its
 * evidence. Whitelisted field by field: no owner contact details (the name only), no creator, no company id, no
 * storage keys (logo and photo are signed URLs of 15 minutes), no quote id (the token is the page's id).
 */
const presentPublicQuote = (options: { found: PublishedQuote; blob: BlobStore }): TPublicSmartquote => {
  const { quote, company } = options.found;
  const ownerName = [quote.ownerFirstName, quote.ownerLastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return {
    data: {
      id: quote.publicToken,
      type: 'public-smartquote',
      attributes: {
        publishedAt: (quote.publishedAt ?? quote.updatedAt).toISOString(),
        closeBy: quote.closeBy,
        company: {
          companyName: company.name,
          logoUrl: company.settings.logoKey ? options.blob.signedUrl(company.settings.logoKey) : null,
          brandColour: company.settings.brandColour,
        },
        property: presentQuoteProperty(quote, options.blob),
        ownerName: ownerName || null,
        settings: presentQuoteSettings(quote),
        overview: quote.forecast
          ? {
              ...quote.forecast,
              competition: publicCompetition(quote.forecast.competition),
              computedAt: (quote.forecastAt ?? quote.updatedAt).toISOString(),
            }
          : null,
        pdfUrl: publicQuotePdfPath(quote.publicToken),
      },
    },
  };
};

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

/** `GET /api/public/smartquotes/{token}`: the page of a published quote, or the one 404. */
export const getPublicQuote = async (options: { db: Db; blob: BlobStore; token: string }): Promise<TPublicSmartquote> =>
  presentPublicQuote({ found: await findPublishedQuote(options), blob: options.blob });

/**
 * `GET .../{token}/pdf`: the same quote as a PDF, drawn from the page's own answer through its schema, so the PDF can
 * show nothing the page does not; named after the address.
 */
export const getPublicQuotePdf = async (options: {
  db: Db;
  blob: BlobStore;
  token: string;
}): Promise<{ fileName: string; pdf: Buffer }> => {
  const found = await findPublishedQuote(options);
  const page = ZPublicSmartquote.parse(presentPublicQuote({ found, blob: options.blob })).data.attributes;
  const images = await loadPublicQuoteImages({ found, blob: options.blob });
  return {
    fileName: pdfFileName(page.property.fullAddress),
    pdf: await renderPublicQuotePdf({ quote: page, ...images }),
  };
};
