import { describe, expect, it } from 'vitest';
import { SMARTQUOTE_CURRENCY_SYMBOL } from './smartquotes.constants';
import { articleFor, differenceInWords, moneyMoreOrLess, quoteMoney } from './quote-wording';

const AUD = SMARTQUOTE_CURRENCY_SYMBOL.Australia;
const NZD = SMARTQUOTE_CURRENCY_SYMBOL['New Zealand'];

describe('articleFor', () => {
  it('says "an" before numbers read with a vowel first: eight…, eleven, eighteen', () => {
    for (const value of [8, 8.5, 11, 18, 80, 83, 89, 800, 899, 8000, 11_000, 18_500, 80_000, 8_000_000, 11_000_000]) {
      expect(articleFor(value), String(value)).toBe('an');
    }
  });

  it('says "a" before every other number', () => {
    for (const value of [
      0, 0.5, 1, 7, 7.5, 10, 12, 17, 20, 28, 100, 110, 111, 180, 1100, 1800, 9000, 111_000, 180_000,
    ]) {
      expect(articleFor(value), String(value)).toBe('a');
    }
    expect(articleFor(-8)).toBe('a');
  });
});

describe('quoteMoney', () => {
  it('writes whole dollars with the country’s symbol, a deduction with a leading minus', () => {
    expect(quoteMoney(4_821_049, 'Australia')).toBe(`${AUD}48,210`);
    expect(quoteMoney(-120_000, 'New Zealand')).toBe(`-${NZD}1,200`);
  });
});

describe('differenceInWords', () => {
  it('writes a shortfall as money less, with the share lower, never a minus sign', () => {
    const words = differenceInWords({ cents: 2_949_000, comparedWith: 4_095_900, country: 'Australia' });
    expect(words).toBe(`${AUD}11,469 less (28% lower)`);
    expect(words).not.toContain('-');
  });

  it('writes a gain as money more, with the share higher', () => {
    expect(differenceInWords({ cents: 5_242_800, comparedWith: 4_095_900, country: 'New Zealand' })).toBe(
      `${NZD}11,469 more (28% higher)`,
    );
  });

  it('says about the same under half a dollar, and leaves out a share it cannot or need not give', () => {
    expect(differenceInWords({ cents: 100_030, comparedWith: 100_000, country: 'Australia' })).toBe('about the same');
    expect(differenceInWords({ cents: 50_000, comparedWith: 0, country: 'Australia' })).toBe(`${AUD}500 more`);
    expect(differenceInWords({ cents: 10_020_000, comparedWith: 10_000_000, country: 'Australia' })).toBe(
      `${AUD}200 more`,
    );
  });

  it('moneyMoreOrLess gives the direction alone', () => {
    expect(moneyMoreOrLess(-400_000, 'Australia')).toBe(`${AUD}4,000 less`);
    expect(moneyMoreOrLess(400_000, 'Australia')).toBe(`${AUD}4,000 more`);
  });
});
