import { inArray, sql } from 'drizzle-orm';
import {
  COUNTRY_NAMES,
  CSV_MESSAGES,
  grantOf,
  IMPORT_LIMITS,
  IMPORT_MESSAGES as I,
  OWN_PARTNER_TYPE,
  readHomeRow,
  streetLineOf,
  type THomeRow,
  type TImportRowError,
} from '@hearth/domain';
import type { Db } from '../../db/client';
import { companies, properties } from '../../db/schema';
import { foldText } from '../../db/schema/columns';
import type { SessionUser } from '../../types';
import type { CsvRow } from '../../lib/csv-file';
import { fullAddressOf, type NewHome } from '../../common/properties/new-home';

/** What an import may change of a home it already has (docs/product/imports.md#homes): its name, type, address, rooms. */
const UPDATED_FIELDS = [
  'name',
  'buildingType',
  'bedrooms',
  'bathrooms',
  'beds',
  'maxGuests',
  'street',
  'city',
  'state',
  'postcode',
  'fullAddress',
  'latitude',
  'longitude',
] as const;
export type HomeFields = { [K in (typeof UPDATED_FIELDS)[number]]: (typeof properties.$inferSelect)[K] };

export type HomePlan =
  | { line: number; action: 'add'; home: NewHome }
  | {
      line: number;
      action: 'update';
      id: string;
      code: string;
      before: Partial<HomeFields>;
      after: Partial<HomeFields>;
    }
  | { line: number; action: 'unchanged'; id: string };

type Place = { name: string; region: string; latitude: number; longitude: number };
type Company = { id: string; name: string; partnerType: string };

const placeKey = (row: Pick<THomeRow, 'suburb' | 'state' | 'country'>) =>
  `${foldText(row.suburb)}|${row.state.toLowerCase()}|${row.country}`;

/** The gazetteer's places the rows name, by placeKey: one query for the file (docs/product/properties.md#adding-a-home). */
const placesOf = async (db: Db, rows: readonly THomeRow[]): Promise<Map<string, Place>> => {
  const wanted = [...new Map(rows.map((row) => [placeKey(row), row])).entries()].map(([k, row]) => ({
    k,
    n: foldText(row.suburb),
    r: row.state.toLowerCase(),
    c: row.country,
  }));
  if (wanted.length === 0) return new Map();
  const { rows: found } = (await db.execute(sql`
    select distinct on (f.k) f.k as key, l.name, l.region, l.latitude, l.longitude
    from json_to_recordset(${JSON.stringify(wanted)}::json) as f(k text, n text, r text, c text)
    join locations l on l.search_name = f.n and lower(l.region) = f.r and l.country = f.c
    order by f.k, l.id`)) as unknown as { rows: (Place & { key: string })[] };
  return new Map(found.map(({ key, ...place }) => [key, place]));
};

/** The homes with these codes, whoever's (a code is unique across companies). */
const homesByCode = async (db: Db, codes: readonly string[]) => {
  const found = new Map<string, HomeFields & { id: string; companyId: string; country: string }>();
  for (let i = 0; i < codes.length; i += IMPORT_LIMITS.batchRows) {
    const rows = await db
      .select({
        id: properties.id,
        code: properties.code,
        companyId: properties.companyId,
        country: properties.country,
        name: properties.name,
        buildingType: properties.buildingType,
        bedrooms: properties.bedrooms,
        bathrooms: properties.bathrooms,
        beds: properties.beds,
        maxGuests: properties.maxGuests,
        street: properties.street,
        city: properties.city,
        state: properties.state,
        postcode: properties.postcode,
        fullAddress: properties.fullAddress,
        latitude: properties.latitude,
        longitude: properties.longitude,
      })
      .from(properties)
      .where(inArray(properties.code, codes.slice(i, i + IMPORT_LIMITS.batchRows)));
    for (const { code, ...home } of rows) found.set(code, home);
  }
  return found;
};

/**
 * Checks a homes file row by row (docs/product/imports.md#homes) and says what each row does: adds a home, updates one
 * of the caller's (same code) or leaves it as it is. Every problem is listed beside its line; a code another company
 * holds is 'Another property has this code', as adding it by hand says. A licensee's homes are their company's.
 */
