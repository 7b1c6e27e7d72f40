import type { z } from 'zod';
import {
  STATEMENT_TYPE,
  type TStatement,
  type TStatementChecksResponse,
  type TStatementResponse,
  type TStatementsResponse,
  type ZGenerateStatementsResponse,
  type ZPublishStatementsResponse,
} from '@hearth/domain';
import type { statementLines, statements } from '../../db/schema';

type StatementRow = typeof statements.$inferSelect;
type LineRow = typeof statementLines.$inferSelect;
type TGenerateStatementsResponse = z.infer<typeof ZGenerateStatementsResponse>;
type TPublishStatementsResponse = z.infer<typeof ZPublishStatementsResponse>;
export type StatementHomeData = { id: string; code: string; name: string; fullAddress: string };
export type StatementOwner = { id: string; firstName: string; lastName: string };
export type StatementIncludes = { property: boolean; owners: boolean };

/** The session-checked address of a statement's PDF: it redirects to a signed file URL of 15 minutes. */
export const statementPdfPath = (id: string) => `/api/v3/statements/${id}/pdf`;

const fullName = (owner: StatementOwner) => `${owner.firstName} ${owner.lastName}`;

/**
 * A statement as the list and the detail show it (docs/product/statements.md#fields 'Statement'). Whitelisted: never the PDF's storage
 * key (the download address is ours, checked on every request). Owners are the home's, the first by name first.
 */
export const presentStatement = (
  row: { statement: StatementRow; property: StatementHomeData },
  owners: readonly StatementOwner[],
  include: StatementIncludes,
): TStatement => {
  const { statement, property } = row;
  const first = owners[0];
  const relationships = {
    ...(include.property ? { property: { data: { id: property.id, type: 'property' as const } } } : {}),
    ...(include.owners ? { owners: { data: owners.map((o) => ({ id: o.id, type: 'user' as const })) } } : {}),
  };
  return {
    id: statement.id,
    type: 'statement',
    attributes: {
      type: STATEMENT_TYPE,
      day: statement.month,
      status: statement.status,
      propertyData: {
        id: property.id,
        code: property.code,
        name: property.name,
        address: { full: property.fullAddress },
      },
      ownerData: first ? { id: first.id, fullName: fullName(first) } : null,
      downloadUrl: statementPdfPath(statement.id),
      generatedAt: statement.generatedAt.toISOString(),
      publishedAt: statement.publishedAt?.toISOString() ?? null,
      paidAt: statement.paidAt?.toISOString() ?? null,
      currency: statement.currency,
      nights: statement.nights,
      income: statement.incomeCents,
      managementFee: statement.managementFeeCents,
      costs: statement.costsCents,
      payout: statement.payoutCents,
    },
    ...(include.property || include.owners ? { relationships } : {}),
  };
};

/** `included` for include=property,owners: each home and each owner once. */
export const presentIncluded = (
  rows: readonly { property: StatementHomeData }[],
  ownersOf: (propertyId: string) => readonly StatementOwner[],
  include: StatementIncludes,
): NonNullable<TStatementsResponse['included']> => {
  const included: NonNullable<TStatementsResponse['included']> = [];
  const seen = new Set<string>();
  for (const { property } of rows) {
    if (include.property && !seen.has(`property:${property.id}`)) {
      seen.add(`property:${property.id}`);
      included.push({
        id: property.id,
        type: 'property',
        attributes: { code: property.code, name: property.name, address: { full: property.fullAddress } },
      });
    }
    if (!include.owners) continue;
    for (const owner of ownersOf(property.id)) {
      if (seen.has(`user:${owner.id}`)) continue;
      seen.add(`user:${owner.id}`);
      included.push({
        id: owner.id,
        type: 'user',
        attributes: { fullName: fullName(owner), firstName: owner.firstName, lastName: owner.lastName },
      });
    }
  }
  return included;
};

const presentLine = (line: LineRow): TStatementResponse['data']['attributes']['lines'][number] => ({
  id: line.id,
  kind: line.kind,
  description: line.description,
  bookingId: line.bookingId,
  checkIn: line.checkIn,
  checkOut: line.checkOut,
  nights: line.nights,
  income: line.incomeCents,
  managementFee: line.managementFeeCents,
  costs: line.costsCents,
  payout: line.payoutCents,
});

/** `GET v3/statements/{id}`: the statement, without includes, with its lines. */
export const presentStatementDocument = (
  row: { statement: StatementRow; property: StatementHomeData },
  owners: readonly StatementOwner[],
  lines: readonly LineRow[],
): TStatementResponse => {
  const { statement, property } = row;
  const resource = presentStatement(
    {
      statement,
      property: { id: property.id, code: property.code, name: property.name, fullAddress: property.fullAddress },
    },
    owners,
    { property: false, owners: false },
  );
  return { data: { ...resource, attributes: { ...resource.attributes, lines: lines.map(presentLine) } } };
};

/** `GET v3/statements/checks`: the month's checks, in the order finance reads them. */
export const presentStatementChecks = (
  checks: TStatementChecksResponse['data'],
  month: string,
): TStatementChecksResponse => ({ data: checks, meta: { month, count: checks.length } });

/** `POST v3/statements/generate`: what the month's generation did. */
export const presentGeneratedMonth = (result: {
  month: string;
  generated: number;
  keptPublished: number;
}): TGenerateStatementsResponse => ({
  meta: { month: result.month, generated: result.generated, keptPublished: result.keptPublished },
});

/** `POST v3/statements/publish`: how many drafts went to their owners. */
export const presentPublished = (count: number): TPublishStatementsResponse => ({ meta: { published: count } });
