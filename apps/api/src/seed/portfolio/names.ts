import type { BuildingType } from '@hearth/domain';
import type { RegionName } from './places';
import type { Random } from '../random';

const words = (list: string) => list.trim().split(/\s*,\s*/);

/** First and last names as found across Australia and New Zealand; owners and guests combine them. */
export const FIRST_NAMES = words(`
  Olivia, Jack, Charlotte, Noah, Amelia, Oliver, Isla, William, Mia, Thomas, Chloe, James, Grace, Lachlan, Ruby,
  Harrison, Zoe, Cooper, Matilda, Mitchell, Priya, Arjun, Ananya, Rohan, Mei, Wei, Hana, Jun, Minh, Linh, Aroha,
  Tama, Mere, Wiremu, Ana, Sione, Losa, Malia, Tevita, Fatima, Omar, Layla, Sofia, Luca, Giulia, Marco, Eleni,
  Nikos, Siobhan, Declan, Aisha, Kwame, Ngaio, Rangi, Kiri, Hemi, Beatriz, Mateo, Ingrid, Lars, Yuki, Kenji,
  Deepika, Sanjay, Tran, Bao, Catalina, Diego, Freya, Hamish, Imogen, Angus, Penelope, Archie, Harriet, Fletcher,
  Georgia, Rafael, Leilani, Manaia
`);

export const LAST_NAMES = words(`
  Smith, Jones, Williams, Brown, Wilson, Taylor, Nguyen, Anderson, Thompson, White, Martin, Walker, Kelly, Ryan,
  Campbell, Patel, Singh, Sharma, Chen, Wang, Li, Zhang, Tran, Le, Pham, Kim, Park, Tanaka, Ngata, Parata, Tipene,
  Walker-Ruru, Te Whata, Tuhiwai, Faleolo, Tuilagi, Fifita, Papadopoulos, Russo, Rossi, Costa, O'Brien, Murphy,
  MacDonald, Fraser, Stewart, Hughes, Mahmoud, Haddad, Ahmed, Okafor, Mensah, da Silva, Fernandes, Lopez, Garcia,
  Jensen, Nilsen, Novak, Kowalski, Ivanova, Horvat, Cohen, Levi, Reddy, Iyer, Gupta, Dang, Vo, Bui, Henare, Pomare,
  Kereama, Walters, Bennett, Fitzgerald, McKenzie, Sullivan, Harris
`);

/** Street names common in AU and NZ suburbs (the numbers are invented with them). */
const STREET_NAMES = words(`
  Beach Road, The Esplanade, Ocean Parade, Marine Parade, Hill Street, Park Road, Church Street, Station Street,
  Banksia Avenue, Wattle Street, Jacaranda Drive, Pandanus Parade, Kookaburra Lane, Ironbark Close, Riverside Drive,
  Harbour Street, Bay Road, Cliff Street, Victoria Street, Albert Street, George Street, King Street, Queen Street,
  William Street, Elizabeth Street, Grey Street, Wharf Street, Headland Drive, Surf Parade, Lighthouse Road,
  Pohutukawa Avenue, Kowhai Street, Totara Lane, Rimu Road, Lakeview Terrace, Alpine Way, Ridge Road, Summit Drive,
  Gully Road, Creek Street, Melaleuca Court, Casuarina Way, Norfolk Avenue, Gardenia Place, Bottlebrush Crescent
`);

const FEATURES: Record<RegionName, readonly string[]> = {
  Brisbane: words('Riverside, Jacaranda, Skyline, City, Parkside, Hilltop, Laneway, Heritage, Garden, Riverview'),
  'Sunshine Coast': words('Beachfront, Riverside, Surf, Headland, Hinterland, Ocean View, Dunes, Lagoon, Palm, Sandy'),
  Sydney: words('Sandstone, Terrace Row, Skyline, Jacaranda, Heritage, Leafy, Park, Garden, Courtyard, Corner'),
  Melbourne: words('Laneway, Parkside, Heritage, Skyline, Garden, Gallery, Tram Line, Bluestone, Courtyard, Leafy'),
  'Gold Coast': words('Beachfront, Surf, Canal, Ocean View, Skyline, Sunset, Lagoon, Broadwater, Palm, Sandy'),
  Hobart: words(
    'Harbour, Waterfront, Mountain View, Heritage, Sandstone, Bayside, Garden, Riverview, Hilltop, Salamanca',
  ),
  Auckland: words('Volcano View, Villa Row, Garden, Parkside, Skyline, Kauri, Pohutukawa, Leafy, Heritage, Courtyard'),
  Queenstown: words('Lakeview, Alpine, Remarkables View, Mountain, Lakefront, Ski, Pine, Glacier, Summit, Wakatipu'),
};

