import { sql, type SQL } from 'drizzle-orm';
import {
  defaultPropertyStatuses,
  HTTP,
  KEY_TYPE_FILTER_COVERS,
  LONG_TERM_MIN_NIGHTS,
  nightsBetween,
  PROPERTY_LIST,
  PROPERTY_TYPE_FILTER_COVERS,
  propertyListAbilities,
  CURRENCIES,
  type Currency,
  type PropertySortField,
  type TCurrencyPriceBounds,
  type TPropertySearchQuery,
} from '@hearth/domain';
import type { Db } from '../../db/client';
import { foldText } from '../../db/schema/columns';
import { AppError } from '../../lib/app-error';
import { liveClaim } from '../../common/bookings/live-claims';
import { propertyScope, type ScopeCaller } from '../../access/scope';

export type StayWindow = { from: string; to: string; nights: number; guests: number };

export type PropertySearchHit<Row = unknown> = {
  id: string;
  totalCents: number | null;
  corporateCents: number | null;
  /** The page row the caller asked for (`pageRow`), read in the same statement. */
  row: Row;
};

export type PropertySearchPage<Row = unknown> = {
  hits: PropertySearchHit<Row>[];
  totalCount: number;
  /** The count stopped at PROPERTY_LIST.availabilityCountCap (an availability search only). */
  countCapped: boolean;
  /** Another page follows this one. */
  morePages: boolean;
  minPrice: number | null;
  maxPrice: number | null;
  currency: Currency | null;
  /** The bounds of each currency with a priced match, before the price range and the currency filter. */
  priceBounds: TCurrencyPriceBounds[];
};

/** Per currency (its 1-based position in CURRENCIES) the cheapest and dearest total: `lo_1`, `hi_1`, `lo_2`... */
type Bounds = { [key: `lo_${number}` | `hi_${number}`]: number | string | null | undefined };

/** CURRENCIES as a SQL array, so a property's currency becomes its 1-based position. */
const CURRENCY_ARRAY = sql`${`{${CURRENCIES.join(',')}}`}::text[]`;

/** Price bounds of every match per currency, currencies as positions in CURRENCIES (integers compare fast). */
const BOUNDS_AGGREGATE = sql.join(
  CURRENCIES.map((_, index) =>
    sql.raw(`min(price) filter (where currency_no = ${index + 1}) as lo_${index + 1},
  max(price) filter (where currency_no = ${index + 1}) as hi_${index + 1}`),
  ),
  sql`, `,
);
const NO_BOUNDS = sql.raw(
  CURRENCIES.map((_, index) => `null::int as lo_${index + 1}, null::int as hi_${index + 1}`).join(', '),
);
const BOUNDS_COLUMNS = sql.raw(CURRENCIES.map((_, index) => `r.lo_${index + 1}, r.hi_${index + 1}`).join(', '));

/**
 * The bounds per currency, and the single bounds of `meta`: those of the chosen currency, or of the only currency
 * priced. A$ and NZ$ totals do not compare, so a search across both countries with no currency chosen has none (a
 * price range then applies in each property's own currency).
 */
