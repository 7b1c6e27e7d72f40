import { COLOUR, FONT, textTopToCentre } from '../../lib/pdf-style';
import { formatKm } from './public-quote-format';

type Point = { latitude: number; longitude: number };
export type MapComp = Point & {
  managed: boolean;
  /** Its row in the nearest-homes table, if listed there. */ label: string | null;
};
type Box = { x: number; y: number; width: number; height: number };

const KM_PER_DEGREE_LAT = 110.574;
const KM_PER_DEGREE_LON_AT_EQUATOR = 111.32;
/** Grid and scale-bar steps, km. */
const NICE_STEPS = [0.05, 0.1, 0.2, 0.25, 0.5, 1, 2, 2.5, 5, 10, 20, 25, 50, 100];
const EDGE = 16;

/** Kilometres east and north of the home: at a few km an equirectangular projection is exact enough to draw. */
const projector = (home: Point) => {
  const lonKm = KM_PER_DEGREE_LON_AT_EQUATOR * Math.cos((home.latitude * Math.PI) / 180);
  return (point: Point) => ({
    east: (point.longitude - home.longitude) * lonKm,
    north: (point.latitude - home.latitude) * KM_PER_DEGREE_LAT,
  });
};

const niceStep = (km: number) => NICE_STEPS.find((step) => step >= km) ?? NICE_STEPS[NICE_STEPS.length - 1]!;

/** A numbered marker's radius, and the room kept around the home's mark at the centre. */
const LABEL_RADIUS = 6.5;
const HOME_RADIUS = 11;

type Spot = { px: number; py: number };

/**
 * Where each numbered marker is drawn: on its home when free, else moved out along a spiral to the nearest spot
 * where it overlaps no other marker nor the home's mark (homes in one building, or a cluster seen at a scale set by
 * a far comp), kept inside the box. Its line back to the true spot is drawn by the caller.
 */
const spreadLabels = (spots: Spot[], centre: Spot, box: Box): Spot[] => {
  const placed: Spot[] = [];
  const clear = (spot: Spot) =>
    Math.hypot(spot.px - centre.px, spot.py - centre.py) >= LABEL_RADIUS + HOME_RADIUS &&
    placed.every((other) => Math.hypot(spot.px - other.px, spot.py - other.py) >= 2 * LABEL_RADIUS + 1);
  const inside = (spot: Spot): Spot => ({
    px: Math.min(Math.max(spot.px, box.x + LABEL_RADIUS + 2), box.x + box.width - LABEL_RADIUS - 2),
    py: Math.min(Math.max(spot.py, box.y + LABEL_RADIUS + 2), box.y + box.height - LABEL_RADIUS - 2),
  });
  for (const spot of spots) {
    let candidate = inside(spot);
    // A golden-angle spiral: even steps around, a little farther out each turn.
    for (let step = 1; !clear(candidate) && step < 400; step += 1) {
      const angle = step * 2.39996;
      const distance = LABEL_RADIUS * 1.2 * Math.sqrt(step);
      candidate = inside({ px: spot.px + distance * Math.cos(angle), py: spot.py + distance * Math.sin(angle) });
    }
    placed.push(candidate);
  }
  return placed;
};

/**
 * The comparable homes around the home, drawn in vector (no tiles: nothing is fetched, and the PDF is the same
 * offline): the home at the centre, the box scaled so the farthest comp fits at the same scale both ways, a km grid,
 * the search radius, a scale bar and north. Comps listed in the table carry their row number, moved apart where they
 * would cover each other.
 */