const KINDS: Record<BuildingType, readonly string[]> = {
  house: words('House, Villa, Cottage, Retreat, Bungalow, Hideaway, Residence, Lodge'),
  apartment: words('Apartment, Loft, Suite, Penthouse, Residence, Pad'),
  townhouse: words('Townhouse, Terrace, Residence'),
  studio: words('Studio, Loft, Hideaway'),
};

/** Region-flavoured house words: Queenslanders in QLD, chalets in the Alps, baches in NZ. */
const REGION_KINDS: Partial<Record<RegionName, readonly string[]>> = {
  Brisbane: ['Queenslander'],
  'Sunshine Coast': ['Beach House', 'Queenslander'],
  'Gold Coast': ['Beach House'],
  Queenstown: ['Chalet', 'Lodge'],
  Auckland: ['Bach', 'Villa'],
};

/** 'Noosa Heads Riverside Villa': the suburb, a feature of the region and a word for the building. */
export const propertyName = (random: Random, options: { suburb: string; region: RegionName; type: BuildingType }) => {
  const extra = options.type === 'house' ? (REGION_KINDS[options.region] ?? []) : [];
  const kind = random.pick([...KINDS[options.type], ...extra]);
  return `${options.suburb} ${random.pick(FEATURES[options.region])} ${kind}`;
};

/** '7/41 Banksia Avenue' for an apartment, '28 Banksia Avenue' otherwise. */
export const streetAddress = (random: Random, type: BuildingType): string => {
  const street = `${random.int(1, 180)} ${random.pick(STREET_NAMES)}`;
  return type === 'apartment' || type === 'studio' ? `${random.int(1, 40)}/${street}` : street;
};

/** '12 Hastings Street, Noosa Heads QLD 4567, Australia' */
export const fullAddress = (p: { street: string; city: string; state: string; postcode: string; country: string }) =>
  `${p.street}, ${p.city} ${p.state} ${p.postcode}, ${p.country}`;

/** A three-letter code from a place name ('Noosa Heads' → NSH, 'Fitzroy' → FTZ), like the hand-written codes. */
export const placeCode = (suburb: string): string => {
  const letters = suburb.toUpperCase().replace(/[^A-Z ]/g, '');
  const [first = 'X', second] = letters.split(' ');
  const consonants = (word: string) => word.slice(1).replace(/[AEIOU]/g, '');
  const tail = second ? `${consonants(first).charAt(0) || first.charAt(1)}${second.charAt(0)}` : consonants(first);
  return `${first.charAt(0)}${tail}XX`.slice(0, 3);
};

/** The `index`-th person of the fixed lists: every first/last pair once before any repeats (then `round` > 0). */
export const personName = (index: number): { firstName: string; lastName: string; round: number } => {
  const pairs = FIRST_NAMES.length * LAST_NAMES.length;
  // 7919 is a prime above `pairs`, so stepping by it visits every pair once, in a scattered order.
  const pair = (index * 7919) % pairs;
  return {
    firstName: FIRST_NAMES[pair % FIRST_NAMES.length] ?? 'Alex',
    lastName: LAST_NAMES[Math.floor(pair / FIRST_NAMES.length)] ?? 'Smith',
    round: Math.floor(index / pairs),
  };
};

/** olivia.te-whata@example.com; a repeated name gets a number. */
export const exampleEmail = (person: { firstName: string; lastName: string; round: number }): string => {
  const local = `${person.firstName}.${person.lastName}`
    .toLowerCase()
    .replace(/ /g, '-')
    .replace(/[^a-z.-]/g, '');
  return `${local}${person.round > 0 ? person.round + 1 : ''}@example.com`;
};
