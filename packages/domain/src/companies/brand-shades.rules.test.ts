import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { brandShades, contrastRatio, DARK_PAGE, LIGHT_PAGE, textOn } from './brand-shades.rules';

const TEAL = '#0f766e';

/** Every pair the theme draws with the shades, at the ratio WCAG 2.2 AA asks of it. */
const expectReadable = (hex: string) => {
  const s = brandShades(hex, TEAL);
  const [, light1, , , , , , , , light9] = s.palette;
  expect(contrastRatio(s.onLight, LIGHT_PAGE)).toBeGreaterThanOrEqual(4.5);
  expect(contrastRatio(s.onDark, DARK_PAGE)).toBeGreaterThanOrEqual(4.5);
  expect(contrastRatio(s.fillOnDark, DARK_PAGE)).toBeGreaterThanOrEqual(3);
  expect(contrastRatio(textOn(s.onLight), s.onLight)).toBeGreaterThanOrEqual(4.5);
  expect(contrastRatio(textOn(s.fillOnDark), s.fillOnDark)).toBeGreaterThanOrEqual(4.5);
  expect(contrastRatio(light9!, light1!)).toBeGreaterThanOrEqual(4.5);
  expect(s.palette).toHaveLength(10);
};

describe('brand shades', () => {
  it('keep white, yellow and black readable in both themes, and say where they moved', () => {
    for (const hex of ['#ffffff', '#ffff00', '#000000', TEAL, '#0c8599']) expectReadable(hex);
    expect(brandShades('#ffffff', TEAL).adjusted).toEqual({ light: true, dark: false });
    expect(brandShades('#000000', TEAL).adjusted).toEqual({ light: false, dark: true });
    expect(brandShades('#ffff00', TEAL).adjusted.light).toBe(true);
  });

  it("leave a colour that already reads alone (Hearth's teal on white)", () => {
    const teal = brandShades(TEAL, TEAL);
    expect(teal.onLight).toBe(TEAL);
    expect(teal.palette[6]).toBe(TEAL);
    expect(teal.adjusted.light).toBe(false);
  });

  it('move a colour only as far as it must: a darkened white is a mid grey, not black', () => {
    const white = brandShades('#fff', TEAL);
    expect(contrastRatio(white.onLight, LIGHT_PAGE)).toBeLessThan(4.7);
    expect(white.onLight).not.toBe('#000000');
  });

  it('fall back to the default for a value that is no colour', () => {
    expect(brandShades('not a colour', TEAL).chosen).toBe(TEAL);
    expect(brandShades(null, TEAL).chosen).toBe(TEAL);
  });

  it('keep every colour readable', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffff }), (n) => {
        expectReadable(`#${n.toString(16).padStart(6, '0')}`);
      }),
      { numRuns: 300 },
    );
  });
});
