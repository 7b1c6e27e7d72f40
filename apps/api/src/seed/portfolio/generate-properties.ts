import { AMENITIES, type BuildingType, type PropertySegment, type PropertyStatus } from '@hearth/domain';
import type { DemoCompanyKey } from '../demo-companies';
import { deterministicUuid } from '../deterministic-id';
import { createRandom, type Random } from '../random';
import { bedroomFigures, bedroomPriceFactor, MARKET, type BedroomKey } from './market';
import { NAMED_PROPERTIES, type NamedProperty } from './named-properties';
import { placeCode, propertyName, streetAddress } from './names';
import { assignOwners } from './owners';
import { PLACES, placeOfTown, REGIONS, type Place, type RegionName } from './places';
import { operationalDetails } from './property-details';
import { ensureCoverage } from './coverage';

export type { Portfolio, PortfolioProperty } from './portfolio.types';
import type { Portfolio, PortfolioProperty } from './portfolio.types';

/** Licensee partners and the share of their region's generated listings they run. */
const LICENSEE_SHARE: Partial<Record<RegionName, { company: DemoCompanyKey; share: number }>> = {
  'Sunshine Coast': { company: 'coastal-stays', share: 0.35 },
  Sydney: { company: 'harbour-city-stays', share: 0.25 },
  Queenstown: { company: 'wakatipu-holiday-homes', share: 0.5 },
};

const STATUS_WEIGHTS: Record<PropertyStatus, number> = { active: 86, onboarding: 5, offboarding: 4, inactive: 5 };

const weightsOf = <T extends string>(items: readonly { key: T; weight: number }[]) =>
  Object.fromEntries(items.map((i) => [i.key, i.weight])) as Record<T, number>;

/** Up to `metres` from a point, uniformly over the disc, rounded to about a metre. */
const jitter = (random: Random, latitude: number, longitude: number, metres: number) => {
  const distance = metres * Math.sqrt(random.next());
  const bearing = random.next() * 2 * Math.PI;
  const dLat = (distance * Math.cos(bearing)) / 111_320;
  const dLng = (distance * Math.sin(bearing)) / (111_320 * Math.cos((latitude * Math.PI) / 180));
  const round = (n: number) => Math.round(n * 100_000) / 100_000;
  return { latitude: round(latitude + dLat), longitude: round(longitude + dLng) };
};

/** 4.0 to 4.9 leaning high inside the star bucket the market shares draw; 5 is a perfect 5.0. */
const drawRating = (random: Random, status: PropertyStatus): number | null => {
  if (status === 'onboarding') return null;
  const bucket = random.weighted({ ...MARKET.ratingShare });
  if (bucket === 'none') return null;
  if (bucket === '5') return 5;
  return Number(bucket) + Math.round(9 * (1 - random.next() ** 2)) / 10;
};

type Rooms = Pick<PortfolioProperty, 'bedrooms' | 'bathrooms' | 'maxGuests' | 'minimumStay'>;

/** Bathrooms, guests and minimum nights around the market's medians for the bedroom count. */
const drawRooms = (random: Random, bedrooms: number): Rooms => {
  const key = String(Math.min(bedrooms, 4)) as BedroomKey;
  const figures = bedroomFigures(key);
  const half = figures.bathroomsP50 % 1 !== 0;
  const bathrooms =
    bedrooms === 1
      ? 1
      : Math.max(
          1,
          Math.floor(figures.bathroomsP50) + (half ? random.int(0, 1) : random.int(-1, 0)) + (bedrooms > 4 ? 1 : 0),
        );
  const guestStep = random.weighted({ '0': 60, '1': 15, '2': 15, '-1': 10 });
  const maxGuests = Math.max(2, bedrooms, Math.min(16, figures.guestsP50 + (bedrooms > 4 ? 2 : 0) + Number(guestStep)));
  const nights = random.weighted({ one: 25, median: 50, more: 15, week: 10 });
  const minimumStay =
    nights === 'one'
      ? 1
      : nights === 'median'
        ? figures.minimumNightsP50
        : nights === 'more'
          ? figures.minimumNightsP50 + 1
          : random.pick([5, 7]);
  return { bedrooms, bathrooms, maxGuests, minimumStay };
};

const drawBedrooms = (random: Random, place: Place, type: BuildingType): number => {
  if (type === 'studio') return 1;
  const key = random.weighted(place.profile.bedrooms);
  return key === '4' && type === 'house' && random.chance(0.25) ? 5 : Number(key);
};

const pickPlace = (random: Random, region: RegionName): Place => {
  const places = PLACES[region];
  const index = random.weighted(weightsOf(places.map((p, i) => ({ key: String(i), weight: p.weight }))));
  return places[Number(index)] ?? places[0]!;
};

/** Price and listing details drawn from the place's market; shared by hand-written and generated listings. */
const drawListing = (
  random: Random,
  options: { place: Place; status: PropertyStatus; buildingType?: BuildingType; bedrooms?: number },
) => {
  const { place } = options;
  const buildingType = options.buildingType ?? random.weighted({ ...MARKET.buildingTypeShare });
  const rooms = drawRooms(random, options.bedrooms ?? drawBedrooms(random, place, buildingType));
  const { p25, p75 } = place.profile.nightlyCents;
  const factor = bedroomPriceFactor(place.profile, String(Math.min(rooms.bedrooms, 4)) as BedroomKey);
  const extraBedroom = rooms.bedrooms > 4 ? 1.2 : 1;
  // Whole dollars, in steps of $5: how operators set a base rate.
  const basePriceCents = Math.max(
    6_000,
    Math.round((random.between(p25, p75) * factor * extraBedroom * place.premium) / 500) * 500,
  );
  const amenities = AMENITIES.filter((a) => random.chance(MARKET.amenityShare[a] ?? 0));
  const photoDraw = random.next();
  const photoCount =
    photoDraw < 0.04 ? 0 : photoDraw < 0.12 ? random.int(1, 3) : photoDraw < 0.92 ? random.int(4, 8) : 9;
  return {
    buildingType,
    ...rooms,
    basePriceCents,
    amenities,
    airbnbOverallRating: drawRating(random, options.status),
    occupancy: place.profile.occupancy,
    photoCount,
  };
};

