import { and, count, desc, eq, inArray, notLike } from 'drizzle-orm';
import type { THistoryResponse } from '@hearth/domain';
import type { Db } from '../../db/client';
import { auditLog, users } from '../../db/schema';

/**
 * The change history of one record from the audit log (issue 13 item 5): who, acting as whom, when, which fields,
 * before and after. Sign-ins and sign-outs are not changes of the record and are left out; a field whose name
 * speaks of a secret is never shown, whatever an entry holds.
 */
const SECRET = /password|token|secret|hash|otp|code_?hash/i;

type Json = Record<string, unknown> | null;

const changesOf = (before: Json, after: Json) => {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])]
    .filter((key) => !SECRET.test(key))
    // jsonb keeps its own key order (shortest first): sort for a stable reading order.
    .sort();
  return keys
    .map((field) => ({ field, before: before?.[field] ?? null, after: after?.[field] ?? null }))
    .filter((c) => JSON.stringify(c.before) !== JSON.stringify(c.after));
};

const asObject = (value: unknown): Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

export const findHistory = async (options: {
  db: Db;
  entity: string;
  entityId: string;
  page: { number: number; size: number };
}): Promise<THistoryResponse> => {
  const { db, page } = options;
  const where = and(
    eq(auditLog.entity, options.entity),
    eq(auditLog.entityId, options.entityId),
    notLike(auditLog.action, 'auth.sign-%'),
  );
  const [counted] = await db.select({ n: count() }).from(auditLog).where(where);
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(page.size)
    .offset((page.number - 1) * page.size);
  const peopleIds = [
    ...new Set(rows.flatMap((r) => [r.actorUserId, r.impersonatorUserId]).filter((id): id is string => id !== null)),
  ];
  const people =
    peopleIds.length === 0
      ? []
      : await db
          .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
          .from(users)
          .where(inArray(users.id, peopleIds));
  const person = (id: string | null) => {
    if (!id) return null;
    const found = people.find((p) => p.id === id);
    // The log outlives users: a deleted actor keeps their id.
    return { id, fullName: found ? `${found.firstName} ${found.lastName}` : 'A removed user' };
  };
  const totalCount = counted?.n ?? 0;
  return {
    data: rows.map((row) => ({
      id: String(row.id),
      type: 'history',
      attributes: {
        at: row.at.toISOString(),
        action: row.action,
        actor: person(row.actorUserId),
        impersonator: person(row.impersonatorUserId),
        changes: changesOf(asObject(row.before), asObject(row.after)),
      },
    })),
    meta: { totalCount, totalPages: Math.ceil(totalCount / page.size) },
  };
};
