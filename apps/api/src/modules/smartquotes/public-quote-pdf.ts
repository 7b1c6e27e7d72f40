import {
  articleFor,
  differenceInWords,
  ltrGap,
  moneyMoreOrLess,
  quoteMoney,
  SMARTQUOTE_CHART_LABELS,
  SMARTQUOTE_SEASONS,
  type SmartquoteCountry,
  type TPublicSmartquote,
} from '@hearth/domain';
import {
  capitalise,
  formatDay,
  formatInstantDay,
  formatKm,
  formatPercent,
  formatShare,
  plural,
} from './public-quote-format';
import {
  A4,
  accentOf,
  ASCENT,
  COLOUR,
  FONT,
  MARGIN,
  newPdfDocument,
  oneLine,
  pdfBytesOf,
  pdfText,
  textOn,
} from '../../lib/pdf-style';
import {
  CONTENT_BOTTOM,
  CONTENT_WIDTH,
  drawHeading,
  drawTable,
  FOOTER_SPACE,
  accentInkOf,
  roomFor,
} from './public-quote-pdf-kit';
import { drawCompsMap, drawMapLegend } from './public-quote-pdf-map';

type Quote = TPublicSmartquote['data']['attributes'];
type Overview = NonNullable<Quote['overview']>;
type Doc = PDFKit.PDFDocument;
/** What every section needs besides the document: the quote, its currency and the partner's colours. */
type Sheet = { doc: Doc; quote: Quote; country: SmartquoteCountry; accent: string; accentText: string };

/** Rows of the nearest-homes table on the evidence page. */
const NEAREST_ROWS = 10;
const NEAREST_ROW_HEIGHT = 17;
/** The map takes the evidence page's spare height, within these bounds. */
const MAP_HEIGHT = { min: 170, max: 260 };
const NOTICE = { size: 7.5, lineGap: 1, gap: 5 };
const GUTTER = 12;

const money = (sheet: Sheet, cents: number) => quoteMoney(cents, sheet.country);

/** An image from the store; a file pdfkit cannot read is left out rather than failing the whole document. */
const tryImage = (draw: () => void): boolean => {
  try {
    draw();
    return true;
  } catch {
    return false;
  }
};

/** The partner's logo and name, what the document is, and when it was prepared and until when it is open. */
const drawHeader = (sheet: Sheet, logo: Buffer | null): number => {
  const { doc, quote } = sheet;
  const hasLogo = logo !== null && tryImage(() => doc.image(logo, MARGIN, MARGIN, { fit: [50, 50], valign: 'center' }));
  const nameX = MARGIN + (hasLogo ? 62 : 0);
  const rightWidth = 170;
  const rightX = MARGIN + CONTENT_WIDTH - rightWidth;
  const right = { width: rightWidth, align: 'right' as const };
  // A long name gets two smaller lines before it is cut.
  const name = pdfText(quote.company.companyName);
  const nameWidth = rightX - 16 - nameX;
  doc.font(FONT.bold).fontSize(17).fillColor(COLOUR.ink);
  if (doc.widthOfString(name) <= nameWidth) oneLine(doc, name, nameX, MARGIN + 15, { width: nameWidth });
  else {
    doc.fontSize(13);
    doc.text(name, nameX, MARGIN + 9, {
      width: nameWidth,
      height: 2 * doc.currentLineHeight(true) + 1,
      ellipsis: true,
    });
  }

  doc.font(FONT.bold).fontSize(9).fillColor(accentInkOf(sheet.accent));
  oneLine(doc, 'RENTAL INCOME QUOTE', rightX, MARGIN + 8, { ...right, characterSpacing: 1.2 });
  doc.font(FONT.regular).fontSize(9).fillColor(COLOUR.muted);
  oneLine(doc, `Prepared ${formatInstantDay(quote.publishedAt)}`, rightX, MARGIN + 24, right);
  if (quote.closeBy) oneLine(doc, `Offer open until ${formatDay(quote.closeBy)}`, rightX, MARGIN + 37, right);
  const ruleY = MARGIN + 60;
  doc.rect(MARGIN, ruleY, CONTENT_WIDTH, 3).fill(sheet.accent);
  return ruleY + 17;
};