export const checkHomes = async (options: {
  db: Db;
  caller: SessionUser;
  lines: readonly CsvRow[];
}): Promise<{ errors: TImportRowError[]; plans: HomePlan[] }> => {
  const { db, caller } = options;
  const errors: TImportRowError[] = [];
  const problem = (line: CsvRow, column: string, message: string) =>
    errors.push({ line: line.line, label: (line.cells.code ?? '').trim().toUpperCase(), column, message });

  const read: { line: CsvRow; row: THomeRow }[] = [];
  const firstLineOf = new Set<string>();
  for (const line of options.lines) {
    for (const column of line.formulaColumns) problem(line, column, CSV_MESSAGES.formula);
    const row = readHomeRow(line.cells);
    if (!row.ok) for (const error of row.errors) problem(line, error.column, error.message);
    if (!row.ok || line.formulaColumns.length > 0) continue;
    if (firstLineOf.has(row.value.code)) problem(line, 'code', I.codeTwice);
    else read.push({ line, row: row.value });
    firstLineOf.add(row.value.code);
  }

  const everyCompany: Company[] = await db
    .select({ id: companies.id, name: companies.name, partnerType: companies.partnerType })
    .from(companies);
  const ownCompany = everyCompany.find((company) => company.partnerType === OWN_PARTNER_TYPE);
  const byName = new Map(everyCompany.map((company) => [company.name.trim().toLowerCase(), company]));
  const onlyTheirs = grantOf(caller, 'property:create') !== 'all';
  const theirs = everyCompany.find((company) => company.id === caller.user.companyId);
  const companyOf = (name: string | null): Company | string => {
    if (onlyTheirs) {
      if (!theirs || (name !== null && name.toLowerCase() !== theirs.name.trim().toLowerCase())) {
        return I.companyNotYours;
      }
      return theirs;
    }
    return (name === null ? ownCompany : byName.get(name.toLowerCase())) ?? I.company;
  };

  const places = await placesOf(
    db,
    read.map(({ row }) => row),
  );
  const existing = await homesByCode(
    db,
    read.map(({ row }) => row.code),
  );
  const plans: HomePlan[] = [];
  for (const { line, row } of read) {
    const place = places.get(placeKey(row));
    if (!place) {
      problem(line, 'suburb', I.suburb);
      continue;
    }
    const home = existing.get(row.code);
    if (home) {
      if (onlyTheirs && home.companyId !== caller.user.companyId) {
        problem(line, 'code', I.codeTaken);
        continue;
      }
      if (home.country !== COUNTRY_NAMES[row.country]) {
        problem(line, 'country', I.countryChange);
        continue;
      }
      const moved = home.city !== place.name || home.state !== place.region;
      const after: HomeFields = {
        name: row.name,
        buildingType: row.type,
        bedrooms: row.bedrooms,
        bathrooms: row.bathrooms,
        beds: row.beds,
        maxGuests: row.max_guests,
        street: streetLineOf(row),
        city: place.name,
        state: place.region,
        postcode: row.postcode,
        fullAddress: fullAddressOf(row, place),
        // A point in the file wins; else the home keeps its own unless it moved to another suburb.
        latitude: row.latitude ?? (moved ? place.latitude : home.latitude),
        longitude: row.longitude ?? (moved ? place.longitude : home.longitude),
      };
      const changed = UPDATED_FIELDS.filter((field) => home[field] !== after[field]);
      if (changed.length === 0) plans.push({ line: line.line, action: 'unchanged', id: home.id });
      else {
        plans.push({
          line: line.line,
          action: 'update',
          id: home.id,
          code: row.code,
          before: Object.fromEntries(changed.map((field) => [field, home[field]])),
          after: Object.fromEntries(changed.map((field) => [field, after[field]])),
        });
      }
      continue;
    }
    const company = companyOf(row.company);
    if (typeof company === 'string') {
      problem(line, 'company', company);
      continue;
    }
    plans.push({
      line: line.line,
      action: 'add',
      home: {
        code: row.code,
        name: row.name,
        type: row.type,
        address: { unit: row.unit, street: row.street, postcode: row.postcode, country: row.country },
        place,
        latitude: row.latitude ?? place.latitude,
        longitude: row.longitude ?? place.longitude,
        bedrooms: row.bedrooms,
        bathrooms: row.bathrooms,
        beds: row.beds,
        maxGuests: row.max_guests,
        checkInTime: row.check_in_time,
        checkOutTime: row.check_out_time,
        managementFee: row.management_fee,
        cleaningFee: row.cleaning_fee,
        company,
      },
    });
  }
  return { errors, plans };
};
