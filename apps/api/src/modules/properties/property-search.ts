import { sql, type SQL } from 'drizzle-orm';
import {
  defaultPropertyStatuses,
  HTTP,
  KEY_TYPE_FILTER_COVERS,
  nightsBetween,
  PROPERTY_LIST,
  PROPERTY_TYPE_FILTER_COVERS,
  propertyListAbilities,
  CURRENCIES,
  type Currency,
  type PropertySortField,
  type TPropertySearchQuery,
} from '@hearth/domain';
import type { Db } from '../../db/client';
import { foldText } from '../../db/schema/columns';
import { AppError } from '../../lib/app-error';
import { propertyScope, type ScopeCaller } from './property-scope';

export type StayWindow = { from: string; to: string; nights: number; guests: number };

export type PropertySearchHit = { id: string; totalCents: number | null; corporateCents: number | null };

export type PropertySearchPage = {
  hits: PropertySearchHit[];
  totalCount: number;
  minPrice: number | null;
  maxPrice: number | null;
  currency: Currency | null;
};

type Bounds = { lo: number | null; hi: number | null; cur_lo: number | null; cur_hi: number | null };

/** CURRENCIES as a SQL array, so a property's currency becomes its 1-based position. */
const CURRENCY_ARRAY = sql`${`{${CURRENCIES.join(',')}}`}::text[]`;

/** Price bounds over every priced match, with the currencies as positions in CURRENCIES (integers compare fast). */
const BOUNDS_WINDOW = sql`min(price) over () as lo, max(price) over () as hi,
  min(currency_no) over () as cur_lo, max(currency_no) over () as cur_hi`;
const BOUNDS_AGGREGATE = sql`min(price) as lo, max(price) as hi,
  min(currency_no) filter (where price is not null) as cur_lo, max(currency_no) filter (where price is not null) as cur_hi`;

/**
 * Bounds only when every priced match shares one currency: A$ and N$ totals do not compare, so a search across
 * both countries has no slider (a price range then applies in each property's own currency).
 */
const priceBounds = (b: Bounds | undefined): Pick<PropertySearchPage, 'minPrice' | 'maxPrice' | 'currency'> => {
  const currency = b?.cur_lo != null && b.cur_lo === b.cur_hi ? CURRENCIES[b.cur_lo - 1] : undefined;
  return currency && b?.lo != null && b.hi != null
    ? { minPrice: Number(b.lo), maxPrice: Number(b.hi), currency }
    : { minPrice: null, maxPrice: null, currency: null };
};

const SORT_KEYS: Record<PropertySortField, SQL> = {
  name: sql`lower(p.name)`,
  bedrooms: sql`p.bedrooms`,
  bathrooms: sql`p.bathrooms`,
  maxGuests: sql`p.max_guests`,
  minimumStay: sql`p.minimum_stay`,
  rating: sql`p.airbnb_overall_rating`,
  tasks: sql`((p.tasks_summary->>'maintenanceTasks')::int + (p.tasks_summary->>'inspectionTasks')::int)`,
  partner: sql`lower(c.name)`,
};

const list = (values: readonly string[]) =>
  sql`(${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )})`;

/** The stay an availability search asks about, or null when it is a plain list (both dates are needed). */
export const stayWindow = (query: TPropertySearchQuery): StayWindow | null => {
  const from = query['filters[availableFrom]'];
  const to = query['filters[availableTo]'];
  if (!from || !to || query['filters[isAvailabilitySearch]'] === false) return null;
  const adults = query['filters[adults]'] ?? PROPERTY_LIST.adultsDefault;
  const children = query['filters[children]'] ?? PROPERTY_LIST.childrenDefault;
  return { from, to, nights: nightsBetween(from, to), guests: adults + children };
};

/** Filters an owner may not use, since they would reveal what owners are not shown (spec 000 §6). */
const refuseHiddenFilters = (caller: ScopeCaller, query: TPropertySearchQuery) => {
  const abilities = propertyListAbilities(caller.roles);
  const refused =
    (!abilities.seesRiskStatus && (query['filters[riskStatuses]']?.length ?? 0) > 0) ||
    (!abilities.canSortByTasks && query.sort?.replace(/^-/, '') === 'tasks');
  if (refused) {
    throw new AppError({
      status: HTTP.forbidden,
      code: 'FILTER_NOT_ALLOWED',
      detail: 'This filter or sort is not available to you.',
    });
  }
};

