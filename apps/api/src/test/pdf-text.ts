import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';

/**
 * What a PDF reader finds in our PDFs, read with pdf.js (the reader Firefox uses): the text a reader would copy, and
 * where each piece of it sits. The fonts are embedded subsets, so text is only readable through each font's
 * ToUnicode map, which a real reader applies.
 */

/** One run of text on a page, in points from the page's top-left corner; `size` is the font size. */
export type PdfTextBox = { text: string; x: number; top: number; bottom: number; width: number; size: number };

/**
 * The part of the line a run's letters take: from an accented capital's mark (0.9 em above the baseline) to the
 * tails of g and p (0.25 em below). Noto Sans lays lines 1.36 em apart, so the boxes of two lines of one paragraph
 * never meet.
 */
const ABOVE_BASELINE = 0.9;
const BELOW_BASELINE = 0.25;

/** Every page's runs of text, in the order the PDF draws them (whitespace-only runs left out). */
export const pdfTextBoxesOf = async (pdf: Buffer): Promise<PdfTextBox[][]> => {
  const loading = getDocument({ data: new Uint8Array(pdf), disableFontFace: true, verbosity: 0 });
  const document = await loading.promise;
  try {
    const pages: PdfTextBox[][] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const pageHeight = page.view[3]! - page.view[1]!;
      const { items } = await page.getTextContent();
      pages.push(
        items
          .filter((item): item is TextItem => 'str' in item && item.str.trim() !== '')
          .map((item) => {
            const [, , , , x, y] = item.transform as number[];
            const size = item.height;
            const baseline = pageHeight - y!;
            return {
              text: item.str,
              x: x!,
              top: baseline - ABOVE_BASELINE * size,
              bottom: baseline + BELOW_BASELINE * size,
              width: item.width,
              size,
            };
          }),
      );
    }
    return pages;
  } finally {
    await loading.destroy();
  }
};

/** The text a PDF shows, as far as a reader would copy it: each run of text on a line of its own. */
export const pdfTextOf = async (pdf: Buffer): Promise<string> =>
  (await pdfTextBoxesOf(pdf)).map((page) => page.map((box) => box.text).join('\n')).join('\n');

/** Line breaks fall where the layout puts them: compare without whitespace. */
export const squash = (text: string) => text.replace(/\s+/g, '');

/** How far two spans overlap, in points (0 or less: apart). */
const overlapOf = (start: number, end: number, otherStart: number, otherEnd: number) =>
  Math.min(end, otherEnd) - Math.max(start, otherStart);

/**
 * Overlaps above half a point count: boxes that merely touch, or meet by a rounding error, do not.
 * Two runs on one baseline in one size that meet by under a point are one line the PDF wrote in pieces (a reader
 * splits a line at a change of font or a wide gap, and kerning can pull the next piece a hair into the last): not an
 * overlap either.
 */
const SLACK = 0.5;
const SAME_LINE_SLACK = 1;

const sameLine = (a: PdfTextBox, b: PdfTextBox) =>
  Math.abs(a.bottom - b.bottom) < SLACK && Math.abs(a.size - b.size) < 0.01;

/** Every pair of runs on a page whose boxes overlap, named as "page N: 'a' overlaps 'b'". */
export const pdfTextOverlapsOf = async (pdf: Buffer): Promise<string[]> => {
  const found: string[] = [];
  (await pdfTextBoxesOf(pdf)).forEach((boxes, page) => {
    boxes.forEach((a, i) => {
      for (const b of boxes.slice(i + 1)) {
        const across = overlapOf(a.x, a.x + a.width, b.x, b.x + b.width);
        const down = overlapOf(a.top, a.bottom, b.top, b.bottom);
        if (across <= SLACK || down <= SLACK) continue;
        if (sameLine(a, b) && across < SAME_LINE_SLACK) continue;
        found.push(`page ${page + 1}: '${a.text}' overlaps '${b.text}'`);
      }
    });
  });
  return found;
};
