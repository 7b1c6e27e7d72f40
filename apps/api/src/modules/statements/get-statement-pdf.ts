import { and, eq } from 'drizzle-orm';
import { todayIn } from '@hearth/domain';
import type { BlobStore } from '../../adapters/blob';
import type { Brand } from '../../common/organisation/brand';
import type { Db } from '../../db/client';
import { companies, statements, type PropertyRow } from '../../db/schema';
import { accentOf, HEARTH_TEAL } from '../../lib/pdf-style';
import { readHomeOwners } from '../../common/properties/home-owners';
import { readStatementLines } from './statements.queries';
import { renderStatementPdf, type StatementSheet } from './statement-pdf';

type StatementRow = typeof statements.$inferSelect;

/** Images pdfkit can draw; a logo of another type leaves the company's name alone in the header. */
const PDF_IMAGE_TYPES = ['image/png', 'image/jpeg'];

const pdfLogo = async (blob: BlobStore, key: string | null): Promise<Buffer | null> => {
  const stored = key ? await blob.get(key) : null;
  return stored && PDF_IMAGE_TYPES.includes(stored.meta.contentType) ? stored.body : null;
};

/**
 * Whose name and colours the PDF wears: the home's company when it has branding of its own (a licensee's homes),
 * else the organisation's (its trading name, brand colour and logo; docs/product/setup.md#rules).
 */
const sheetBrandOf = async (options: { db: Db; blob: BlobStore; brand: Brand; companyId: string }) => {
  const [company] = await options.db
    .select({ name: companies.name, settings: companies.settings })
    .from(companies)
    .where(eq(companies.id, options.companyId));
  const { logoKey, brandColour } = company?.settings ?? { logoKey: null, brandColour: null };
  if (!company || (!logoKey && !brandColour)) {
    const { brand } = options;
    return {
      name: brand.productName,
      accent: brand.brandColour ? accentOf(brand.brandColour) : HEARTH_TEAL,
      logo: await pdfLogo(options.blob, brand.logoKey),
    };
  }
  return { name: company.name, accent: accentOf(brandColour), logo: await pdfLogo(options.blob, logoKey) };
};

const renderFor = async (options: {
  db: Db;
  blob: BlobStore;
  brand: Brand;
  statement: StatementRow;
  property: PropertyRow;
}): Promise<Buffer> => {
  const { db, statement, property } = options;
  const [brand, owners, lines] = await Promise.all([
    sheetBrandOf({ db, blob: options.blob, brand: options.brand, companyId: property.companyId }),
    readHomeOwners(db, [property.id]),
    readStatementLines(db, statement.id),
  ]);
  const sheet: StatementSheet = {
    brand,
    month: statement.month,
    status: statement.status,
    generatedOn: todayIn(property.timezone, statement.generatedAt),
    paidOn: statement.paidAt ? todayIn(property.timezone, statement.paidAt) : null,
    property: { name: property.name, fullAddress: property.fullAddress },
    owners: (owners.get(property.id) ?? []).map((o) => `${o.firstName} ${o.lastName}`),
    currency: statement.currency,
    totals: {
      nights: statement.nights,
      income: statement.incomeCents,
      managementFee: statement.managementFeeCents,
      costs: statement.costsCents,
      payout: statement.payoutCents,
    },
    lines: lines.map((line) => ({
      kind: line.kind,
      description: line.description,
      checkIn: line.checkIn,
      checkOut: line.checkOut,
      nights: line.nights,
      income: line.incomeCents,
      managementFee: line.managementFeeCents,
      costs: line.costsCents,
      payout: line.payoutCents,
    })),
  };
  return renderStatementPdf(sheet);
};

/**
 * `GET v3/statements/{id}/pdf`: the signed, 15-minute URL of the statement's PDF, drawn and stored on the first
 * request. Generating the statement again drops the stored file (generate-statements.ts); until then a PDF keeps the
 * name and colours it was drawn with, as a document once issued does (docs/product/setup.md#rules).
 */
export const getStatementPdfUrl = async (options: {
  db: Db;
  blob: BlobStore;
  brand: Brand;
  statement: StatementRow;
  property: PropertyRow;
}): Promise<string> => {
  const { db, blob, statement } = options;
  if (statement.pdfKey) return blob.signedUrl(statement.pdfKey);
  const pdf = await renderFor(options);
  const month = statement.month.slice(0, 7);
  const key = await blob.put({
    prefix: 'statement-pdf',
    body: pdf,
    contentType: 'application/pdf',
    filename: `statement-${options.property.code}-${month}.pdf`,
  });
  // Kept only for the version drawn: one generated or published meanwhile is drawn again on its next request.
  await db
    .update(statements)
    .set({ pdfKey: key })
    .where(
      and(
        eq(statements.id, statement.id),
        eq(statements.generatedAt, statement.generatedAt),
        eq(statements.status, statement.status),
      ),
    );
  return blob.signedUrl(key);
};