/** WHERE conditions of every list filter except the price range (which needs the stay totals). */
const filterConditions = (query: TPropertySearchQuery, stay: StayWindow | null): SQL[] => {
  const where: SQL[] = [];
  const text = query['filters[query]'];
  // Every word must appear somewhere in the name, code or address ('noosa villa' finds 'Noosa Heads Riverside Villa').
  for (const word of foldText(text ?? '')
    .split(/\s+/)
    .filter(Boolean)) {
    where.push(sql`p.search_text like ${`%${word.replace(/[\\%_]/g, '\\$&')}%`}`);
  }

  const statuses = query['filters[propertyStatuses]']?.length
    ? query['filters[propertyStatuses]']
    : defaultPropertyStatuses({ availabilitySearch: stay !== null, includeInactive: false });
  where.push(sql`p.status in ${list(statuses)}`);

  const inList = (column: SQL, values: readonly string[] | undefined) => {
    if (values?.length) where.push(sql`${column} in ${list(values)}`);
  };
  inList(sql`p.company_id`, query['filters[companies]']);
  inList(sql`p.cleaning_status`, query['filters[cleaningStatuses]']);
  inList(sql`p.risk_status`, query['filters[riskStatuses]']);
  inList(sql`p.segment`, query['filters[propertySegments]']);
  inList(sql`p.key_status`, query['filters[keyStatuses]']);
  inList(sql`p.management_type`, query['filters[managementTypes]']);
  inList(
    sql`p.building_type`,
    query['filters[propertyTypes]']?.flatMap((t) => PROPERTY_TYPE_FILTER_COVERS[t]),
  );
  inList(
    sql`p.key_type`,
    query['filters[keyTypes]']?.flatMap((t) => KEY_TYPE_FILTER_COVERS[t]),
  );
  const owners = query['filters[owners]'];
  if (owners?.length) {
    where.push(
      sql`exists (select 1 from property_owners po where po.property_id = p.id and po.user_id in ${list(owners)})`,
    );
  }
  const ratings = query['filters[airbnbOverallRatings]'];
  if (ratings?.length) {
    where.push(sql`floor(p.airbnb_overall_rating)::int in ${list(ratings.map(String))}`);
  }
  const rooms = (column: SQL, value: number | undefined) => {
    if (value === undefined) return;
    where.push(value >= PROPERTY_LIST.roomsMax ? sql`${column} >= ${value}` : sql`${column} = ${value}`);
  };
  rooms(sql`p.bedrooms`, query['filters[bedrooms]']);
  rooms(sql`p.bathrooms`, query['filters[bathrooms]']);
  const minimumStay = query['filters[minimumStay]'];
  if (minimumStay) where.push(sql`p.minimum_stay <= ${minimumStay}`);
  const amenities = query['filters[amenities]'];
  if (amenities?.length) where.push(sql`p.amenities @> ${`{${amenities.join(',')}}`}::text[]`);

  if (
    query.nwlat !== undefined &&
    query.selat !== undefined &&
    query.nwlng !== undefined &&
    query.selng !== undefined
  ) {
    where.push(sql`p.latitude between ${query.selat} and ${query.nwlat}`);
    where.push(sql`p.longitude between ${query.nwlng} and ${query.selng}`);
  }

  if (stay) {
    where.push(sql`p.max_guests >= ${stay.guests}`);
    where.push(sql`p.minimum_stay <= ${stay.nights}`);
    // Nights are [from, to): a stay ending on a check-in day, or starting on a check-out day, does not clash.
    const nights = sql`daterange(${stay.from}::date, ${stay.to}::date, '[)')`;
    // Taken nights (live bookings and blocking events, migration 0008) are found once as a set rather than probed
    // per property: firm claims and holds apart, each from its own partial stay-first index (migration 0010).
    // A hold stops counting at its expiry instant.
    where.push(
      sql`p.id not in (select c.property_id from stay_claims c where c.expires_at is null and c.stay && ${nights})`,
    );
    where.push(sql`p.id not in (select c.property_id from stay_claims c
      where c.expires_at is not null and c.stay && ${nights} and c.expires_at > now())`);
  }
  return where;
};