const homeLine = (property: Quote['property']) =>
  [
    plural(property.beds, 'bedroom'),
    plural(property.baths, 'bathroom'),
    plural(property.carSpaces, 'car space'),
    ...(property.lockUpGarages > 0 ? [plural(property.lockUpGarages, 'lock-up garage')] : []),
    capitalise(property.propertyType),
  ].join('  ·  ');

/** Who it is for, the address and the home, with its photo on the right when there is one. */
const drawHome = (sheet: Sheet, photo: Buffer | null, top: number): number => {
  const { doc, quote } = sheet;
  const photoBox = { width: 140, height: 92 };
  const hasPhoto =
    photo !== null &&
    tryImage(() =>
      doc.image(photo, MARGIN + CONTENT_WIDTH - photoBox.width, top, {
        cover: [photoBox.width, photoBox.height],
        align: 'center',
        valign: 'center',
      }),
    );
  const width = CONTENT_WIDTH - (hasPhoto ? photoBox.width + GUTTER : 0);
  let y = top;
  if (quote.ownerName) {
    doc
      .font(FONT.regular)
      .fontSize(9.5)
      .fillColor(COLOUR.muted)
      .text(`Prepared for ${pdfText(quote.ownerName)}`, MARGIN, y, { width });
    y = doc.y + 4;
  }
  doc.font(FONT.bold).fontSize(19).fillColor(COLOUR.ink).text(pdfText(quote.property.fullAddress), MARGIN, y, {
    width,
    lineGap: 1,
  });
  y = doc.y + 6;
  doc.font(FONT.regular).fontSize(10.5).fillColor(COLOUR.muted).text(homeLine(quote.property), MARGIN, y, { width });
  y = doc.y;
  return Math.max(y, hasPhoto ? top + photoBox.height : 0) + 18;
};

type Card = { label: string; value: string; note: string; strong: boolean };

/** The year's net figures as cards: long-term rent, then short stay conservative / median / optimal. */
const drawKeyFigures = (sheet: Sheet, overview: Overview, top: number): number => {
  const { doc, quote } = sheet;
  let y = drawHeading(doc, 'What your home could earn in a year', top, sheet.accent, { keepWith: 110 });
  const { netRevenue, bookingValue } = overview;
  const labels = SMARTQUOTE_CHART_LABELS.revenue;
  const cards: Card[] = [
    ...(netRevenue.ltr !== null
      ? [
          {
            label: 'Long-term rent',
            value: money(sheet, netRevenue.ltr),
            note: quote.settings.weeklyLtr !== null ? `${money(sheet, quote.settings.weeklyLtr)} a week` : '',
            strong: false,
          },
        ]
      : []),
    ...(['conservative', 'strmedian', 'optimal'] as const).map((key) => ({
      label: key === 'strmedian' ? 'Short stay, median' : `Short stay, ${labels[key].toLowerCase()}`,
      value: money(sheet, netRevenue[key]),
      note: `Bookings ${money(sheet, bookingValue[key])}`,
      strong: key === 'strmedian',
    })),
  ];
  const gap = 10;
  const width = (CONTENT_WIDTH - gap * (cards.length - 1)) / cards.length;
  const height = 70;
  cards.forEach((card, i) => {
    const x = MARGIN + i * (width + gap);
    const ink = card.strong ? sheet.accentText : COLOUR.ink;
    const soft = card.strong ? sheet.accentText : COLOUR.muted;
    doc.roundedRect(x, y, width, height, 4).fill(card.strong ? sheet.accent : COLOUR.panel);
    const inner = { width: width - 20 };
    oneLine(doc.font(FONT.bold).fontSize(8).fillColor(soft), card.label, x + 10, y + 7, inner);
    // A six-figure amount in NZ$ is wider than the card at 18 points: it shrinks to fit, on the same baseline.
    const size = Math.min(18, (18 * inner.width) / doc.font(FONT.bold).fontSize(18).widthOfString(card.value));
    oneLine(doc.fontSize(size).fillColor(ink), card.value, x + 10, y + 17 + ASCENT * (18 - size), inner);
    oneLine(doc.font(FONT.regular).fontSize(8).fillColor(soft), 'net a year', x + 10, y + 41, inner);
    oneLine(doc, card.note, x + 10, y + 52, inner);
  });
  y += height + 8;
  const fee = quote.settings.managementFee;
  doc
    .font(FONT.regular)
    .fontSize(8)
    .fillColor(COLOUR.muted)
    .text(
      `Net is what you keep: short stay after ${fee !== null ? `our ${formatPercent(fee)} management fee` : 'management'} and ` +
        `the yearly costs below; long-term rent after its ${quote.settings.ltrManagementFee !== null ? `${formatPercent(quote.settings.ltrManagementFee)} ` : ''}` +
        'management fee. Bookings is what guests pay in a year.',
      MARGIN,
      y,
      { width: CONTENT_WIDTH },
    );
  return doc.y + 14;
};