type Draft = Omit<PortfolioProperty, 'segment' | 'owners'> & { fixedOwners: readonly string[] };

const draftOf = (
  random: Random,
  identity: Pick<PortfolioProperty, 'index' | 'id' | 'code' | 'name' | 'status' | 'company' | 'street'>,
  place: Place,
  listing: ReturnType<typeof drawListing>,
  asOf: string,
  fixedOwners: readonly string[],
): Draft => {
  const region = REGIONS[place.region];
  return {
    ...identity,
    city: place.suburb,
    state: place.state,
    postcode: place.postcode,
    country: place.country,
    region: place.region,
    season: region.season,
    timezone: place.timezone,
    currency: region.currency,
    ...jitter(random, place.latitude, place.longitude, 1_500),
    ...listing,
    managementType: identity.company === 'hearth' ? 'hearth' : 'pro-partner',
    ...operationalDetails(random, { status: identity.status, state: place.state, code: identity.code, asOf }),
    fixedOwners,
  };
};

const namedDraft = (named: NamedProperty, index: number, asOf: string): Draft => {
  const random = createRandom(`portfolio:property:${named.code}`);
  const place = placeOfTown(named.city, named.state, named.region);
  const listing = drawListing(random, {
    place,
    status: named.status,
    buildingType: named.buildingType,
    bedrooms: named.bedrooms,
  });
  const draft = draftOf(random, { ...named, index }, place, listing, asOf, named.owners);
  // The hand-written address stays exactly as written.
  return { ...draft, city: named.city, state: named.state, postcode: named.postcode, country: named.country };
};

const generatedDraft = (index: number, asOf: string): Draft => {
  const random = createRandom(`portfolio:property:${index}`);
  const regionName = random.weighted(weightsOf(Object.values(REGIONS).map((r) => ({ key: r.name, weight: r.weight }))));
  const licensee = LICENSEE_SHARE[regionName];
  const company = licensee && random.chance(licensee.share) ? licensee.company : 'hearth';
  const status = random.weighted(STATUS_WEIGHTS);
  const place = pickPlace(random, regionName);
  const listing = drawListing(random, { place, status });
  const code = `${placeCode(place.suburb)}-${String(index + 1).padStart(3, '0')}`;
  const identity = {
    index,
    id: deterministicUuid(`property:${code}`),
    code,
    name: propertyName(random, { suburb: place.suburb, region: regionName, type: listing.buildingType }),
    status,
    company,
    street: streetAddress(random, listing.buildingType),
  };
  return draftOf(random, identity, place, listing, asOf, []);
};

/** Luxe the dearest ~10%, premium the next 25%, comfort the next 40%, essentials the rest (NZD counted as AUD / 1.1). */
const segmentsByPrice = (drafts: readonly Draft[]): Map<number, PropertySegment> => {
  const audCents = (d: Draft) => (d.currency === 'NZD' ? d.basePriceCents / 1.1 : d.basePriceCents);
  const ranked = [...drafts].sort((a, b) => audCents(b) - audCents(a) || a.index - b.index);
  const segments = new Map<number, PropertySegment>();
  ranked.forEach((d, rank) => {
    const share = rank / ranked.length;
    segments.set(d.index, share < 0.1 ? 'luxe' : share < 0.35 ? 'premium' : share < 0.75 ? 'comfort' : 'essentials');
  });
  return segments;
};

/**
 * The portfolio: the twelve hand-written listings, then `count - 12` generated ones. Each listing draws from its
 * own seeded stream, so the demo (300) and the benchmark (10,000) share their first listings; `asOf` (the seed
 * month) dates joins, checkpoints and renewals.
 */
export const generatePortfolio = (options: { count: number; asOf: string }): Portfolio => {
  const drafts: Draft[] = NAMED_PROPERTIES.map((named, index) => namedDraft(named, index, options.asOf));
  const codes = new Set(drafts.map((d) => d.code));
  const names = new Set(drafts.map((d) => d.name));
  for (let index = drafts.length; index < options.count; index += 1) {
    const draft = generatedDraft(index, options.asOf);
    if (codes.has(draft.code)) throw new Error(`Duplicate property code ${draft.code}`);
    // A repeated name is drawn again (then numbered), so two listings are never confused in a list.
    let name = draft.name;
    for (let attempt = 1; names.has(name); attempt += 1) {
      const again = createRandom(`portfolio:name:${index}:${attempt}`);
      name = propertyName(again, { suburb: draft.city, region: draft.region, type: draft.buildingType });
      if (attempt > 5 && names.has(name)) name = `${name} ${draft.code.slice(4)}`;
    }
    codes.add(draft.code);
    names.add(name);
    drafts.push({ ...draft, name });
  }
  const segments = segmentsByPrice(drafts);
  const { owners, ownersOf } = assignOwners(drafts);
  const properties = drafts.map(({ fixedOwners: _fixed, ...draft }) => ({
    ...draft,
    segment: segments.get(draft.index) ?? 'comfort',
    owners: ownersOf.get(draft.index) ?? [],
  }));
  return { properties: ensureCoverage(properties), owners };
};