const priceBounds = (
  b: Bounds | undefined,
  chosen: Currency | undefined,
): Pick<PropertySearchPage, 'minPrice' | 'maxPrice' | 'currency' | 'priceBounds'> => {
  const perCurrency = CURRENCIES.flatMap((currency, index) => {
    const lo = b?.[`lo_${index + 1}`];
    const hi = b?.[`hi_${index + 1}`];
    return lo != null && hi != null ? [{ currency, minPrice: Number(lo), maxPrice: Number(hi) }] : [];
  });
  const single = chosen
    ? perCurrency.find((bounds) => bounds.currency === chosen)
    : perCurrency.length === 1
      ? perCurrency[0]
      : undefined;
  return {
    ...(single ?? { minPrice: null, maxPrice: null, currency: null }),
    priceBounds: perCurrency,
  };
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

/** Filters an owner may not use, since they would reveal what owners are not shown (docs/product/properties.md#who-uses-it). */
const refuseHiddenFilters = (caller: ScopeCaller, query: TPropertySearchQuery) => {
  const abilities = propertyListAbilities(caller);
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
  if (stay) {
    // Whatever statuses are asked for, a home that takes no such stay is not available (docs/product/properties.md
    // #life-cycle): never an inactive one, nor an offboarding one past its last night (`to` is the check-out day).
    where.push(sql`p.status <> 'inactive'`);
    where.push(sql`(p.status <> 'offboarding' or p.last_night is null or p.last_night >= ${stay.to}::date - 1)`);
  }

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
    // The minimum stay is its arrival night's (stayPricing); the longest is the rate plan's.
    where.push(
      sql`not exists (select 1 from rate_plans rp where rp.property_id = p.id and rp.max_nights < ${stay.nights})`,
    );
    // A long-term-only home takes no short stay (docs/product/bookings.md#stay-limits).
    if (stay.nights < LONG_TERM_MIN_NIGHTS) {
      where.push(sql`coalesce((p.compliance->>'currentYearOverrideActivated')::boolean, false) = false`);
    }
    // Nights are [from, to): a stay ending on a check-in day, or starting on a check-out day, does not clash.
    const nights = sql`daterange(${stay.from}::date, ${stay.to}::date, '[)')`;
    // Taken nights (live bookings and blocking events, migration 0008): an anti-join, so the planner either probes
    // each home walked in the list's order or reads the stay's claims as a set (the stay-first partial indexes,
    // migration 0010) when it reads every home anyway. The probe is migration 0040's btree: the home's claims that end
    // after the stay's first night, from the index alone (the redundant bound names it; the exclusion constraint's
    // GiST index took 10 µs a home). A hold stops counting at its expiry instant.
    where.push(sql`not exists (select 1 from stay_claims c where c.property_id = p.id
      and upper(c.stay) > ${stay.from}::date and c.stay && ${nights} and ${liveClaim('c')})`);
  }
  return where;
};

/**
 * The stay's totals per property, joined only in an availability search: the difference of the running totals of
 * its first and last night (migration 0011), two rows off the night key whatever the stay's length. A property
 * is priced only when every night has a rate: its priced-night count rises by nights - 1 across the stay. A night
 * closed by hand does not count (migration 0027), so a stay across one falls short; its first and last nights are
 * checked themselves, as is the minimum stay of its arrival night (docs/product/rates.md#rate-plan).
 * The lookup is a lateral subquery behind `offset 0`, so the planner counts at most one price per home: joined
 * flat, it guessed a third of homes pass each night check, expected a few thousand matches in 100,000 homes and
 * read them all rather than walk the list's order to the count cap (bench/README.md, availability at 100,000).
 */
const stayPricing = (stay: StayWindow | null, corporate: boolean): { join: SQL; columns: SQL } => {
  if (!stay) {
    return {
      join: sql``,
      columns: sql`null::int as total, null::int as corporate, null::int as price`,
    };
  }
  return {
    join: sql`cross join lateral (
      select (rl.running_price_cents - rf.running_price_cents + rf.price_cents)::int as total,
        (rl.running_corporate_cents - rf.running_corporate_cents + rf.corporate_cents)::int as corporate
      from daily_rates rf join daily_rates rl on rl.property_id = rf.property_id and rl.night = ${stay.to}::date - 1
      where rf.property_id = p.id and rf.night = ${stay.from}::date
        and rl.priced_nights - rf.priced_nights >= ${stay.nights - 1}
        and not rf.closed and not rl.closed and coalesce(rf.min_nights, p.minimum_stay) <= ${stay.nights}
      offset 0) s`,
    columns: sql`s.total, s.corporate, ${corporate ? sql`s.corporate` : sql`s.total`} as price`,
  };
};

/**
 * `GET v3/search`: one page of matching properties in order, the total, and the price bounds.
 * Scope, filters, availability, totals, price range, sort, paging and the page's rows all run in one SQL statement.
 */
