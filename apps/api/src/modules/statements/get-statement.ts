import type { TStatementResponse } from '@hearth/domain';
import type { Db } from '../../db/client';
import type { PropertyRow, statements } from '../../db/schema';
import { presentLine, presentStatement } from './statement.presenter';
import { readOwners } from './statement-owners';
import { readStatementLines } from './read-statement-lines';

/** `GET v3/statements/{id}`: the statement the caller reaches (found by the route), with its home, owners and lines. */
export const getStatement = async (options: {
  db: Db;
  statement: typeof statements.$inferSelect;
  property: PropertyRow;
}): Promise<TStatementResponse> => {
  const { db, statement, property } = options;
  const [owners, lines] = await Promise.all([readOwners(db, [property.id]), readStatementLines(db, statement.id)]);
  const resource = presentStatement(
    {
      statement,
      property: { id: property.id, code: property.code, name: property.name, fullAddress: property.fullAddress },
    },
    owners.get(property.id) ?? [],
    { property: false, owners: false },
  );
  return { data: { ...resource, attributes: { ...resource.attributes, lines: lines.map(presentLine) } } };
};
