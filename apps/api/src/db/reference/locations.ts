// AU/NZ gazetteer derived from GeoNames (CC BY 4.0) by scripts/derive-locations.ts; see docs/DATA.md.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';

export type LocationRecord = {
  name: string;
  region: string;
  country: 'AU' | 'NZ';
  postcode: string;
  latitude: number;
  longitude: number;
};

const HEADER = 'name\tregion\tcountry\tpostcode\tlatitude\tlongitude';

const parseCountry = (value: string, line: number): LocationRecord['country'] => {
  if (value === 'AU' || value === 'NZ') return value;
  throw new Error(`locations.tsv.gz line ${line}: unknown country "${value}"`);
};

const parseCoordinate = (value: string, line: number): number => {
  const n = Number(value);
  if (value === '' || !Number.isFinite(n)) throw new Error(`locations.tsv.gz line ${line}: bad coordinate "${value}"`);
  return n;
};

export const readLocations = (): LocationRecord[] => {
  const path = fileURLToPath(new URL('./locations.tsv.gz', import.meta.url));
  const lines = gunzipSync(readFileSync(path)).toString('utf8').split('\n');
  if (lines[0] !== HEADER) throw new Error(`locations.tsv.gz: unexpected header "${lines[0] ?? ''}"`);
  const records: LocationRecord[] = [];
  for (let i = 1; i < lines.length; i += 1) {
    const line = lines[i];
    if (!line) continue;
    const fields = line.split('\t');
    const [name, region, country, postcode, latitude, longitude] = fields;
    if (
      fields.length !== 6 ||
      !name ||
      !region ||
      country === undefined ||
      postcode === undefined ||
      latitude === undefined ||
      longitude === undefined
    ) {
      throw new Error(`locations.tsv.gz line ${i + 1}: expected 6 fields`);
    }
    records.push({
      name,
      region,
      country: parseCountry(country, i + 1),
      postcode,
      latitude: parseCoordinate(latitude, i + 1),
      longitude: parseCoordinate(longitude, i + 1),
    });
  }
  return records;
};