/** Nightly rate and occupancy by season, each with its P25–P75 range. */
const drawSeasons = (sheet: Sheet, overview: Overview, top: number): number => {
  const { doc } = sheet;
  const y = drawHeading(doc, 'Nightly rate and occupancy by season', top, sheet.accent);
  const rows = SMARTQUOTE_SEASONS.map((season) => {
    const rate = overview.averageRate[season];
    const occupancy = overview.occupancy[season];
    return [
      SMARTQUOTE_CHART_LABELS.seasons[season],
      String(overview.seasonNights[season]),
      money(sheet, rate.p50),
      `${money(sheet, rate.p25)} – ${money(sheet, rate.p75)}`,
      formatShare(occupancy.p50),
      `${formatShare(occupancy.p25)} – ${formatShare(occupancy.p75)}`,
    ];
  });
  const bottom = drawTable(doc, {
    x: MARGIN,
    y,
    accent: sheet.accent,
    columns: [
      { header: 'Season', width: 104 },
      { header: 'Nights', width: 55, align: 'right' },
      { header: 'Nightly rate', width: 80, align: 'right' },
      { header: 'Range (P25–P75)', width: 100, align: 'right' },
      { header: 'Occupancy', width: 70, align: 'right' },
      { header: 'Range (P25–P75)', width: CONTENT_WIDTH - 409, align: 'right' },
    ],
    rows,
    rowHeight: 17,
  });
  doc
    .font(FONT.regular)
    .fontSize(8)
    .fillColor(COLOUR.muted)
    .text('Median figures; each range runs from the forecast’s 25th to its 75th percentile.', MARGIN, bottom + 5, {
      width: CONTENT_WIDTH,
    });
  return doc.y + 14;
};

/** Short stay against long-term rent, in words, honest in both directions. */
const ltrComparison = (sheet: Sheet, overview: Overview): string => {
  const { settings } = sheet.quote;
  const ltr = overview.netRevenue.ltr;
  if (ltr === null || settings.weeklyLtr === null) {
    return 'No long-term rent was given for this home, so there is no comparison with letting it long term.';
  }
  const ltrFee = settings.ltrManagementFee;
  const fee = ltrFee !== null ? `, less ${articleFor(ltrFee)} ${formatPercent(ltrFee)} management fee` : '';
  const median = overview.netRevenue.strmedian;
  const verdict = differenceInWords({ cents: median, comparedWith: ltr, country: sheet.country });
  const conservative = overview.netRevenue.conservative;
  const gap = ltrGap({ forecast: overview, managementFee: settings.managementFee });
  const conservativeVerdict =
    Math.round((conservative - ltr) / 100) === 0
      ? 'about the same as long-term rent'
      : `${moneyMoreOrLess(conservative - ltr, sheet.country)} than long-term rent`;
  return (
    `Let long term at ${money(sheet, settings.weeklyLtr)} a week${fee}, your home would net about ${money(sheet, ltr)} a year. ` +
    `In a median year short stay nets ${money(sheet, median)}: ${verdict}. ` +
    `In a conservative year it nets ${money(sheet, conservative)}, ${conservativeVerdict}.` +
    // When short stay earns less, the lever that holds it back (docs/product/smartquotes.md#screens).
    (gap ? ` ${gap.reason}` : '')
  );
};

