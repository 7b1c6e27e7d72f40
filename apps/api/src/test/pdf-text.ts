import { inflateSync } from 'node:zlib';

/**
 * The text a PDF shows, as far as a reader would copy it: every content stream inflated, and the strings of its
 * text operators decoded (pdfkit writes Helvetica text as hex WinAnsi codes, one TJ array per line).
 */
export const pdfTextOf = (pdf: Buffer): string => {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
    } catch {
      continue; // an image's bytes, not text
    }
    for (const operator of content.matchAll(/\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      const hex =
        operator[1] !== undefined
          ? [...operator[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]).join('')
          : operator[2]!;
      lines.push(Buffer.from(hex, 'hex').toString('latin1'));
    }
  }
  return lines.join('\n');
};

/** Line breaks fall where the layout puts them: compare without whitespace. */
export const squash = (text: string) => text.replace(/\s+/g, '');