export const drawCompsMap = (
  doc: PDFKit.PDFDocument,
  options: Box & { home: Point; comps: MapComp[]; radiusKm: number; accent: string; accentText: string },
): void => {
  const { x, y, width, height, accent } = options;
  const toKm = projector(options.home);
  const placed = options.comps.map((comp) => ({ ...comp, ...toKm(comp) }));
  const reachEast = Math.max(0.2, ...placed.map((comp) => Math.abs(comp.east)));
  const reachNorth = Math.max(0.2, ...placed.map((comp) => Math.abs(comp.north)));
  const scale = Math.min((width / 2 - EDGE) / reachEast, (height / 2 - EDGE) / reachNorth);
  const cx = x + width / 2;
  const cy = y + height / 2;
  const at = (east: number, north: number) => ({ px: cx + east * scale, py: cy - north * scale });
  const step = niceStep(width / scale / 10);

  doc.save();
  doc.rect(x, y, width, height).fill(COLOUR.mapLand);
  doc.rect(x, y, width, height).clip();

  // The km grid through the home.
  doc.lineWidth(0.5).strokeColor(COLOUR.mapGrid);
  for (let k = -Math.ceil(width / 2 / scale / step); k * step * scale <= width / 2; k += 1) {
    const px = cx + k * step * scale;
    doc
      .moveTo(px, y)
      .lineTo(px, y + height)
      .stroke();
  }
  for (let k = -Math.ceil(height / 2 / scale / step); k * step * scale <= height / 2; k += 1) {
    const py = cy + k * step * scale;
    doc
      .moveTo(x, py)
      .lineTo(x + width, py)
      .stroke();
  }

  // The search radius, clipped by the box when it reaches beyond the farthest comp.
  doc
    .circle(cx, cy, options.radiusKm * scale)
    .lineWidth(0.8)
    .dash(4, { space: 3 })
    .strokeOpacity(0.7)
    .strokeColor(accent)
    .stroke();
  doc.undash().strokeOpacity(1);

  const unlabelled = placed.filter((comp) => comp.label === null);
  // Numbered in table order (the nearest first keeps its own spot), drawn last-first so 1 sits on top.
  const numbered = placed.filter((comp) => comp.label !== null);
  const spots = spreadLabels(
    numbered.map((comp) => at(comp.east, comp.north)),
    { px: cx, py: cy },
    { x, y, width, height },
  );
  const labelled = numbered.map((comp, i) => ({ ...comp, spot: spots[i]! })).reverse();
  for (const comp of unlabelled) {
    const { px, py } = at(comp.east, comp.north);
    doc
      .circle(px, py, 2.6)
      .lineWidth(0.6)
      .fillColor(comp.managed ? accent : '#8c98a4')
      .strokeColor(COLOUR.white)
      .fillAndStroke();
  }
  // A moved marker keeps a dot and a hairline at its home's true spot.
  for (const comp of labelled) {
    const home = at(comp.east, comp.north);
    if (Math.hypot(home.px - comp.spot.px, home.py - comp.spot.py) < 1) continue;
    doc.moveTo(home.px, home.py).lineTo(comp.spot.px, comp.spot.py).lineWidth(0.6).strokeColor(COLOUR.market).stroke();
    doc.circle(home.px, home.py, 1.8).fill(comp.managed ? accent : COLOUR.market);
  }
  for (const comp of labelled) {
    const { px, py } = comp.spot;
    doc
      .circle(px, py, LABEL_RADIUS)
      .lineWidth(0.8)
      .fillColor(comp.managed ? accent : COLOUR.market)
      .strokeColor(COLOUR.white)
      .fillAndStroke();
    doc
      .font(FONT.bold)
      .fontSize(6.5)
      .fillColor(comp.managed ? options.accentText : COLOUR.white)
      .text(comp.label ?? '', px - LABEL_RADIUS, textTopToCentre(py - LABEL_RADIUS, 2 * LABEL_RADIUS, 6.5), {
        width: 2 * LABEL_RADIUS,
        align: 'center',
        lineBreak: false,
      });
  }

  // The home: a house mark in the accent, on top of everything.
  doc
    .polygon([cx, cy - 10], [cx + 8, cy - 3], [cx + 8, cy + 7], [cx - 8, cy + 7], [cx - 8, cy - 3])
    .lineWidth(1.5)
    .lineJoin('round')
    .fillColor(accent)
    .strokeColor(COLOUR.white)
    .fillAndStroke();
  doc.restore();

  // Scale bar (bottom left) and north (top right), over the map.
  const barKm = niceStep(width / scale / 5);
  const barLength = barKm * scale;
  const barY = y + height - 12;
  doc
    .moveTo(x + 10, barY - 3)
    .lineTo(x + 10, barY)
    .lineTo(x + 10 + barLength, barY)
    .lineTo(x + 10 + barLength, barY - 3)
    .lineWidth(1)
    .strokeColor(COLOUR.ink)
    .stroke();
  doc
    .font(FONT.regular)
    .fontSize(7)
    .fillColor(COLOUR.ink)
    .text(formatKm(barKm), x + 10, barY - 15, { width: barLength, align: 'center', lineBreak: false });
  const nx = x + width - 14;
  doc.polygon([nx, y + 8], [nx + 4, y + 18], [nx, y + 15.5], [nx - 4, y + 18]).fill(COLOUR.ink);
  doc
    .font(FONT.bold)
    .fontSize(7)
    .text('N', nx - 5, y + 18, { width: 10, align: 'center', lineBreak: false });
  doc.rect(x, y, width, height).lineWidth(0.75).strokeColor(COLOUR.rule).stroke();
};

/** The key under the map. */
export const drawMapLegend = (
  doc: PDFKit.PDFDocument,
  options: { x: number; y: number; accent: string; radiusKm: number; hasListings: boolean; hasManaged: boolean },
): void => {
  const { y, accent } = options;
  let x = options.x;
  const label = (text: string) => {
    doc
      .font(FONT.regular)
      .fontSize(8)
      .fillColor(COLOUR.muted)
      .text(text, x, textTopToCentre(y - 4, 8, 8), { lineBreak: false });
    x += doc.widthOfString(text) + 16;
  };
  doc.polygon([x + 5, y - 5], [x + 10, y - 1], [x + 10, y + 5], [x, y + 5], [x, y - 1]).fill(accent);
  x += 15;
  label('This home');
  if (options.hasListings) {
    doc.circle(x + 4, y, 4).fill(COLOUR.market);
    x += 12;
    label('Comparable listing (Inside Airbnb)');
  }
  if (options.hasManaged) {
    doc.circle(x + 4, y, 4).fill(accent);
    x += 12;
    label('Managed home');
  }
  doc
    .moveTo(x, y)
    .lineTo(x + 14, y)
    .lineWidth(0.8)
    .dash(3, { space: 2 })
    .strokeColor(accent)
    .stroke();
  doc.undash();
  x += 19;
  label(`Search radius (${formatKm(options.radiusKm)})`);
};
