import type { TStatement, TStatementsResponse } from '@hearth/domain/statements';
import type { FakeReply } from '../../../test/fake-fetch';

type StatementFixture = {
  id: string;
  property: string;
  day?: string;
  owner?: string | null;
  owners?: number;
  status?: 'draft' | 'published';
  payout?: number;
  paidAt?: string | null;
};

/** A statement as `GET v3/statements` answers it with include=property,owners. */
export const statement = ({
  id,
  property,
  day = '2026-10-01',
  owner = 'Olive Owner',
  owners = 1,
  status = 'draft',
  payout = 123_450,
  paidAt = null,
}: StatementFixture): TStatement => ({
  id,
  type: 'statement',
  attributes: {
    type: 'monthly',
    day,
    status,
    propertyData: {
      id: `p-${id}`,
      code: `P${id}`,
      name: property,
      address: { full: `${property} Street, Noosa Heads QLD 4567` },
    },
    ownerData: owner ? { id: 'o1', fullName: owner } : null,
    downloadUrl: `/api/v3/statements/${id}/pdf`,
    generatedAt: '2026-11-01T00:00:00.000Z',
    publishedAt: status === 'published' ? '2026-11-02T00:00:00.000Z' : null,
    paidAt,
    currency: 'AUD',
    nights: 10,
    income: 200_000,
    managementFee: 40_000,
    costs: 36_550,
    payout,
  },
  relationships: {
    property: { data: { id: `p-${id}`, type: 'property' } },
    owners: { data: Array.from({ length: owners }, (_, index) => ({ id: `o${index + 1}`, type: 'user' as const })) },
  },
});

export const page = (rows: TStatement[], totalPages = 1): FakeReply => ({
  status: 200,
  body: { data: rows, included: [], meta: { totalCount: rows.length, totalPages } } satisfies TStatementsResponse,
});
