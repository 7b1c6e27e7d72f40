import { describe, expect, it } from 'vitest';
import { CURRENCY_SYMBOLS } from '@hearth/domain';
import { pdfTextBoxesOf, pdfTextOf, pdfTextOverlapsOf, squash } from '../../test/pdf-text';
import { renderStatementPdf, type StatementSheet } from './statement-pdf';
import { formatShortDay } from './statement-format';

/** Guests from our markets, names as long as booking channels send them. */
const GUESTS = [
  'Nguyễn Thị Phương Thảo Trần-Đặng Lê Quỳnh Hương',
  'Mereana Tūhoe-Pōmare Te Rangitūāmoa Ngāwhika of Ngāti Porou',
  'Đặng Quốc Bảo and the Whānau Ngāti Kahungunu ki Heretaunga',
  'Zofia Łukasiewicz-Wróblewska and Søren Kierkegaard-Ødegård',
];

const stay = (i: number): StatementSheet['lines'][number] => {
  const day = String((i % 28) + 1).padStart(2, '0');
  return {
    kind: 'stay',
    description: `Guest stay HRT-2026-${String(1000 + i)} ${GUESTS[i % GUESTS.length]}`,
    checkIn: `2026-09-${day}`,
    checkOut: `2026-09-${String((i % 28) + 2).padStart(2, '0')}`,
    nights: 31,
    income: 1_234_500 + i,
    managementFee: -246_900,
    costs: -12_000,
    payout: 975_600 + i,
  };
};

/** A busy month: 60 lines, long names everywhere, in New Zealand dollars. */
const sheet: StatementSheet = {
  brand: {
    name: 'Ngāti Tūhoe Whānau Holiday Homes of Whakatāne, Tūrangi and Ōhope Beach',
    accent: '#1b6f8a',
    logo: null,
  },
  month: '2026-09-01',
  status: 'published',
  generatedOn: '2026-02-02',
  paidOn: '2026-02-05',
  property: {
    name: 'Kōwhai Cottage at Te Ara Whānui ō Tāmaki Makaurau — the Whare by the Harbour',
    fullAddress: '88 Te Ara Whānui ō Tāmaki Makaurau Road, Whangārei Heads, 0174, New Zealand',
  },
  owners: ['Nguyễn Thị Phương Thảo', 'Trần Đặng Quỳnh Hương', 'Hēmi Te Rangitūāmoa', 'Łucja Wróblewska-Ødegård'],
  currency: 'NZD',
  totals: { nights: 1860, income: 74_070_000, managementFee: -14_814_000, costs: -720_000, payout: 58_536_000 },
  lines: Array.from({ length: 60 }, (_, i) => stay(i)),
};

describe('renderStatementPdf', () => {
  it('prints every letter of our markets’ names, wraps long guest names, and draws nothing over anything else', async () => {
    const pdf = await renderStatementPdf(sheet);
    const text = squash(await pdfTextOf(pdf));
    for (const shown of [
      ...GUESTS,
      ...sheet.owners,
      sheet.property.name,
      sheet.property.fullAddress,
      sheet.brand.name,
    ]) {
      expect(text, shown).toContain(squash(shown));
    }
    // The widest dates and the totals whole, none cut short for want of room.
    expect(text).toContain(squash(`${formatShortDay('2026-09-28')} - ${formatShortDay('2026-09-29')}`));
    for (const total of [740_700, -148_140, -7_200, 585_360]) {
      const money = `${total < 0 ? '-' : ''}${CURRENCY_SYMBOLS.NZD}${Math.abs(total).toLocaleString('en-AU')}.00`;
      expect(text.split(money).length, money).toBeGreaterThan(2); // in the summary and the table's total
    }
    expect(await pdfTextOverlapsOf(pdf)).toEqual([]);

    const pages = await pdfTextBoxesOf(pdf);
    expect(pages.length).toBeGreaterThan(2);
    pages.forEach((boxes, i) => {
      expect(text).toContain(squash(`Page ${i + 1} of ${pages.length}`));
      // Above the footer's rule (64 points from the foot of the page, less 12) only the footer's one line.
      const inFooter = boxes.filter((box) => box.bottom > 841.89 - 64 + 12).map((box) => box.text);
      expect(inFooter).toHaveLength(2);
      expect(inFooter.join(' ')).toContain(`Page ${i + 1} of ${pages.length}`);
    });
  });

  it('cuts a brand name too long for the footer’s line rather than writing it over the page number', async () => {
    const pdf = await renderStatementPdf({ ...sheet, brand: { ...sheet.brand, name: 'Ngāti Whātua '.repeat(12) } });
    expect(await pdfTextOverlapsOf(pdf)).toEqual([]);
  });
});
