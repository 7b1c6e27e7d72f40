/**
 * Postcodes of the suburbs the portfolio uses (the gazetteer has none): public facts, checked against the AU and
 * NZ postcode lists when this table was written (docs/DATA.md says why no list ships). Only this short table ships.
 * One line per state or NZ region: `STATE: Suburb 1234, Suburb 5678`.
 */
const TABLE = `
QLD: Brisbane City 4000, South Brisbane 4101, Fortitude Valley 4006, Newstead 4006, Bowen Hills 4006
QLD: Rocklea 4106, Acacia Ridge 4110, New Farm 4005, Spring Hill 4000, Kangaroo Point 4169
QLD: West End 4101, Paddington 4064, Milton 4064, Woolloongabba 4102, Hamilton 4007, Wynnum 4178
QLD: Toowong 4066, Auchenflower 4066, Kelvin Grove 4059, Herston 4006, East Brisbane 4169, Manly 4179
QLD: Lota 4179, Sunnybank 4109, Moreton Island 4025, Chermside 4032, Nundah 4012, Greenslopes 4120
QLD: Highgate Hill 4101, Ascot 4007, Coorparoo 4151, Hawthorne 4171, Sunnybank Hills 4109
QLD: Bulimba 4171, Macgregor 4109, Eight Mile Plains 4113, Red Hill 4059, Kenmore 4069, Albion 4010
QLD: Windsor 4030, Brighton 4017, Indooroopilly 4068, Wooloowin 4030, Lutwyche 4030, Yeronga 4104
QLD: Annerley 4103, Bardon 4065, Clayfield 4011, Morningside 4170, Seven Hills 4170, Eagle Farm 4009
QLD: Pinkenba 4008, Robertson 4109, Chelmer 4068, Graceville 4075, Kedron 4031, Gordon Park 4031
QLD: Rochedale 4123, Burbank 4156, Camp Hill 4152, Forest Lake 4078, Ellen Grove 4078, Calamvale 4116
QLD: Stretton 4116, Fairfield 4103, Dutton Park 4102, Pinjarra Hills 4069, Pullenvale 4069
QLD: St Lucia 4067, Noosa Heads 4567, Mooloolaba 4557, Alexandra Headland 4572, Noosaville 4566
QLD: Sunshine Beach 4567, Coolum Beach 4573, Maroochydore 4558, Kuluin 4558, Caloundra 4551
QLD: Kings Beach 4551, Maleny 4552, Montville 4560, Pomona 4568, Cooroy 4563, Kin Kin 4571
QLD: Mapleton 4560, Kenilworth 4574, Flaxton 4560, Marcoola 4564, Mudjimba 4564, Peregian Beach 4573
QLD: Marcus Beach 4573, Moffat Beach 4551, Battery Hill 4551, Eumundi 4562, Yandina 4561
QLD: Palmwoods 4555, Buddina 4575, Minyama 4575, Golden Beach 4551, Pelican Waters 4551
QLD: Parrearra 4575, Warana 4575, Buderim 4556, Aroona 4551, Currimundi 4551, Landsborough 4550
QLD: Wurtulla 4575, Birtinya 4575, Peregian Springs 4573, Nambour 4560, Tewantin 4565
QLD: Diddillibah 4559, Rosemount 4560, Beerwah 4519, Mountain Creek 4557, Bli Bli 4560
QLD: Glass House Mountains 4518, Caloundra West 4551, Baringa 4551, Meridan Plains 4551
QLD: Little Mountain 4551, Surfers Paradise 4217, Main Beach 4217, Broadbeach 4218, Mermaid Beach 4218
QLD: Miami 4220, Burleigh Heads 4220, Palm Beach 4221, Currumbin 4223, Tugun 4224, Coolangatta 4225
QLD: Bilinga 4225, Southport 4215, Labrador 4215, Runaway Bay 4216, Hope Island 4212
QLD: Mermaid Waters 4218, Broadbeach Waters 4218, Biggera Waters 4216, Varsity Lakes 4227, Robina 4226
QLD: Tallebudgera 4228
NSW: Bondi Beach 2026, Bondi 2026, Bronte 2024, Coogee 2034, Clovelly 2031, Randwick 2031
NSW: Surry Hills 2010, Darlinghurst 2010, Paddington 2021, Potts Point 2011, Woolloomooloo 2011
NSW: Newtown 2042, Glebe 2037, Balmain 2041, Pyrmont 2009, Manly 2095, Freshwater 2096, Dee Why 2099
NSW: Collaroy 2097, Palm Beach 2108, Mosman 2088, Neutral Bay 2089, Kirribilli 2061, Cronulla 2230
NSW: Marrickville 2204, Redfern 2016, Leichhardt 2040, Double Bay 2028, Rose Bay 2029
NSW: Watsons Bay 2030, Chippendale 2008, Ultimo 2007, The Rocks 2000, Millers Point 2000
NSW: Haymarket 2000, Sydney 2000, Byron Bay 2481
VIC: Melbourne 3000, Southbank 3006, Docklands 3008, Carlton 3053, Fitzroy 3065, Collingwood 3066
VIC: Richmond 3121, South Yarra 3141, Prahran 3181, St Kilda 3182, Elwood 3184, Brighton 3186
VIC: Albert Park 3206, Port Melbourne 3207, South Melbourne 3205, Williamstown 3016, Footscray 3011
VIC: Brunswick 3056, Northcote 3070, Hawthorn 3122, Abbotsford 3067, Windsor 3181, Kensington 3031
VIC: North Melbourne 3051, Fitzroy North 3068, Carlton North 3054
TAS: Hobart 7000, North Hobart 7000, West Hobart 7000, Battery Point 7004, South Hobart 7004
TAS: Sandy Bay 7005, Dynnyrne 7005, New Town 7008, Lenah Valley 7008, Mount Stuart 7000, Glebe 7000
TAS: Bellerive 7018, Howrah 7018, Lindisfarne 7015, Rosny 7018, Kingston Beach 7050, Kingston 7050
TAS: Taroona 7053, Tranmere 7018, Lauderdale 7021
Auckland: Auckland 1010, Ponsonby 1011, Freemans Bay 1011, St Marys Bay 1011, Grey Lynn 1021
Auckland: Kingsland 1021, Eden Terrace 1021, Parnell 1052, Newmarket 1023, Remuera 1050
Auckland: Mount Eden 1024, Epsom 1023, Grafton 1023, Mission Bay 1071, Kohimarama 1071
Auckland: St Heliers 1071, Narrow Neck 0624, Takapuna 0622, Milford 0620, Onehunga 1061, Westmere 1022
Auckland: Point Chevalier 1022, Birkenhead 0626
Otago: Queenstown 9300, Frankton 9300, Arrowtown 9302, Arthurs Point 9371, Wanaka 9305, Jack's Point 9371
`;

const POSTCODES: ReadonlyMap<string, string> = new Map(
  TABLE.trim()
    .split('\n')
    .flatMap((line) => {
      const [state, list] = line.split(': ');
      return (list ?? '').split(', ').map((entry): [string, string] => {
        const cut = entry.lastIndexOf(' ');
        return [`${state}:${entry.slice(0, cut)}`, entry.slice(cut + 1)];
      });
    }),
);

export const postcodeOf = (state: string, suburb: string): string => {
  const postcode = POSTCODES.get(`${state}:${suburb}`);
  if (!postcode) throw new Error(`No postcode listed for ${suburb} ${state}`);
  return postcode;
};
