import { eq } from 'drizzle-orm';
import type { TRotateIcalExportResponse } from '@hearth/domain';
import type { Db } from '../../db/client';
import { icalExports } from '../../db/schema';
import { auditedChange, type AuditEntry } from '../../lib/audit';
import type { ScopeCaller } from '../../access/scope';
import { exportUrl, newToken } from '../../common/ical/ical-export-url';
import { presentIcalExport } from './ical.presenter';
import { getScopedProperty } from './ical.queries';

/**
 * `POST v3/properties/{id}/ical-export/rotate`: a new token for the property's export (in the caller's scope); the old
 * URL stops working at once.
 */
export const rotateIcalExport = async (options: {
  db: Db;
  caller: ScopeCaller;
  actor: AuditEntry['actor'];
  propertyId: string;
  publicUrl: string;
}): Promise<TRotateIcalExportResponse> => {
  const { db } = options;
  const property = await getScopedProperty(options);
  const token = newToken();
  const now = new Date();
  await auditedChange(db, async (tx) => {
    const [before] = await tx
      .select({ createdAt: icalExports.createdAt })
      .from(icalExports)
      .where(eq(icalExports.propertyId, property.id));
    await tx
      .insert(icalExports)
      .values({ propertyId: property.id, token, createdAt: now })
      .onConflictDoUpdate({ target: icalExports.propertyId, set: { token, createdAt: now } });
    // Never the tokens themselves: the audit log is not a place for secrets.
    return {
      result: undefined,
      audit: {
        actor: options.actor,
        action: 'ical-export.rotate',
        entity: 'property',
        entityId: property.id,
        before: { issuedAt: before?.createdAt.toISOString() ?? null },
        after: { issuedAt: now.toISOString() },
      },
    };
  });
  return presentIcalExport(property.id, exportUrl(options.publicUrl, token));
};
