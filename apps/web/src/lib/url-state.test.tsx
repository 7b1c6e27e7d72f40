import { addressInt, addressList, addressOrNull } from '@hearth/domain/api';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { readUrlState, writeUrlState } from './url-state';

const ZPage = z
  .object({
    from: addressOrNull(addressInt(1, 100)),
    to: addressOrNull(addressInt(1, 100)),
    size: z._default(addressInt(1, 50), 10),
    tags: addressList(z.enum(['a', 'b'])),
  })
  .check(
    z.superRefine((q, ctx) => {
      if (q.from !== null && q.to !== null && q.to < q.from) {
        ctx.addIssue({ code: 'custom', path: ['to'], message: 'to before from', input: q.to });
      }
    }),
  );

describe('url-state', () => {
  it('reads typed values with their defaults', () => {
    expect(readUrlState(ZPage, new URLSearchParams('from=3&tags=b,a'))).toEqual({
      value: { from: 3, to: null, size: 10, tags: ['b', 'a'] },
      dropped: [],
    });
  });

  it('drops a value failing its field, and then one the whole object refuses, with their messages', () => {
    const { value, dropped } = readUrlState(ZPage, new URLSearchParams('from=50&to=20&size=0'));
    expect(value).toEqual({ from: 50, to: null, size: 10, tags: [] });
    expect(dropped.map(({ key, value: raw }) => [key, raw])).toEqual([
      ['size', '0'],
      ['to', '20'],
    ]);
    expect(dropped[1]?.message).toBe('to before from');
  });

  it('writes only what differs from the defaults, in the schema order, keeping keys it does not know', () => {
    const written = writeUrlState(
      ZPage,
      { from: 3, to: null, size: 10, tags: ['a', 'b'] },
      new URLSearchParams('other=1&from=9'),
    );
    expect(written.toString()).toBe('other=1&from=3&tags=a%2Cb');
  });
});