/** The median year from booking value to net, line by line, beside the terms of the offer. */
const drawWorkingAndOffer = (sheet: Sheet, overview: Overview | null, top: number): number => {
  const { doc, quote } = sheet;
  const halfWidth = (CONTENT_WIDTH - 2 * GUTTER) / 2;
  const offerX = overview ? MARGIN + halfWidth + 2 * GUTTER : MARGIN;
  let bottom = top;
  // Both columns start together: the taller one (the working, or the five terms of the offer) must fit.
  const workingRows = overview ? overview.costs.lines.length + 3 : 0;
  const y = roomFor(doc, top, 22 + 17 * Math.max(workingRows + 1, 6));
  if (overview) {
    drawHeading(doc, 'How the median year adds up', y, sheet.accent);
    const booking = overview.bookingValue.strmedian;
    const net = overview.netRevenue.strmedian;
    // The fee as the engine took it: what is left of the booking value after costs and net, so the lines add up.
    const fee = booking - overview.costs.total - net;
    const feeLabel =
      quote.settings.managementFee !== null
        ? `Management fee (${formatPercent(quote.settings.managementFee)})`
        : 'Management fee';
    const rows = [
      ['Bookings (what guests pay)', money(sheet, booking)],
      [feeLabel, money(sheet, -fee)],
      ...overview.costs.lines.map((line) => [pdfText(line.label), money(sheet, -line.cents)]),
      ['Net to you', money(sheet, net)],
    ];
    bottom = drawTable(doc, {
      x: MARGIN,
      y: y + 22,
      accent: sheet.accent,
      columns: [
        { header: 'A year', width: halfWidth - 80 },
        { header: '', width: 80, align: 'right' },
      ],
      rows,
      rowHeight: 17,
      strong: (index) => index === rows.length - 1,
    });
  }
  drawHeading(doc, 'Our offer', y, sheet.accent, { x: offerX });
  const terms: [string, string][] = [
    [
      'Management fee',
      quote.settings.managementFee !== null
        ? `${formatPercent(quote.settings.managementFee)} of bookings`
        : 'To be agreed',
    ],
    ['Setup fee', quote.settings.setupFee !== null ? `${money(sheet, quote.settings.setupFee)}, once` : 'None'],
    ['Level of standard', `${capitalise(quote.settings.segment)}, ${quote.settings.amenities} amenities`],
    ['Pricing', `${capitalise(quote.settings.pricing)}, aiming for ${quote.settings.occupancy} occupancy`],
    ...(quote.closeBy ? [['Open until', formatDay(quote.closeBy)] as [string, string]] : []),
  ];
  let termY = y + 26;
  const termWidth = overview ? halfWidth : CONTENT_WIDTH;
  for (const [label, value] of terms) {
    oneLine(doc.font(FONT.regular).fontSize(9).fillColor(COLOUR.muted), label, offerX, termY, { width: 95 });
    doc
      .font(FONT.bold)
      .fontSize(9.5)
      .fillColor(COLOUR.ink)
      .text(value, offerX + 100, termY - 0.5, { width: termWidth - 100 });
    termY = Math.max(doc.y, termY + 12) + 5;
  }
  return Math.max(bottom, termY) + 18;
};

/** When no comparable home was near enough: say so, and show no figure rather than a guess. */
const drawNoForecast = (sheet: Sheet, top: number): number => {
  const { doc } = sheet;
  const text =
    'There are not enough comparable short-stay homes near this address in our market data to forecast what it ' +
    'would earn, so this quote shows no figures rather than a guess. We will be glad to talk it through with you.';
  doc.font(FONT.regular).fontSize(10);
  const height = doc.heightOfString(text, { width: CONTENT_WIDTH - 40 }) + 46;
  doc.roundedRect(MARGIN, top, CONTENT_WIDTH, height, 4).fill(COLOUR.panel);
  doc.rect(MARGIN, top, 4, height).fill(sheet.accent);
  doc
    .font(FONT.bold)
    .fontSize(12)
    .fillColor(COLOUR.ink)
    .text('No forecast for this address yet', MARGIN + 20, top + 14);
  doc
    .font(FONT.regular)
    .fontSize(10)
    .fillColor(COLOUR.ink)
    .text(text, MARGIN + 20, top + 34, { width: CONTENT_WIDTH - 40 });
  return top + height + 24;
};

/**
 * The notice the data asks for, once in the document where the evidence ends: how the forecast works and the
 * sources' attribution (CC BY 4.0). It flows onto a new page when it does not fit.
 */
