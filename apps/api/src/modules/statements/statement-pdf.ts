import PDFDocument from 'pdfkit';
import {
  lineNightsCell,
  PAYOUT_MESSAGES,
  statementNightsSentence,
  totalNightsCell,
  type Currency,
  type StatementLineKind,
} from '@hearth/domain';
import { A4, COLOUR, FONT, MARGIN, textOn } from '../../lib/pdf-style';
import { formatCents, formatDay, formatMonth, formatShortDay } from './statement-format';

type Doc = PDFKit.PDFDocument;

/** What the PDF shows: who it is from, the home and its owners, the month's figures and lines. */
export type StatementSheet = {
  brand: { name: string; accent: string; logo: Buffer | null };
  month: string;
  status: 'draft' | 'published';
  /** The day it was generated, in the home's time zone. */
  generatedOn: string;
  /** The day its payout batch was marked sent, in the home's time zone; null while pending (docs/product/payouts.md#screens). */
  paidOn: string | null;
  property: { name: string; fullAddress: string };
  owners: string[];
  currency: Currency;
  totals: { nights: number; income: number; managementFee: number; costs: number; payout: number };
  lines: {
    kind: StatementLineKind;
    description: string;
    checkIn: string | null;
    checkOut: string | null;
    nights: number;
    income: number;
    managementFee: number;
    costs: number;
    payout: number;
  }[];
};

const FOOTER_SPACE = 60;
const WIDTH = A4.width - 2 * MARGIN;
const BOTTOM = A4.height - FOOTER_SPACE;

/**
 * Standard fonts write WinAnsi: accents fold to their letter (Māori macrons included), anything else becomes '?',
 * so every character a reader copies out is the one shown.
 */
const plain = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e\xa0-\xff]/gu, '?');

const tryImage = (draw: () => void): boolean => {
  try {
    draw();
    return true;
  } catch {
    return false; // a logo pdfkit cannot read leaves the name alone
  }
};

const drawHeader = (doc: Doc, sheet: StatementSheet): number => {
  const { brand } = sheet;
  const hasLogo = brand.logo !== null && tryImage(() => doc.image(brand.logo!, MARGIN, MARGIN, { fit: [48, 48] }));
  const nameX = MARGIN + (hasLogo ? 60 : 0);
  doc
    .font(FONT.bold)
    .fontSize(15)
    .fillColor(COLOUR.ink)
    .text(plain(brand.name), nameX, MARGIN + 16, { width: WIDTH / 2, height: 20, ellipsis: true, lineBreak: false });
  const right = { width: 200, align: 'right' as const, lineBreak: false };
  const rightX = MARGIN + WIDTH - 200;
  doc
    .font(FONT.bold)
    .fontSize(18)
    .fillColor(COLOUR.ink)
    .text('Owner statement', rightX, MARGIN + 6, right);
  doc
    .font(FONT.regular)
    .fontSize(11)
    .fillColor(COLOUR.muted)
    .text(formatMonth(sheet.month), rightX, MARGIN + 30, right);
  const ruleY = MARGIN + 58;
  doc.rect(MARGIN, ruleY, WIDTH, 3).fill(brand.accent);
  return ruleY + 18;
};

const drawHome = (doc: Doc, sheet: StatementSheet, top: number): number => {
  doc
    .font(FONT.bold)
    .fontSize(16)
    .fillColor(COLOUR.ink)
    .text(plain(sheet.property.name), MARGIN, top, { width: WIDTH });
  doc
    .font(FONT.regular)
    .fontSize(10)
    .fillColor(COLOUR.muted)
    .text(plain(sheet.property.fullAddress), MARGIN, doc.y + 3, { width: WIDTH });
  const owners = sheet.owners.length > 0 ? sheet.owners.map(plain).join(', ') : 'No owner on record';
  doc.text(`${sheet.owners.length > 1 ? 'Owners' : 'Owner'}: ${owners}`, MARGIN, doc.y + 3, { width: WIDTH });
  if (sheet.status === 'draft') {
    doc
      .font(FONT.bold)
      .fillColor(COLOUR.ink)
      .text('Draft: not yet published to the owner', MARGIN, doc.y + 3, { width: WIDTH });
  }
  const payout =
    sheet.status === 'published' && sheet.paidOn
      ? PAYOUT_MESSAGES.paidOn(formatDay(sheet.paidOn))
      : sheet.status === 'published' && sheet.totals.payout > 0
        ? PAYOUT_MESSAGES.payoutPending
        : null;
  if (payout)
    doc
      .font(FONT.bold)
      .fillColor(COLOUR.ink)
      .text(payout, MARGIN, doc.y + 3, { width: WIDTH });
  return doc.y + 16;
};

/** The month in four figures, the payout on the accent. */
const drawSummary = (doc: Doc, sheet: StatementSheet, top: number): number => {
  const { totals, currency } = sheet;
  const cards = [
    { label: 'Income', value: totals.income },
    { label: 'Management fee', value: totals.managementFee },
    { label: 'Costs', value: totals.costs },
    { label: 'Payout', value: totals.payout },
  ];
  const gap = 10;
  const width = (WIDTH - gap * (cards.length - 1)) / cards.length;
  const height = 54;
  cards.forEach((card, i) => {
    const x = MARGIN + i * (width + gap);
    const strong = card.label === 'Payout';
    const ink = strong ? textOn(sheet.brand.accent) : COLOUR.ink;
    doc.rect(x, top, width, height).fill(strong ? sheet.brand.accent : COLOUR.panel);
    doc
      .font(FONT.regular)
      .fontSize(9)
      .fillColor(strong ? ink : COLOUR.muted)
      .text(card.label, x + 10, top + 10, { width: width - 20, lineBreak: false });
    doc
      .font(FONT.bold)
      .fontSize(13)
      .fillColor(ink)
      .text(formatCents(card.value, currency), x + 10, top + 27, { width: width - 20, lineBreak: false });
  });
  const nights = `${statementNightsSentence(sheet.lines)} in ${formatMonth(sheet.month)}`;
  doc
    .font(FONT.regular)
    .fontSize(9.5)
    .fillColor(COLOUR.muted)
    .text(nights, MARGIN, top + height + 8, { width: WIDTH });
  return doc.y + 16;
};

