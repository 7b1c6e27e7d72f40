import { describe, expect, it } from 'vitest';
import { formatFileSize } from './format';

describe('formatFileSize (docs/product/display.md#limits: 1024-based units from Bytes to YB, 2 decimals by default)', () => {
  it.each([
    [0, '0 Bytes'],
    [1, '1 Bytes'],
    [512, '512 Bytes'],
    [1023, '1023 Bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [1000, '1000 Bytes'],
    [10_000, '9.77 KB'],
    [1024 ** 2, '1 MB'],
    [20 * 1024 ** 2, '20 MB'],
    [20_000_000, '19.07 MB'],
    [1024 ** 3 * 1.234, '1.23 GB'],
    [1024 ** 4, '1 TB'],
    [1024 ** 8, '1 YB'],
  ])('%d bytes read %s', (bytes, shown) => {
    expect(formatFileSize(bytes)).toBe(shown);
  });

  it('stays in YB beyond it rather than running out of units', () => {
    expect(formatFileSize(1024 ** 9)).toBe('1024 YB');
  });

  it('takes another number of decimals', () => {
    expect(formatFileSize(1536, 0)).toBe('2 KB');
    expect(formatFileSize(10_000, 3)).toBe('9.766 KB');
  });

  it('reads nothing, a negative or a non-number as 0 Bytes', () => {
    expect(formatFileSize(-5)).toBe('0 Bytes');
    expect(formatFileSize(Number.NaN)).toBe('0 Bytes');
  });
});
