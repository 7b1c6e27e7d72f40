import type { Portal } from '@hearth/domain/reviews';

/*
 * The portals' marks as this app draws them (docs/product/display.md#screens 'Portal logos'): a rounded tile in the darkest shade of a
 * colour of Mantine's palette with the portal's initials in white, drawn inline (portal-logo.tsx). They are neutral
 * marks made for this product, not the portals' trademarked artwork, which is not ours to copy; the portal's name
 * always shows beside its mark. `host` (the operator's own site) and every portal not listed here show the product's
 * own mark instead.
 */
export type PortalMark = { monogram: string; colour: string };

export const PORTAL_MARKS: Record<Exclude<Portal, 'host'>, PortalMark> = {
  agoda: { monogram: 'Ag', colour: 'grape' },
  airbnb: { monogram: 'Ab', colour: 'pink' },
  belvilla: { monogram: 'Bv', colour: 'orange' },
  bookingpal: { monogram: 'BP', colour: 'indigo' },
  expedia: { monogram: 'Ex', colour: 'indigo' },
  flipkey: { monogram: 'FK', colour: 'teal' },
  google: { monogram: 'G', colour: 'blue' },
  guesty: { monogram: 'Gu', colour: 'violet' },
  vrbo: { monogram: 'V', colour: 'cyan' },
  marriott: { monogram: 'M', colour: 'red' },
  myvr: { monogram: 'MV', colour: 'teal' },
  stayz: { monogram: 'Sz', colour: 'orange' },
  travelmob: { monogram: 'Tm', colour: 'green' },
  tripadvisor: { monogram: 'Ta', colour: 'green' },
  wheelhouse: { monogram: 'Wh', colour: 'gray' },
  zhubaijia: { monogram: 'Zh', colour: 'red' },
};
