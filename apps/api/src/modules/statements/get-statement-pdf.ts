import { and, eq } from 'drizzle-orm';
import { todayIn } from '@hearth/domain';
import type { BlobStore } from '../../adapters/blob';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { companies, statements, type PropertyRow } from '../../db/schema';
import { accentOf, HEARTH_TEAL } from '../../lib/pdf-style';
import { readOwners, readStatementLines } from './statements.queries';
import { renderStatementPdf, type StatementSheet } from './statement-pdf';

type StatementRow = typeof statements.$inferSelect;

/** Images pdfkit can draw; a logo of another type leaves the company's name alone in the header. */
const PDF_IMAGE_TYPES = ['image/png', 'image/jpeg'];

/**
 * Whose name and colours the PDF wears: the home's company when it has branding of its own (a licensee's homes),
 * else the operator's (the product name, Hearth teal).
 */
const brandOf = async (options: { db: Db; blob: BlobStore; productName: string; companyId: string }) => {
  const [company] = await options.db
    .select({ name: companies.name, settings: companies.settings })
    .from(companies)
    .where(eq(companies.id, options.companyId));
  const { logoKey, brandColour } = company?.settings ?? { logoKey: null, brandColour: null };
  if (!company || (!logoKey && !brandColour)) {
    return { name: options.productName, accent: HEARTH_TEAL, logo: null };
  }
  const stored = logoKey ? await options.blob.get(logoKey) : null;
  const logo = stored && PDF_IMAGE_TYPES.includes(stored.meta.contentType) ? stored.body : null;
  return { name: company.name, accent: accentOf(brandColour), logo };
};

const renderFor = async (options: {
  db: Db;
  blob: BlobStore;
  config: Pick<Config, 'productName'>;
  statement: StatementRow;
  property: PropertyRow;
}): Promise<Buffer> => {
  const { db, statement, property } = options;
  const [brand, owners, lines] = await Promise.all([
    brandOf({ db, blob: options.blob, productName: options.config.productName, companyId: property.companyId }),
    readOwners(db, [property.id]),
    readStatementLines(db, statement.id),
  ]);
  const sheet: StatementSheet = {
    brand,
    month: statement.month,
    status: statement.status,
    generatedOn: todayIn(property.timezone, statement.generatedAt),
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
 * request. Generating the statement again drops the stored file (generate-statements.ts).
 */
export const getStatementPdfUrl = async (options: {
  db: Db;
  blob: BlobStore;
  config: Pick<Config, 'productName'>;
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
