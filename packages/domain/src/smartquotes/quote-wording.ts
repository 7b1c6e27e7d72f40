import { SMARTQUOTE_CURRENCY_SYMBOL, type SmartquoteCountry } from './smartquotes.constants';

/*
 * How a quote puts its figures into words, the same on the public page and in its PDF
 * (docs/product/smartquotes.md#limits): whole dollars with the country's currency symbol, 'an 8%' and 'a 7%', and a
 * difference as money with its direction in words ('A$11,469 less (28% lower)'), never a minus sign in a sentence.
 */

const wholeNumber = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0 });

/** Cents as whole dollars with the quote's currency: `A$48,210`; a negative amount as `-A$1,200` (a table's deduction). */
export const quoteMoney = (cents: number, country: SmartquoteCountry): string => {
  const dollars = Math.round(cents / 100);
  return `${dollars < 0 ? '-' : ''}${SMARTQUOTE_CURRENCY_SYMBOL[country]}${wholeNumber.format(Math.abs(dollars))}`;
};

/**
 * 'a' or 'an' before a number, from how it is read aloud: the first group of thousands decides. It takes 'an' when
 * it is read starting with a vowel: eight, eighty-, eight hundred (8, 80–89, 800–899, 8,000…), eleven and eighteen
 * (11, 18, 11,000…); every other number starts with a consonant (a 1, a 7, a 20, a 100, a 7.5).
 */
export const articleFor = (value: number): 'a' | 'an' => {
  if (!Number.isFinite(value) || value < 0) return 'a'; // 'a minus…'
  const whole = Math.floor(value).toFixed(0);
  const lead = whole.slice(0, ((whole.length - 1) % 3) + 1);
  return lead.startsWith('8') || lead === '11' || lead === '18' ? 'an' : 'a';
};

/** A difference as money with its direction in words: 'A$11,469 less', 'A$2,000 more'. */
export const moneyMoreOrLess = (differenceCents: number, country: SmartquoteCountry): string =>
  `${quoteMoney(Math.abs(differenceCents), country)} ${differenceCents >= 0 ? 'more' : 'less'}`;

/**
 * How much one amount is above or below another, as money and share with the direction in words:
 * 'A$11,469 less (28% lower)', 'A$11,469 more (28% higher)'; 'about the same' under half a dollar. The share is left
 * out when there is no positive amount to compare with, or when it rounds to 0%.
 */
export const differenceInWords = (options: {
  cents: number;
  comparedWith: number;
  country: SmartquoteCountry;
}): string => {
  const difference = options.cents - options.comparedWith;
  if (Math.round(difference / 100) === 0) return 'about the same';
  const percent = options.comparedWith > 0 ? Math.round((Math.abs(difference) / options.comparedWith) * 100) : 0;
  const share = percent > 0 ? ` (${percent}% ${difference > 0 ? 'higher' : 'lower'})` : '';
  return `${moneyMoreOrLess(difference, options.country)}${share}`;
};