const drawDataNotice = (sheet: Sheet, competition: Overview['competition'], top: number): void => {
  const { doc } = sheet;
  const y = drawHeading(doc, 'About the data', top, sheet.accent, { keepWith: 50 });
  doc
    .font(FONT.italic)
    .fontSize(NOTICE.size)
    .fillColor(COLOUR.muted)
    .text(pdfText(competition.method), MARGIN, y, { width: CONTENT_WIDTH, lineGap: NOTICE.lineGap });
  if (competition.attribution === '') return; // our own homes alone: no listing's licence to credit
  doc
    .font(FONT.regular)
    .fontSize(NOTICE.size)
    .fillColor(COLOUR.muted)
    .text(pdfText(competition.attribution), MARGIN, doc.y + NOTICE.gap, {
      width: CONTENT_WIDTH,
      lineGap: NOTICE.lineGap,
    });
};

/** How tall the data notice will be: its heading, the method and the attribution. */
const dataNoticeHeight = (doc: Doc, competition: Overview['competition']): number => {
  const options = { width: CONTENT_WIDTH, lineGap: NOTICE.lineGap };
  const method = doc.font(FONT.italic).fontSize(NOTICE.size).heightOfString(pdfText(competition.method), options);
  const source = doc.font(FONT.regular).fontSize(NOTICE.size).heightOfString(pdfText(competition.attribution), options);
  return 20 + method + NOTICE.gap + source;
};

/** The evidence page: what the figures rest on, a drawn map of the comps, the nearest ones, and the data notice. */
const drawEvidence = (sheet: Sheet, overview: Overview): void => {
  const { doc, quote } = sheet;
  const { competition } = overview;
  doc.addPage();
  doc.font(FONT.bold).fontSize(16).fillColor(COLOUR.ink).text('The evidence behind these figures', MARGIN, MARGIN);
  const comps = [...competition.properties].sort((a, b) => a.distanceKm - b.distanceKm);
  doc
    .font(FONT.regular)
    .fontSize(10)
    .fillColor(COLOUR.ink)
    .text(
      `This forecast rests on ${plural(comps.length, 'comparable home')} within ${formatKm(competition.radiusKm)} of the ` +
        `address, from data covering ${formatDay(competition.window.from)} to ${formatDay(competition.window.to)}. ` +
        `Sources: ${pdfText(competition.sources.join('; '))}.`,
      MARGIN,
      doc.y + 8,
      { width: CONTENT_WIDTH, lineGap: 1.5 },
    );

  const listed = comps.slice(0, NEAREST_ROWS);
  const labelOf = new Map(listed.map((comp, i) => [comp, String(i + 1)]));
  const home =
    quote.property.latitude !== null && quote.property.longitude !== null
      ? { latitude: quote.property.latitude, longitude: quote.property.longitude }
      : {
          latitude: comps.reduce((sum, comp) => sum + comp.latitude, 0) / Math.max(comps.length, 1),
          longitude: comps.reduce((sum, comp) => sum + comp.longitude, 0) / Math.max(comps.length, 1),
        };
  // The map takes what the table and the notice leave of the page, so a usual quote's evidence fits on one page.
  const tableHeight = listed.length > 0 ? 20 + NEAREST_ROW_HEIGHT * (listed.length + 1) + 22 : 0;
  const spare = CONTENT_BOTTOM - (doc.y + 14) - 34 - tableHeight - dataNoticeHeight(doc, competition);
  const mapHeight = Math.min(MAP_HEIGHT.max, Math.max(MAP_HEIGHT.min, spare));
  // The map and its key stay together: on a new page when the sources above run long.
  const mapTop = roomFor(doc, doc.y + 14, mapHeight + 24);
  drawCompsMap(doc, {
    x: MARGIN,
    y: mapTop,
    width: CONTENT_WIDTH,
    height: mapHeight,
    home,
    comps: comps.map((comp) => ({
      latitude: comp.latitude,
      longitude: comp.longitude,
      managed: comp.source === 'managed',
      label: labelOf.get(comp) ?? null,
    })),
    radiusKm: competition.radiusKm,
    accent: sheet.accent,
    accentText: sheet.accentText,
  });
  drawMapLegend(doc, {
    x: MARGIN,
    y: mapTop + mapHeight + 12,
    accent: sheet.accent,
    radiusKm: competition.radiusKm,
    hasListings: comps.some((comp) => comp.source !== 'managed'),
    hasManaged: comps.some((comp) => comp.source === 'managed'),
  });

  let y = mapTop + mapHeight + 34;
  if (listed.length > 0) {
    y = drawHeading(doc, 'The nearest comparable homes', y, sheet.accent);
    y = drawTable(doc, {
      x: MARGIN,
      y,
      accent: sheet.accent,
      rowHeight: NEAREST_ROW_HEIGHT,
      columns: [
        { header: '#', width: 26, align: 'right' },
        { header: 'Distance', width: 62, align: 'right' },
        { header: 'Type', width: 72 },
        { header: 'Beds', width: 42, align: 'right' },
        { header: 'Baths', width: 44, align: 'right' },
        { header: 'Nightly rate', width: 80, align: 'right' },
        { header: 'Occupancy', width: 70, align: 'right' },
        { header: 'Source', width: CONTENT_WIDTH - 396 },
      ],
      rows: listed.map((comp, i) => [
        String(i + 1),
        formatKm(comp.distanceKm),
        capitalise(pdfText(comp.propertyType)),
        String(comp.bedrooms),
        String(comp.bathrooms),
        money(sheet, comp.nightlyCents),
        formatShare(comp.occupancy),
        comp.source === 'managed' ? 'Managed home' : 'Inside Airbnb',
      ]),
    });
    y += 22;
  }
  drawDataNotice(sheet, competition, y);
};

