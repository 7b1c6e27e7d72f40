import type { core } from 'zod';

/*
 * Every schema failure as a sentence a person can read (docs/CONTRIBUTING.md#messages): a schema's own message
 * wins; otherwise this map names the field and says what it takes, instead of zod's 'Too big: expected string to
 * have <=120 characters'. Both apps install it (the API in app.ts, the web before any chunk parses) and import no
 * zod code from here: the map works on the issue alone.
 */

/** 'guest.fullName' → 'Full name'; 'currentYearBookableDays' → 'Current year bookable days'. */
export const fieldLabel = (path: readonly PropertyKey[]): string => {
  const name = [...path].reverse().find((part): part is string => typeof part === 'string');
  if (!name) return 'This value';
  const words = name
    .replace(/\[\]$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const plural = (n: number | bigint, unit: string) => `${n.toString()} ${unit}${Number(n) === 1 ? '' : 's'}`;
const SIZED: Record<string, string> = { string: 'character', array: 'item', set: 'item', file: 'byte' };
const FORMATS: Record<string, string> = {
  email: 'an email address such as name@example.com',
  url: 'a full web address such as https://example.com',
  uuid: 'an id from Hearth',
  date: 'a date as YYYY-MM-DD',
  datetime: 'a date and time',
  time: 'a time as HH:MM',
};
const listed = (values: readonly unknown[]) =>
  values.length <= 8 ? `one of ${values.map(String).join(', ')}` : 'one of the choices offered';

/** The message for an issue no schema worded; undefined leaves zod's (never reached for the codes below). */
export const productErrorMap = (issue: core.$ZodRawIssue): string | undefined => {
  const field = fieldLabel(issue.path ?? []);
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return `${field} is required.`;
      if (issue.expected === 'number' || issue.expected === 'int') return `${field} must be a number.`;
      return `${field} is not valid here.`;
    case 'too_big': {
      const unit = SIZED[issue.origin];
      if (unit) return `${field} can have at most ${plural(issue.maximum, unit)}.`;
      return `${field} can be at most ${issue.maximum.toString()}.`;
    }
    case 'too_small': {
      const unit = SIZED[issue.origin];
      if (unit === 'character' && Number(issue.minimum) === 1) return `${field} is required.`;
      if (unit) return `${field} needs at least ${plural(issue.minimum, unit)}.`;
      return `${field} must be at least ${issue.minimum.toString()}.`;
    }
    case 'invalid_format':
      return `${field} must be ${FORMATS[issue.format] ?? 'in the expected format'}.`;
    case 'invalid_value':
      return `${field} must be ${listed(issue.values)}.`;
    case 'not_multiple_of':
      return `${field} must be a multiple of ${issue.divisor.toString()}.`;
    case 'unrecognized_keys':
      return `${issue.keys.length === 1 ? 'This field is' : 'These fields are'} not taken here: ${issue.keys.join(', ')}.`;
    default:
      return `${field} is not valid.`;
  }
};
