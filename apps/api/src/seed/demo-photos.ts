import { PNG } from 'pngjs';
import sharp from 'sharp';
import { PHOTO_KEY_PREFIXES, PHOTO_THUMB_WIDTH } from '@hearth/domain';
import type { BlobStore } from '../adapters/blob';
import { createRandom, type Random } from './random';

/**
 * Demo listing photos, drawn here rather than fetched: a sky, sea, lake, hills or mountains, and a house in one of
 * several colours. Flat shapes and row gradients keep each PNG small (docs/CONTRIBUTING.md#look: never hotlink).
 */
export const DEMO_PHOTO_COUNT = 24;
const WIDTH = 800;
const HEIGHT = 533;

type Rgb = readonly [number, number, number];
type Land = 'sea' | 'lake' | 'hills' | 'mountains';

const hex = (value: string): Rgb => {
  const n = parseInt(value.slice(1), 16);
  return [(n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
};
const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  Math.round(a[0] + (b[0] - a[0]) * t),
  Math.round(a[1] + (b[1] - a[1]) * t),
  Math.round(a[2] + (b[2] - a[2]) * t),
];

const SKIES = {
  morning: { top: hex('#7fb8e6'), horizon: hex('#e4f3fb'), sun: hex('#fff6d5'), light: 0 },
  midday: { top: hex('#3b8ad4'), horizon: hex('#bfe3f7'), sun: hex('#ffffff'), light: 0 },
  golden: { top: hex('#5f86c4'), horizon: hex('#fcd29a'), sun: hex('#fff0c2'), light: 0.5 },
  dusk: { top: hex('#2f2a5c'), horizon: hex('#f2937a'), sun: hex('#ffd3a8'), light: 1 },
} as const;
type SkyName = keyof typeof SKIES;

const WALLS = ['#f4efe6', '#e9d8b8', '#a9b99a', '#c7705a', '#7d98b3', '#3f4a52', '#d9c2a3', '#f2f2f2'].map(hex);
const ROOFS = ['#4a4f55', '#8c3b2f', '#2f5d62', '#6b5b4b', '#30343a'].map(hex);

const LAND_LABELS: Record<Land, string> = {
  sea: 'by the sea',
  lake: 'on the lake',
  hills: 'in the hills',
  mountains: 'under the mountains',
};

type Canvas = { png: PNG; set: (x: number, y: number, c: Rgb) => void };

const canvas = (): Canvas => {
  const png = new PNG({ width: WIDTH, height: HEIGHT });
  const set = (x: number, y: number, c: Rgb) => {
    if (x < 0 || y < 0 || x >= WIDTH || y >= HEIGHT) return;
    const i = (y * WIDTH + x) * 4;
    png.data[i] = c[0];
    png.data[i + 1] = c[1];
    png.data[i + 2] = c[2];
    png.data[i + 3] = 255;
  };
  return { png, set };
};

/** Fills a rectangle a row at a time: one pixel written, then doubled with copyWithin (fast enough for every seed). */
const fillRect = (c: Canvas, x0: number, y0: number, x1: number, y1: number, colour: Rgb) => {
  const left = Math.max(0, Math.round(x0));
  const right = Math.min(WIDTH, Math.round(x1));
  if (right <= left) return;
  const data = c.png.data;
  for (let y = Math.max(0, Math.round(y0)); y < Math.min(HEIGHT, Math.round(y1)); y += 1) {
    const start = (y * WIDTH + left) * 4;
    const end = (y * WIDTH + right) * 4;
    c.set(left, y, colour);
    for (let filled = 4; start + filled < end; filled *= 2) {
      data.copyWithin(start + filled, start, Math.min(start + filled * 2, end) - filled);
    }
  }
};

/** A ridge line per column from a few sines, filled down to `floor`. */
const ridge = (c: Canvas, random: Random, options: { base: number; height: number; floor: number; colour: Rgb }) => {
  const waves = [1, 2, 3].map((k) => ({ f: (random.between(0.6, 1.6) * k * Math.PI) / WIDTH, p: random.next() * 6 }));
  for (let x = 0; x < WIDTH; x += 1) {
    const h = waves.reduce((sum, w, k) => sum + Math.sin(x * w.f * 2 + w.p) / (k + 1), 0);
    const top = Math.round(options.base - options.height * (0.5 + h / 3.6));
    for (let y = Math.max(0, top); y < options.floor; y += 1) c.set(x, y, options.colour);
  }
};

const house = (c: Canvas, random: Random, options: { ground: number; light: number }) => {
  const wall = random.pick(WALLS);
  const roof = random.pick(ROOFS);
  const width = random.int(200, 290);
  const storeys = random.int(1, 2);
  const height = storeys * random.int(62, 78);
  const left = random.int(60, WIDTH - width - 60);
  const top = options.ground - height;
  fillRect(c, left, top, left + width, options.ground, wall);
  // Gable or flat roof with an overhang.
  if (random.chance(0.6)) {
    const rise = random.int(50, 80);
    for (let y = 0; y < rise; y += 1) {
      const half = ((width / 2 + 16) * y) / rise;
      fillRect(c, left + width / 2 - half, top - rise + y, left + width / 2 + half, top - rise + y + 1, roof);
    }
  } else {
    fillRect(c, left - 14, top - 14, left + width + 14, top, roof);
  }
  const glass = mix(hex('#bcd7e6'), hex('#ffd77a'), options.light);
  const trim = mix(wall, hex('#000000'), 0.25);
  for (let s = 0; s < storeys; s += 1) {
    const rowTop = top + s * (height / storeys) + 16;
    for (let w = 0; w < 3; w += 1) {
      const x = left + 22 + (w * (width - 44)) / 3;
      fillRect(c, x, rowTop, x + (width - 44) / 3 - 18, rowTop + 30, trim);
      fillRect(c, x + 3, rowTop + 3, x + (width - 44) / 3 - 21, rowTop + 27, glass);
    }
  }
  fillRect(c, left + width / 2 - 17, options.ground - 52, left + width / 2 + 17, options.ground, trim);
};

const tree = (c: Canvas, random: Random, x: number, ground: number, colour: Rgb) => {
  const height = random.int(70, 130);
  fillRect(c, x - 4, ground - height, x + 4, ground, hex('#5b4636'));
  const r = random.int(26, 40);
  for (let dy = -r; dy <= r; dy += 1) {
    const half = Math.sqrt(r * r - dy * dy);
    fillRect(c, x - half, ground - height + dy, x + half, ground - height + dy + 1, colour);
  }
};

const scene = (index: number): { body: Buffer; caption: string } => {
  const random = createRandom(`demo-photo:${index}`);
  const skyName = (['morning', 'midday', 'golden', 'dusk'] as const)[index % 4] as SkyName;
  const land = (['sea', 'hills', 'lake', 'mountains', 'sea', 'hills'] as const)[Math.floor(index / 4) % 6] as Land;
  const sky = SKIES[skyName];
  const horizon = random.int(250, 300);
  const c = canvas();
  for (let y = 0; y < HEIGHT; y += 1)
    fillRect(c, 0, y, WIDTH, y + 1, mix(sky.top, sky.horizon, Math.min(1, y / horizon)));
  const sunX = random.int(120, WIDTH - 120);
  const sunY = skyName === 'dusk' || skyName === 'golden' ? horizon - random.int(30, 70) : random.int(60, 130);
  for (let dy = -34; dy <= 34; dy += 1) {
    const half = Math.sqrt(34 * 34 - dy * dy);
    fillRect(c, sunX - half, sunY + dy, sunX + half, sunY + dy + 1, sky.sun);
  }
  const dim = (colour: string) => mix(hex(colour), sky.top, 0.15 + sky.light * 0.35);
  if (land === 'mountains') {
    ridge(c, random, { base: horizon, height: 170, floor: horizon + 10, colour: dim('#7c8ca3') });
    ridge(c, random, { base: horizon + 30, height: 90, floor: HEIGHT, colour: dim('#5c7a4f') });
  } else {
    ridge(c, random, {
      base: horizon,
      height: land === 'hills' ? 110 : 55,
      floor: horizon + 10,
      colour: dim('#7d9a7a'),
    });
  }
  const water = land === 'sea' || land === 'lake';
  const ground = HEIGHT - random.int(40, 70);
  if (water) {
    const deep = dim(land === 'sea' ? '#1f6f9f' : '#2d7f86');
    for (let y = horizon; y < HEIGHT; y += 1) {
      fillRect(c, 0, y, WIDTH, y + 1, mix(deep, sky.horizon, Math.max(0, 0.35 - (y - horizon) / 400)));
    }
    for (let k = 0; k < 14; k += 1) {
      const y = random.int(horizon + 6, ground - 20);
      const x = random.int(0, WIDTH - 120);
      fillRect(c, x, y, x + random.int(40, 120), y + 2, mix(deep, hex('#ffffff'), 0.35));
    }
    fillRect(c, 0, ground - 24, WIDTH, HEIGHT, dim(land === 'sea' ? '#e6d3a8' : '#6f8f5a'));
  } else {
    const grass = dim(land === 'hills' ? '#6f9a4f' : '#5f8450');
    for (let y = horizon + 10; y < HEIGHT; y += 1) {
      fillRect(c, 0, y, WIDTH, y + 1, mix(grass, hex('#2f4a2a'), (y - horizon) / (HEIGHT * 2)));
    }
  }
  const treeColour = dim(random.pick(['#3f6b3a', '#4c7d44', '#2f5a3a']));
  tree(c, random, random.int(20, 90), ground, treeColour);
  house(c, random, { ground, light: sky.light });
  tree(c, random, random.int(WIDTH - 90, WIDTH - 20), ground, treeColour);
  const caption = `${['A morning', 'Midday', 'Golden hour', 'Dusk'][index % 4]} ${LAND_LABELS[land]}`;
  // RGBA, no row filter, plain deflate: pngjs packs this fastest, and flat shapes compress to a few kB anyway.
  return { body: PNG.sync.write(c.png, { filterType: 0, deflateStrategy: 0, deflateLevel: 6 }), caption };
};

export type DemoPhoto = { key: string; thumbKey: string; caption: string };

/** The 300 px wide thumbnail the app makes of every new photo (docs/product/photos.md#limits), made the same way for the demo's. */
const thumbnailOf = (body: Buffer): Promise<Buffer> =>
  sharp(body).resize({ width: PHOTO_THUMB_WIDTH }).png({ compressionLevel: 9 }).toBuffer();

/** Draws the photos and stores each once with its thumbnail; listings then reference these keys. */
export const storeDemoPhotos = async (blob: BlobStore): Promise<DemoPhoto[]> => {
  const photos: DemoPhoto[] = [];
  for (let i = 0; i < DEMO_PHOTO_COUNT; i += 1) {
    const { body, caption } = scene(i);
    const name = `demo-photo-${String(i + 1).padStart(2, '0')}`;
    const [key, thumbKey] = await Promise.all([
      blob.put({ prefix: PHOTO_KEY_PREFIXES.photo, body, contentType: 'image/png', filename: `${name}.png` }),
      thumbnailOf(body).then((thumbnail) =>
        blob.put({
          prefix: PHOTO_KEY_PREFIXES.thumbnail,
          body: thumbnail,
          contentType: 'image/png',
          filename: `${name}-300.png`,
        }),
      ),
    ]);
    photos.push({ key, thumbKey, caption });
  }
  return photos;
};

/** For previews and tests: the PNG bytes of one demo photo. */
export const demoPhotoPng = (index: number): Buffer => scene(index).body;
