import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldLabel, productErrorMap } from './product-messages';

const messageOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

beforeAll(() => {
  z.config({ customError: productErrorMap });
});

describe('schema failures in sentences', () => {
  it('names the field from its path', () => {
    expect(fieldLabel(['guest', 'fullName'])).toBe('Full name');
    expect(fieldLabel(['compliance', 'currentYearBookableDays'])).toBe('Current year bookable days');
    expect(fieldLabel(['links', 3])).toBe('Links');
    expect(fieldLabel([])).toBe('This value');
  });

  it('says what a field takes instead of zod’s wording', () => {
    const form = z.strictObject({
      name: z.string().min(1).max(120),
      children: z.number().int().min(0).max(30),
      email: z.email(),
      segment: z.enum(['comfort', 'premium']),
      rooms: z.array(z.string()).max(2),
    });
    const at = (value: unknown) => messageOf(form, value);
    const valid = { name: 'Loft', children: 0, email: 'a@b.co', segment: 'comfort', rooms: [] };
    expect(at({ ...valid, name: 'x'.repeat(121) })).toBe('Name can have at most 120 characters.');
    expect(at({ ...valid, name: '' })).toBe('Name is required.');
    expect(at({ ...valid, children: 31 })).toBe('Children can be at most 30.');
    expect(at({ ...valid, children: 'two' })).toBe('Children must be a number.');
    expect(at({ ...valid, email: 'nope' })).toBe('Email must be an email address such as name@example.com.');
    expect(at({ ...valid, segment: 'gold' })).toBe('Segment must be one of comfort, premium.');
    expect(at({ ...valid, rooms: ['a', 'b', 'c'] })).toBe('Rooms can have at most 2 items.');
    expect(at({ ...valid, colour: 'red' })).toBe('This field is not taken here: colour.');
    const { name: _name, ...nameless } = valid;
    expect(at(nameless)).toBe('Name is required.');
  });

  it("keeps a schema's own message", () => {
    expect(messageOf(z.string().max(3, 'At most three letters'), 'abcd')).toBe('At most three letters');
  });
});
