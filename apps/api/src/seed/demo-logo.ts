import { PNG } from 'pngjs';

const hexToRgb = (hex: string): [number, number, number] => {
  const value = parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
};

/** A 160x160 logo for the demo licensee: a brand-colour disc with a white wave, generated so nothing is hotlinked. */
export const makeDemoLogo = (brandColour: string): Buffer => {
  const size = 160;
  const png = new PNG({ width: size, height: size });
  const [r, g, b] = hexToRgb(brandColour);
  const centre = size / 2;
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const i = (size * y + x) * 4;
      const inside = (x - centre) ** 2 + (y - centre) ** 2 <= (centre - 4) ** 2;
      const wave = Math.abs(y - (centre + 18 * Math.sin((x / size) * Math.PI * 3))) < 7;
      const white = inside && wave;
      png.data[i] = white ? 255 : r;
      png.data[i + 1] = white ? 255 : g;
      png.data[i + 2] = white ? 255 : b;
      png.data[i + 3] = inside ? 255 : 0;
    }
  }
  return PNG.sync.write(png);
};
