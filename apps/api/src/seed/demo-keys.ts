import { PNG } from 'pngjs';
import { composeAddress, type KeyStatus, type KeyStoreType } from '@hearth/domain';
import type { BlobStore } from '../adapters/blob';
import { straightLineMetres } from '../adapters/maps';
import type { Db } from '../db/client';
import { keys, keyStores } from '../db/schema';
import { deterministicUuid } from './deterministic-id';
import type { PortfolioProperty } from './portfolio/generate-properties';
import { createRandom, type Random } from './random';

/*
 * Demo key stores (key collection templates) and keys. Stores stand near the homes they serve: a shop or KeyNest
 * partner in the home's own suburb, one Hearth office per region, at a street of that suburb's demo homes and a few
 * hundred metres from them (suburbs and coordinates come from the gazetteer through the portfolio, not invented).
 * Every home whose key type is not 'standard' gets a primary key in a store of its type, with the home's key status,
 * so the property list's key filters and the Keys tab agree; some get a spare at the office, and each region keeps a
 * few keys waiting in stores, assigned to nobody. Distances are straight-line estimates: the seed runs offline.
 */

type DemoKeyProperty = Pick<
  PortfolioProperty,
  | 'id'
  | 'code'
  | 'name'
  | 'region'
  | 'status'
  | 'street'
  | 'city'
  | 'state'
  | 'postcode'
  | 'country'
  | 'keyType'
  | 'keyStatus'
  | 'buildingType'
  | 'latitude'
  | 'longitude'
>;

/** The id of a demo store from its key: `office:{region}`, `shop:{state}:{suburb}`, `keynest:{state}:{suburb}`. */
export const demoKeyStoreId = (key: string): string => deterministicUuid(`key-store:${key}`);
/** The Sunshine Coast office: a store every demo has (tests assign keys from it). */
export const DEMO_OFFICE_STORE_KEY = 'office:Sunshine Coast';

const SHOP_NAMES = ['Convenience', 'Newsagency', 'Corner Store', 'Mini Mart', 'Night & Day', 'General Store'];
const KEYNEST_HOSTS = ['Cafe', 'Newsagency', 'Pharmacy', 'Convenience', 'Post Office', 'Dry Cleaners'];
const SHOP_HOURS = ['6am to 10pm every day', '7am to 9pm every day', '24 hours', '6:30am to 8pm, Sunday 8am to 6pm'];
const KEYNEST_HOURS = ['7am to 7pm every day', '8am to 6pm, Saturday 8am to 1pm', '6am to 10pm every day'];
const OFFICE_HOURS = 'Monday to Friday 8:30am to 5pm; after hours by arrangement';

type StoreDraft = typeof keyStores.$inferInsert & { id: string; latitude: number; longitude: number };

/** A point `metres` away from (lat, lng) towards `bearing` degrees: close enough at suburb scale. */
const offset = (latitude: number, longitude: number, metres: number, bearing: number) => {
  const radians = (bearing * Math.PI) / 180;
  const dLat = (metres * Math.cos(radians)) / 111_320;
  const dLng = (metres * Math.sin(radians)) / (111_320 * Math.cos((latitude * Math.PI) / 180));
  return { latitude: Number((latitude + dLat).toFixed(6)), longitude: Number((longitude + dLng).toFixed(6)) };
};

/** '7/41 Mooloolaba Esplanade' → 'Mooloolaba Esplanade'. */
const streetName = (street: string) => street.replace(/^[\d/\s-]+[a-z]?\s+/i, '').trim() || street;