type Column = { header: string; width: number; align: 'left' | 'right' };
const COLUMNS: Column[] = [
  { header: 'Dates', width: 78, align: 'left' },
  { header: 'Nights', width: 38, align: 'right' },
  { header: 'Description', width: 133.28, align: 'left' },
  { header: 'Income', width: 62, align: 'right' },
  { header: 'Fee', width: 58, align: 'right' },
  { header: 'Costs', width: 55, align: 'right' },
  { header: 'Payout', width: 75, align: 'right' },
];
const ROW = 18;

const drawRow = (doc: Doc, values: string[], y: number, font: string, colour: string, size: number) => {
  let x = MARGIN;
  COLUMNS.forEach((column, i) => {
    doc
      .font(font)
      .fontSize(size)
      .fillColor(colour)
      .text(values[i] ?? '', x + 3, y, {
        width: column.width - 6,
        align: column.align,
        height: doc.currentLineHeight(),
        ellipsis: true,
      });
    x += column.width;
  });
};

const rule = (doc: Doc, y: number, colour: string, width: number) =>
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + WIDTH, y)
    .lineWidth(width)
    .strokeColor(colour)
    .stroke();

const datesOf = (line: StatementSheet['lines'][number]) =>
  line.checkIn && line.checkOut ? `${formatShortDay(line.checkIn)} - ${formatShortDay(line.checkOut)}` : '';

/** The lines and their total; a header again on every new page. */
const drawLines = (doc: Doc, sheet: StatementSheet, top: number): number => {
  const money = (cents: number) => formatCents(cents, sheet.currency);
  const header = (y: number) => {
    drawRow(
      doc,
      COLUMNS.map((c) => c.header),
      y + 4,
      FONT.bold,
      COLOUR.muted,
      8,
    );
    rule(doc, y + ROW, sheet.brand.accent, 1);
    return y + ROW;
  };
  doc.font(FONT.bold).fontSize(12).fillColor(COLOUR.ink).text('Stays and costs', MARGIN, top);
  let y = header(doc.y + 6);
  if (sheet.lines.length === 0) {
    doc
      .font(FONT.regular)
      .fontSize(9.5)
      .fillColor(COLOUR.muted)
      .text('Nothing this month.', MARGIN + 3, y + 5);
    y += ROW;
  }
  for (const line of sheet.lines) {
    if (y + ROW > BOTTOM) {
      doc.addPage();
      y = header(MARGIN);
    }
    const values = [
      datesOf(line),
      lineNightsCell(line),
      plain(line.description),
      money(line.income),
      money(line.managementFee),
      money(line.costs),
      money(line.payout),
    ];
    drawRow(doc, values, y + 5, FONT.regular, COLOUR.ink, 8.5);
    y += ROW;
    rule(doc, y, COLOUR.rule, 0.5);
  }
  if (y + ROW > BOTTOM) {
    doc.addPage();
    y = header(MARGIN);
  }
  const { totals } = sheet;
  drawRow(
    doc,
    [
      'Total',
      totalNightsCell(sheet.lines),
      '',
      money(totals.income),
      money(totals.managementFee),
      money(totals.costs),
      money(totals.payout),
    ],
    y + 5,
    FONT.bold,
    COLOUR.ink,
    8.5,
  );
  return y + ROW + 14;
};

/** The page line on every page, and who made it: drawn once all pages exist. */
const drawFooters = (doc: Doc, sheet: StatementSheet) => {
  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i += 1) {
    doc.switchToPage(range.start + i);
    const y = A4.height - FOOTER_SPACE + 20;
    rule(doc, y - 8, COLOUR.rule, 0.5);
    doc
      .font(FONT.regular)
      .fontSize(8)
      .fillColor(COLOUR.muted)
      .text(`${plain(sheet.brand.name)} - owner statement, ${formatMonth(sheet.month)}`, MARGIN, y, {
        width: WIDTH / 2,
        lineBreak: false,
      })
      .text(`Page ${i + 1} of ${range.count}`, MARGIN + WIDTH / 2, y, {
        width: WIDTH / 2,
        align: 'right',
        lineBreak: false,
      });
  }
};

/** The statement as an A4 PDF: header, home and owners, summary, lines with their total, generation date, footer. */
export const renderStatementPdf = (sheet: StatementSheet): Promise<Buffer> => {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: 0 },
    bufferPages: true,
    info: {
      Title: plain(`Owner statement ${formatMonth(sheet.month)}: ${sheet.property.name}`),
      Author: plain(sheet.brand.name),
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  let y = drawHeader(doc, sheet);
  y = drawHome(doc, sheet, y);
  y = drawSummary(doc, sheet, y);
  y = drawLines(doc, sheet, y);
  if (y + 20 > BOTTOM) {
    doc.addPage();
    y = MARGIN;
  }
  doc
    .font(FONT.regular)
    .fontSize(9)
    .fillColor(COLOUR.muted)
    .text(`Generated ${formatDay(sheet.generatedOn)}. Figures in ${sheet.currency}.`, MARGIN, y, { width: WIDTH });
  drawFooters(doc, sheet);
  doc.end();
  return done;
};
