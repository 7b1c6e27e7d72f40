import type { TStatementResponse } from '@hearth/domain';
import type { Db } from '../../db/client';
import type { PropertyRow, statements } from '../../db/schema';
import { presentStatementDocument } from './statements.presenter';
import { readHomeOwners } from '../../common/properties/home-owners';
import { readStatementLines } from './statements.queries';

/** `GET v3/statements/{id}`: the statement the caller reaches (found by the route), with its home, owners and lines. */
export const getStatement = async (options: {
  db: Db;
  statement: typeof statements.$inferSelect;
  property: PropertyRow;
}): Promise<TStatementResponse> => {
  const { db, statement, property } = options;
  const [owners, lines] = await Promise.all([readHomeOwners(db, [property.id]), readStatementLines(db, statement.id)]);
  return presentStatementDocument({ statement, property }, owners.get(property.id) ?? [], lines);
};