/** A small shopfront (awning, window, door) in the store type's colours: demo photos are drawn, never fetched. */
const shopfront = (random: Random, storeType: KeyStoreType): Buffer => {
  const width = 320;
  const height = 213;
  const png = new PNG({ width, height });
  const awnings: Record<KeyStoreType, [number, number, number][]> = {
    'convenience-store': [
      [200, 60, 50],
      [30, 120, 70],
      [230, 140, 30],
    ],
    offsite: [[18, 110, 110]],
    'key-nest': [
      [40, 70, 140],
      [90, 60, 130],
    ],
  };
  const awning = random.pick(awnings[storeType]);
  const wall = random.pick<[number, number, number]>([
    [236, 228, 214],
    [214, 206, 190],
    [200, 210, 215],
  ]);
  const stripes = random.chance(0.5);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 4;
      let colour: [number, number, number] = y < 40 ? [150, 195, 230] : wall;
      if (y >= 48 && y < 78) colour = stripes && Math.floor(x / 20) % 2 === 1 ? [245, 245, 245] : awning;
      if (y >= 95 && y < 185 && x >= 30 && x < 190) colour = [120, 160, 180];
      if (y >= 90 && y < 205 && x >= 220 && x < 280) colour = [70, 60, 55];
      if (y >= 205) colour = [150, 150, 150];
      png.data[i] = colour[0];
      png.data[i + 1] = colour[1];
      png.data[i + 2] = colour[2];
      png.data[i + 3] = 255;
    }
  }
  return PNG.sync.write(png);
};

const storePhotos = async (blob: BlobStore, store: StoreDraft, count: number) => {
  const random = createRandom(`key-store-photos:${store.id}`);
  const photos: { s3Key: string }[] = [];
  for (let n = 0; n < count; n += 1) {
    const s3Key = await blob.put({
      prefix: 'key-store-photo',
      body: shopfront(random, store.storeType),
      contentType: 'image/png',
      filename: `store-${n + 1}.png`,
    });
    photos.push({ s3Key });
  }
  return photos;
};

/** A store near `anchor` (one of the homes it serves), at a street of that home's suburb. */
const storeNear = (
  key: string,
  anchor: DemoKeyProperty,
  fields: { name: string; storeType: KeyStoreType; openingTime: string; longDescription: string; keyNestId?: string },
): StoreDraft => {
  const random = createRandom(`key-store:${key}`);
  const point = offset(anchor.latitude, anchor.longitude, random.int(150, 900), random.int(0, 359));
  const unit = fields.storeType === 'offsite' ? 'Suite' : 'Shop';
  const street = `${unit} ${random.int(1, 12)}, ${random.int(2, 180)} ${streetName(anchor.street)}`;
  const parts = { street, city: anchor.city, state: anchor.state, postcode: anchor.postcode, country: anchor.country };
  return {
    id: demoKeyStoreId(key),
    name: fields.name,
    displayName: null,
    storeType: fields.storeType,
    ...parts,
    address: composeAddress(parts),
    ...point,
    googlePlaceId: null,
    openingTime: fields.openingTime,
    longDescription: fields.longDescription,
    photos: [],
    keyNestId: fields.keyNestId ?? null,
    storeId: fields.keyNestId ? `${random.int(10_000, 99_999)}` : null,
  };
};

const KEY_NAMES = ['Front door', 'Front door and garage remote', 'Main entry set', 'Front door and mailbox'];