/**
 * The stay's totals per property: joined only in an availability search, and only when every night has a rate
 * (one rate a night, so `>=` means all of them; `=` made the planner expect a handful of rows and loop).
 * The sums come from the covering night index.
 */
const stayPricing = (stay: StayWindow | null, corporate: boolean): { join: SQL; columns: SQL } => {
  if (!stay) {
    return {
      join: sql``,
      columns: sql`null::int as total, null::int as corporate, null::int as price`,
    };
  }
  const price = corporate ? sql`s.corporate` : sql`s.total`;
  return {
    join: sql`join (select r.property_id, sum(r.price_cents)::int as total, sum(r.corporate_cents)::int as corporate,
        count(*) as nights from daily_rates r where r.night >= ${stay.from}::date and r.night < ${stay.to}::date
        group by r.property_id) s on s.property_id = p.id and s.nights >= ${stay.nights}`,
    columns: sql`s.total, s.corporate, ${price} as price`,
  };
};

/**
 * `GET v3/search`: one page of matching property ids in order, the total, and the price bounds.
 * Scope, filters, availability, totals, price range, sort and paging all run in one SQL statement.
 */
export const searchProperties = async (options: {
  db: Db;
  caller: ScopeCaller;
  query: TPropertySearchQuery;
}): Promise<PropertySearchPage> => {
  const { db, caller, query } = options;
  refuseHiddenFilters(caller, query);
  const stay = stayWindow(query);
  const where = filterConditions(query, stay);
  const scope = propertyScope(caller, { id: sql`p.id`, companyId: sql`p.company_id` });
  if (scope) where.push(scope);

  const pricing = stayPricing(stay, query['filters[corporateRate]'] === true);
  const priceRange: SQL[] = [];
  if (stay && query['filters[minPrice]'] !== undefined) priceRange.push(sql`price >= ${query['filters[minPrice]']}`);
  if (stay && query['filters[maxPrice]'] !== undefined) priceRange.push(sql`price <= ${query['filters[maxPrice]']}`);

  const sortField = (query.sort?.replace(/^-/, '') ?? 'name') as PropertySortField;
  const direction = query.sort?.startsWith('-') ? sql`desc nulls last` : sql`asc nulls last`;
  const size = query['page[size]'];
  const offset = (query['page[number]'] - 1) * size;

  // Companies are joined only to sort by partner name; everything else reads the property row.
  const matches = sql`
    select p.id, lower(p.name) as name_key, ${SORT_KEYS[sortField]} as sort_key,
      array_position(${CURRENCY_ARRAY}, p.currency) as currency_no, ${pricing.columns}
    from properties p ${sortField === 'partner' ? sql`join companies c on c.id = p.company_id` : sql``} ${pricing.join}
    where ${sql.join(where, sql` and `)}`;
  const inRange = priceRange.length > 0 ? sql.join(priceRange, sql` and `) : sql`true`;
  // One window pass gives the count inside the price range and the price bounds of every match (the slider's range).
  const windowed = sql`
    select id, sort_key, name_key, total, corporate, ${inRange} as in_range,
      count(*) filter (where ${inRange}) over () as total_count,
      ${stay ? BOUNDS_WINDOW : sql`null::int as lo, null::int as hi, null::int as cur_lo, null::int as cur_hi`}
    from (${matches}) m`;

  type Row = Bounds & { id: string; total: number | null; corporate: number | null; total_count: string | number };
  const { rows } = (await db.execute(sql`
    select id, total, corporate, lo, hi, cur_lo, cur_hi, total_count from (${windowed}) w where in_range
    order by sort_key ${direction}, name_key, id
    limit ${size} offset ${offset}`)) as unknown as { rows: Row[] };
  const [first] = rows;
  if (!first) {
    // An empty page has no row to read the window from: count and bound on their own (past the end, or priced out).
    const { rows: counted } = (await db.execute(sql`
      select count(*) filter (where ${inRange}) as total_count, ${BOUNDS_AGGREGATE}
      from (${matches}) m`)) as unknown as { rows: (Bounds & { total_count: string | number })[] };
    const [c] = counted;
    return { hits: [], totalCount: Number(c?.total_count ?? 0), ...priceBounds(c) };
  }
  return {
    hits: rows.map((r) => ({ id: r.id, totalCents: r.total, corporateCents: r.corporate })),
    totalCount: Number(first.total_count),
    ...priceBounds(first),
  };
};