export const searchProperties = async <Row = null>(options: {
  db: Db;
  caller: ScopeCaller;
  query: TPropertySearchQuery;
  /**
   * What to read for each row of the page, as one json value over `lp` (the property) and `lc` (its company):
   * the page comes back in the same round trip as the count.
   */
  pageRow?: SQL<Row>;
}): Promise<PropertySearchPage<Row>> => {
  const { db, caller, query } = options;
  refuseHiddenFilters(caller, query);
  const stay = stayWindow(query);
  const where = filterConditions(query, stay);
  const scope = propertyScope(caller, { id: sql`p.id`, companyId: sql`p.company_id` });
  if (scope) where.push(scope);

  const pricing = stayPricing(stay, query['filters[corporateRate]'] === true);
  const priceRange: SQL[] = [];
  const currency = query['filters[currency]'];
  // Outside the matches, like the price range: the bounds keep every currency on offer.
  if (currency) priceRange.push(sql`currency_no = ${CURRENCIES.indexOf(currency) + 1}`);
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
  const order = sql`sort_key ${direction}, name_key, id`;
  // An availability search reads its matches in the sort's order and stops past the cap, or one past the page asked
  // for (so it knows whether another follows), so a search over 100,000 homes reads about a thousand of them
  // (docs/product/properties.md#limits); the plain list counts every home. A short stay walks the name order from an
  // index that carries what each home is checked for (migration 0041), so the walk reads no table rows.
  const cap = stay ? PROPERTY_LIST.availabilityCountCap : null;
  const walk = cap === null ? sql`` : sql`order by ${order} limit ${Math.max(cap + 1, offset + size + 1)}`;
  // The bounds are before the price range. With a range set, `w` is the walk without it (the bounds' homes); when
  // it holds every match (no more than the cap), the matches are its rows in range, else a walk of their own.
  const ranged = stay !== null && priceRange.length > 0;
  const found = ranged
    ? sql`w as materialized (select * from (${matches}) x ${walk}),
      m as materialized (
        select * from w where ${inRange} and (select count(*) from w) <= ${cap}
        union all
        select * from (select * from (${matches}) x where ${inRange} ${walk}) y where (select count(*) from w) > ${cap})`
    : sql`m as materialized (select * from (${matches}) x where ${inRange} ${walk})`;
  const boundsOf = !stay ? sql`select ${NO_BOUNDS}` : sql`select ${BOUNDS_AGGREGATE} from ${ranged ? sql`w` : sql`m`}`;
  // The matches are found once; the count and the page come from the same set. The bounds row always exists, so a
  // page past the end still reports the count.
  type Found = Bounds & {
    id: string | null;
    total: number | null;
    corporate: number | null;
    total_count: string | number;
    page_row: Row;
  };
  const statement = sql`
    with ${found},
    b as (select count(*) as total_count from m),
    bounds as (${boundsOf})
    select b.total_count, ${BOUNDS_COLUMNS}, page.id, page.total, page.corporate,
      ${options.pageRow ?? sql`null`} as page_row
    from b cross join bounds r left join lateral (
      select id, total, corporate, sort_key, name_key from m
      order by ${order}
      limit ${size} offset ${offset}
    ) page on true
    ${options.pageRow ? sql`left join properties lp on lp.id = page.id left join companies lc on lc.id = lp.company_id` : sql``}
    order by page.sort_key ${direction}, page.name_key, page.id`;
  // An availability walk stays in one process: it reads about a thousand homes, and a parallel worker costs more to
  // start than it saves there (at 10,000 homes the planner split the walk; bench/README.md). A plain list, which
  // counts every home, may still run in parallel.
  const { rows } = (cap === null
    ? await db.execute(statement)
    : await db.transaction(async (tx) => {
        await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
        return tx.execute(statement);
      })) as unknown as { rows: Found[] };
  const [first] = rows;
  const matched = Number(first?.total_count ?? 0);
  return {
    hits: rows.flatMap((r) =>
      r.id ? [{ id: r.id, totalCents: r.total, corporateCents: r.corporate, row: r.page_row }] : [],
    ),
    totalCount: cap === null ? matched : Math.min(matched, cap),
    countCapped: cap !== null && matched > cap,
    morePages: matched > offset + size,
    ...priceBounds(first, currency),
  };
};