export const seedDemoKeys = async (
  db: Db,
  options: { blob: BlobStore; properties: readonly DemoKeyProperty[] },
): Promise<{ stores: number; keys: number }> => {
  const stores = new Map<string, StoreDraft>();
  const byRegion = new Map<string, DemoKeyProperty[]>();
  for (const p of options.properties) byRegion.set(p.region, [...(byRegion.get(p.region) ?? []), p]);

  // One office per region, in its busiest suburb.
  for (const [region, homes] of byRegion) {
    const counts = new Map<string, number>();
    for (const home of homes) counts.set(home.city, (counts.get(home.city) ?? 0) + 1);
    const busiest = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0];
    const anchor = homes.find((home) => home.city === busiest) ?? homes[0]!;
    const key = `office:${region}`;
    stores.set(
      key,
      storeNear(key, anchor, {
        name: `Hearth ${region} office`,
        storeType: 'offsite',
        openingTime: OFFICE_HOURS,
        longDescription: `Our ${region} team's office. Ask at reception; bring photo ID. Spare sets and keys for homes being onboarded are kept in the key safe.`,
      }),
    );
  }
  const shopFor = (home: DemoKeyProperty) => {
    const key = `shop:${home.state}:${home.city}`;
    if (!stores.has(key)) {
      const random = createRandom(key);
      stores.set(
        key,
        storeNear(key, home, {
          name: `${home.city} ${random.pick(SHOP_NAMES)}`,
          storeType: 'convenience-store',
          openingTime: random.pick(SHOP_HOURS),
          longDescription: 'Keys are kept behind the counter. Give the booking name and the collection code.',
        }),
      );
    }
    return stores.get(key)!;
  };
  const keyNestFor = (home: DemoKeyProperty) => {
    const key = `keynest:${home.state}:${home.city}`;
    if (!stores.has(key)) {
      const random = createRandom(key);
      stores.set(
        key,
        storeNear(key, home, {
          name: `KeyNest ${home.city} ${random.pick(KEYNEST_HOSTS)}`,
          storeType: 'key-nest',
          openingTime: random.pick(KEYNEST_HOURS),
          longDescription:
            'A KeyNest point: show the collection code at the counter. Drop-offs need the drop-off code.',
          keyNestId: `KNS-${random.int(1000, 9999)}`,
        }),
      );
    }
    return stores.get(key)!;
  };

  type KeyDraft = typeof keys.$inferInsert;
  const drafts: KeyDraft[] = [];
  const distanceTo = (store: StoreDraft, home: DemoKeyProperty) => ({
    distanceMetres: straightLineMetres(store, home),
    distanceKind: 'straight-line' as const,
  });
  for (const home of options.properties) {
    if (home.keyType === 'standard') continue;
    const random = createRandom(`keys:${home.code}`);
    const store = home.keyType.startsWith('key-nest')
      ? keyNestFor(home)
      : home.keyType === 'convenience-store'
        ? shopFor(home)
        : stores.get(`office:${home.region}`)!;
    const apartment = home.buildingType === 'apartment' || home.buildingType === 'studio';
    drafts.push({
      id: deterministicUuid(`key:${home.code}:primary`),
      name: apartment ? 'Building fob and unit key' : random.pick(KEY_NAMES),
      keyNestId: store.storeType === 'key-nest' ? `KN${String(100_000 + drafts.length)}` : null,
      status: home.keyStatus,
      storeId: store.id,
      propertyId: home.id,
      isPrimary: true,
      ...distanceTo(store, home),
    });
    // About one home in five also has a spare set at the office.
    if (random.chance(0.2)) {
      const office = stores.get(`office:${home.region}`)!;
      drafts.push({
        id: deterministicUuid(`key:${home.code}:spare`),
        name: 'Spare set',
        keyNestId: null,
        status: 'hearth' satisfies KeyStatus,
        storeId: office.id,
        propertyId: home.id,
        isPrimary: false,
        ...distanceTo(office, home),
      });
    }
  }
  // Keys waiting in stores, on no property: returned spares at each office, and a fob at a KeyNest point.
  for (const region of byRegion.keys()) {
    const office = stores.get(`office:${region}`)!;
    for (const [n, name] of ['Spare set A', 'Spare set B', 'Returned key, no label'].entries()) {
      drafts.push({
        id: deterministicUuid(`key:unassigned:${region}:${n}`),
        name,
        status: 'in-store',
        storeId: office.id,
        propertyId: null,
        isPrimary: false,
      });
    }
    const keyNest = [...stores.values()].find(
      (s) => s.storeType === 'key-nest' && byRegion.get(region)?.some((home) => home.city === s.city),
    );
    if (keyNest) {
      drafts.push({
        id: deterministicUuid(`key:unassigned:${region}:keynest`),
        name: 'New home fob (awaiting drop-off)',
        keyNestId: `KN${String(900_000 + drafts.length)}`,
        status: 'waiting-for-drop-off',
        storeId: keyNest.id,
        propertyId: null,
        isPrimary: false,
      });
    }
  }

  // Photos: offices and KeyNest points two, shops one or none; each store its own files (a delete removes them).
  for (const store of stores.values()) {
    const random = createRandom(`key-store-photo-count:${store.id}`);
    const count = store.storeType === 'convenience-store' ? random.int(0, 1) : random.int(1, 2);
    store.photos = await storePhotos(options.blob, store, count);
  }
  const storeRows = [...stores.values()];
  await db.insert(keyStores).values(storeRows);
  for (let i = 0; i < drafts.length; i += 500) await db.insert(keys).values(drafts.slice(i, i + 500));
  return { stores: storeRows.length, keys: drafts.length };
};