/** On every page, under a rule: whose quote, for which home, and the page; one line, cut when the names run long. */
const drawFooters = (sheet: Sheet): void => {
  const { doc, quote } = sheet;
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i += 1) {
    doc.switchToPage(i);
    // Writing inside the bottom margin would make pdfkit start a new page: lift it while the footer is drawn.
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const top = A4.height - FOOTER_SPACE + 16;
    doc
      .moveTo(MARGIN, top)
      .lineTo(MARGIN + CONTENT_WIDTH, top)
      .lineWidth(0.5)
      .strokeColor(COLOUR.rule)
      .stroke();
    const page = `Page ${i - start + 1} of ${count}`;
    doc.font(FONT.regular).fontSize(7).fillColor(COLOUR.muted);
    const pageWidth = doc.widthOfString(page) + 1;
    oneLine(doc, page, MARGIN + CONTENT_WIDTH - pageWidth, top + 8, { width: pageWidth, align: 'right' });
    oneLine(
      doc,
      `${pdfText(quote.company.companyName)}  ·  Rental income quote for ${pdfText(quote.property.street)}`,
      MARGIN,
      top + 8,
      { width: CONTENT_WIDTH - pageWidth - 16 },
    );
    doc.page.margins.bottom = bottomMargin;
  }
};

/**
 * The public quote as an A4 PDF (issue 16 item 2): the same figures as the public page, from the same presented
 * quote, so nothing reaches the PDF that the page does not show. One page of figures, one of evidence; a quote
 * without a forecast gets one page that says so.
 */
export const renderPublicQuotePdf = (options: {
  quote: Quote;
  logo: Buffer | null;
  photo: Buffer | null;
}): Promise<Buffer> => {
  const { quote } = options;
  const doc = newPdfDocument({
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: FOOTER_SPACE },
    bufferPages: true,
    info: {
      Title: pdfText(`Rental income quote: ${quote.property.fullAddress}`),
      Author: pdfText(quote.company.companyName),
    },
  });
  const done = pdfBytesOf(doc);
  const accent = accentOf(quote.company.brandColour);
  const sheet: Sheet = { doc, quote, country: quote.property.country, accent, accentText: textOn(accent) };

  let y = drawHeader(sheet, options.logo);
  y = drawHome(sheet, options.photo, y);
  const { overview } = quote;
  if (overview) {
    y = drawKeyFigures(sheet, overview, y);
    y = drawSeasons(sheet, overview, y);
    y = drawHeading(doc, 'Compared with long-term rent', y, accent);
    doc
      .font(FONT.regular)
      .fontSize(10)
      .fillColor(COLOUR.ink)
      .text(ltrComparison(sheet, overview), MARGIN, y, { width: CONTENT_WIDTH, lineGap: 1.5 });
    drawWorkingAndOffer(sheet, overview, doc.y + 14);
    drawEvidence(sheet, overview);
  } else {
    drawWorkingAndOffer(sheet, null, drawNoForecast(sheet, y));
  }
  drawFooters(sheet);
  doc.end();
  return done;
};
