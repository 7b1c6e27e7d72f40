import { getTableName, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { channelAccounts, ownerBankAccounts, payoutLines, payoutSettings } from '../db/schema';
import { auditedChange } from './audit';
import { openSecret, sealSecret } from './secret-box';

/*
 * Rotating CREDENTIAL_KEY (docs/OPERATIONS.md#rotate-the-credential-key): every secret sealed with lib/secret-box.ts
 * is opened with the old key and sealed again with the new one, all in one transaction, so the database never holds
 * secrets under two keys. A value the old key does not open stops the whole rotation before anything changes.
 */

type SealedColumn = { table: PgTable; key: PgColumn; column: PgColumn };

/**
 * Every column that holds a sealed secret. credential-rotation.test.ts fails when a table gains a `*_sealed` column
 * that is not listed here, so a new secret cannot be left behind by a rotation.
 */
export const SEALED_COLUMNS: readonly SealedColumn[] = [
  { table: channelAccounts, key: channelAccounts.id, column: channelAccounts.credentialSealed },
  { table: ownerBankAccounts, key: ownerBankAccounts.id, column: ownerBankAccounts.detailsSealed },
  { table: payoutSettings, key: payoutSettings.id, column: payoutSettings.abaAccountSealed },
  { table: payoutSettings, key: payoutSettings.id, column: payoutSettings.nzAccountSealed },
  { table: payoutLines, key: payoutLines.id, column: payoutLines.accountSealed },
];

/** `table.column`, as the rotation reports its counts. */
export const sealedColumnName = ({ table, column }: SealedColumn) => `${getTableName(table)}.${column.name}`;

export class CredentialRotationError extends Error {
  override name = 'CredentialRotationError';
}

/**
 * Opens every sealed value with `from` and, unless `to` is null (a check), seals it again with `to`, in one
 * audited transaction ('credentials.rotate', with the counts only). Returns how many values each column held.
 */
export const rotateCredentialKey = async (options: {
  db: Db;
  from: string;
  to: string | null;
}): Promise<Record<string, number>> =>
  auditedChange(options.db, async (tx) => {
    const counts: Record<string, number> = {};
    for (const sealed of SEALED_COLUMNS) {
      const name = sealedColumnName(sealed);
      const { rows } = (await tx.execute(
        sql`select ${sealed.key}::text as key, ${sealed.column} as sealed from ${sealed.table}
          where ${sealed.column} is not null order by 1 for update`,
      )) as unknown as { rows: { key: string; sealed: string }[] };
      for (const row of rows) {
        let plain: string;
        try {
          plain = openSecret(row.sealed, options.from);
        } catch {
          throw new CredentialRotationError(
            `${name} of ${row.key} does not open with the current key: nothing was changed. Is CREDENTIAL_KEY the key these secrets were sealed with?`,
          );
        }
        if (options.to !== null) {
          await tx.execute(
            sql`update ${sealed.table} set ${sql.identifier(sealed.column.name)} = ${sealSecret(plain, options.to)}
              where ${sealed.key}::text = ${row.key}`,
          );
        }
      }
      counts[name] = rows.length;
    }
    return {
      result: counts,
      audit:
        options.to === null
          ? null
          : {
              actor: { userId: null, impersonatorUserId: null },
              action: 'credentials.rotate',
              entity: 'credential-key',
              entityId: null,
              after: { resealed: counts },
            },
    };
  });
