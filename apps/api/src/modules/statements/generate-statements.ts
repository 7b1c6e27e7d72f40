import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { DEFAULT_TIMEZONE, HTTP, STATEMENT_ERROR_CODES, STATEMENT_MESSAGES, todayIn } from '@hearth/domain';
import type { BlobStore } from '../../adapters/blob';
import { statementHomeScope } from '../../access/statement-scope';
import type { ScopeCaller } from '../../access/scope';
import type { Db } from '../../db/client';
import { properties, statementLines, statements } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { auditedChange, type AuditEntry } from '../../lib/audit';
import { computeMonth } from './month-drafts';
import { deletePdfs } from './stale-pdfs';
import { monthNightsOf } from './split-stay';
import { presentGeneratedMonth } from './statements.presenter';

/** Rows per insert: far under PostgreSQL's 65,535 parameters. */
const ROWS = 1_000;
const inBatches = async <T>(rows: readonly T[], write: (batch: T[]) => Promise<unknown>) => {
  for (let i = 0; i < rows.length; i += ROWS) await write(rows.slice(i, i + ROWS));
};

export type GenerateResult = { month: string; generated: number; keptPublished: number; droppedPdfKeys: string[] };

/** A month is stated once it has begun in Sydney (the month picker's maximum is the current month, docs/product/statements.md#who-uses-it). */
export const refuseMonthNotBegun = (month: string, now: Date) => {
  if (monthNightsOf(month).start > todayIn(DEFAULT_TIMEZONE, now)) {
    throw new AppError({
      status: HTTP.unprocessable,
      code: STATEMENT_ERROR_CODES.monthInFuture,
      detail: STATEMENT_MESSAGES.monthInFuture,
      source: { pointer: '/month' },
    });
  }
};

/**
 * (Re)writes the draft statements of `month` (`YYYY-MM`) for the homes `homes` reaches (SQL over `properties`), on
 * `tx`: a home with anything in the month gets its draft and lines written afresh (the same id when it had one);
 * a published statement is kept as it was; a draft of a home with nothing in the month any more is removed. The
 * PDFs of replaced drafts are stale: their keys come back for the caller to delete once the change is committed.
 */
export const writeMonthStatements = async (
  tx: Db,
  options: { month: string; homes: SQL | undefined; now: Date },
): Promise<GenerateResult> => {
  const { start } = monthNightsOf(options.month);
  const computed = await computeMonth(tx, { month: options.month, homes: options.homes });
  const existing = await tx
    .select({
      id: statements.id,
      propertyId: statements.propertyId,
      status: statements.status,
      pdfKey: statements.pdfKey,
    })
    .from(statements)
    .innerJoin(properties, eq(properties.id, statements.propertyId))
    .where(and(eq(statements.month, start), options.homes));
  const published = new Set(existing.filter((s) => s.status === 'published').map((s) => s.propertyId));
  const drafts = existing.filter((s) => s.status === 'draft');
  // A home with bookings but no line (a stay with no quote: a check) has nothing to state.
  const stated = new Set([...computed.values()].filter(({ draft }) => draft.lines.length > 0).map((c) => c.home.id));
  const toWrite = [...computed.values()].filter(({ home }) => stated.has(home.id) && !published.has(home.id));

  // Drafts of homes with nothing now go; the lines of the others are written again below.
  const stale = drafts.filter((d) => !stated.has(d.propertyId)).map((d) => d.id);
  if (stale.length > 0) await tx.delete(statements).where(inArray(statements.id, stale));
  const kept = drafts.filter((d) => stated.has(d.propertyId)).map((d) => d.id);
  if (kept.length > 0) await tx.delete(statementLines).where(inArray(statementLines.statementId, kept));

  const ids = new Map<string, string>();
  await inBatches(toWrite, async (batch) => {
    const written = await tx
      .insert(statements)
      .values(
        batch.map(({ home, draft }) => ({
          propertyId: home.id,
          month: start,
          status: 'draft' as const,
          currency: home.currency,
          nights: draft.nights,
          incomeCents: draft.incomeCents,
          managementFeeCents: draft.managementFeeCents,
          costsCents: draft.costsCents,
          payoutCents: draft.payoutCents,
          pdfKey: null,
          generatedAt: options.now,
        })),
      )
      .onConflictDoUpdate({
        target: [statements.propertyId, statements.month],
        set: {
          currency: sql`excluded.currency`,
          nights: sql`excluded.nights`,
          incomeCents: sql`excluded.income_cents`,
          managementFeeCents: sql`excluded.management_fee_cents`,
          costsCents: sql`excluded.costs_cents`,
          payoutCents: sql`excluded.payout_cents`,
          pdfKey: null,
          generatedAt: sql`excluded.generated_at`,
        },
        // Published while we read (another finance manager): kept.
        setWhere: eq(statements.status, 'draft'),
      })
      .returning({ id: statements.id, propertyId: statements.propertyId });
    for (const row of written) ids.set(row.propertyId, row.id);
  });

  const lines = toWrite.flatMap(({ home, draft }) => {
    const statementId = ids.get(home.id);
    return statementId ? draft.lines.map((line) => ({ ...line, statementId })) : [];
  });
  await inBatches(lines, (batch) => tx.insert(statementLines).values(batch));

  return {
    month: options.month,
    generated: ids.size,
    keptPublished: published.size + (toWrite.length - ids.size),
    droppedPdfKeys: drafts.flatMap((d) => (d.pdfKey ? [d.pdfKey] : [])),
  };
};

/** `POST v3/statements/generate`: the month's drafts for every home in the caller's reach, in one audited change. */
export const generateStatements = async (options: {
  db: Db;
  blob: BlobStore;
  caller: ScopeCaller;
  actor: AuditEntry['actor'];
  month: string;
  now: Date;
}) => {
  refuseMonthNotBegun(options.month, options.now);
  const result = await auditedChange(options.db, async (tx) => {
    const written = await writeMonthStatements(tx, {
      month: options.month,
      homes: statementHomeScope(options.caller),
      now: options.now,
    });
    const audit: AuditEntry = {
      actor: options.actor,
      action: 'statements.generate',
      entity: 'statement',
      entityId: null,
      after: { month: written.month, generated: written.generated, keptPublished: written.keptPublished },
    };
    return { result: written, audit };
  });
  await deletePdfs(options.blob, result.droppedPdfKeys);
  return presentGeneratedMonth(result);
};
