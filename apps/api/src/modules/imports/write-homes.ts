import { sql } from 'drizzle-orm';
import { IMPORT_LIMITS, IMPORT_MESSAGES } from '@hearth/domain';
import type { Db } from '../../db/client';
import { properties, propertyProfiles } from '../../db/schema';
import type { SessionUser } from '../../types';
import { actorOf, auditedChange } from '../../lib/audit';
import type { CsvRow } from '../../lib/csv-file';
import { newHomeRows } from '../../common/properties/new-home';
import { checkHomes, type HomePlan } from './check-homes';
import { ImportRowsRefused, type ImportWrite } from './import-job';

const batches = <T>(items: readonly T[]): T[][] =>
  Array.from({ length: Math.ceil(items.length / IMPORT_LIMITS.batchRows) }, (_, i) =>
    items.slice(i * IMPORT_LIMITS.batchRows, (i + 1) * IMPORT_LIMITS.batchRows),
  );

type Add = Extract<HomePlan, { action: 'add' }>;
type Update = Extract<HomePlan, { action: 'update' }>;

/** New homes, a batch in one insert each (with their profiles and `property.create` entries, as adding one by hand). */
const addHomes = async (tx: Db, caller: SessionUser, batch: readonly Add[], now: Date) =>
  auditedChange(tx, async (sp) => {
    const rows = batch.map((plan) => ({ plan, ...newHomeRows(plan.home, now) }));
    const made = await sp
      .insert(properties)
      .values(rows.map((row) => row.property))
      .onConflictDoNothing({ target: properties.code })
      .returning({ id: properties.id, code: properties.code });
    const idOf = new Map(made.map((home) => [home.code, home.id]));
    // Added by someone else since the check: the unique code decides, and the row says so.
    const taken = rows.filter((row) => !idOf.has(row.property.code));
    if (taken.length > 0) {
      throw new ImportRowsRefused(
        taken.map(({ plan }) => ({
          line: plan.line,
          label: plan.home.code,
          column: 'code',
          message: IMPORT_MESSAGES.codeTaken,
        })),
      );
    }
    await sp.insert(propertyProfiles).values(rows.map((row) => row.profile(idOf.get(row.property.code)!)));
    return {
      result: made.length,
      audit: rows.map(({ plan, property }) => ({
        actor: actorOf(caller),
        action: 'property.create',
        entity: 'property',
        entityId: idOf.get(property.code)!,
        after: {
          code: property.code,
          name: property.name,
          status: property.status,
          companyId: property.companyId,
          address: property.fullAddress,
          bedrooms: property.bedrooms,
          bathrooms: property.bathrooms,
          beds: property.beds,
          maxGuests: property.maxGuests,
          checkInTime: plan.home.checkInTime,
          checkOutTime: plan.home.checkOutTime,
          managementFee: plan.home.managementFee,
          cleaningFee: plan.home.cleaningFee,
          imported: true,
        },
      })),
    };
  });

/** Homes the file changes, a batch in one update each, audited with what changed (`property.update-details`). */
const updateHomes = async (tx: Db, caller: SessionUser, batch: readonly Update[]) =>
  auditedChange(tx, async (sp) => {
    // Every field of the row as the file says it; unchanged ones are written as they already are.
    const rows = batch.map((plan) => ({ id: plan.id, ...plan.after }));
    await sp.execute(sql`
      update properties p set
        name = coalesce(f.name, p.name),
        building_type = coalesce(f."buildingType", p.building_type),
        bedrooms = coalesce(f.bedrooms, p.bedrooms),
        bathrooms = coalesce(f.bathrooms, p.bathrooms),
        beds = coalesce(f.beds, p.beds),
        max_guests = coalesce(f."maxGuests", p.max_guests),
        street = coalesce(f.street, p.street),
        city = coalesce(f.city, p.city),
        state = coalesce(f.state, p.state),
        postcode = coalesce(f.postcode, p.postcode),
        full_address = coalesce(f."fullAddress", p.full_address),
        latitude = coalesce(f.latitude, p.latitude),
        longitude = coalesce(f.longitude, p.longitude)
      from json_to_recordset(${JSON.stringify(rows)}::json) as f(
        id uuid, name text, "buildingType" text, bedrooms int, bathrooms int, beds int, "maxGuests" int, street text,
        city text, state text, postcode text, "fullAddress" text, latitude float8, longitude float8)
      where p.id = f.id`);
    return {
      result: batch.length,
      audit: batch.map((plan) => ({
        actor: actorOf(caller),
        action: 'property.update-details',
        entity: 'property',
        entityId: plan.id,
        before: plan.before,
        after: { ...plan.after, imported: true },
      })),
    };
  });

/**
 * The write of a homes import (docs/product/imports.md#homes), inside its one transaction: imports of homes take
 * turns, the file is checked again against what is there now (a row that has become wrong fails the import), then
 * new homes are added and changed ones updated, a batch at a time; unchanged homes are not touched.
 */
export const writeHomes =
  (options: { caller: SessionUser; lines: readonly CsvRow[]; now: Date }): ImportWrite =>
  async (tx, progress) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('import:homes', 0))`);
    const { errors, plans } = await checkHomes({ db: tx, caller: options.caller, lines: options.lines });
    if (errors.length > 0) throw new ImportRowsRefused(errors);
    const adds = plans.filter((plan): plan is Add => plan.action === 'add');
    const updates = plans.filter((plan): plan is Update => plan.action === 'update');
    let done = 0;
    for (const batch of batches(adds)) {
      done += await addHomes(tx, options.caller, batch, options.now);
      await progress(done);
    }
    for (const batch of batches(updates)) {
      done += await updateHomes(tx, options.caller, batch);
      await progress(done);
    }
    return { added: adds.length, updated: updates.length, unchanged: plans.length - adds.length - updates.length };
  };
