import { usableHeroImage } from '@hearth/domain/resources';

/**
 * The default hero image (docs/product/resources.md#who-uses-it), drawn here rather than fetched: a neutral 600x260 panel with a newsletter
 * mark, in greys that sit on light and dark cards alike.
 */
export const DEFAULT_HERO_IMAGE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="260" viewBox="0 0 600 260">' +
    '<rect width="600" height="260" fill="#ced4da"/>' +
    '<rect x="250" y="80" width="100" height="100" rx="10" fill="#f1f3f5"/>' +
    '<rect x="266" y="100" width="68" height="10" rx="3" fill="#868e96"/>' +
    '<rect x="266" y="120" width="68" height="6" rx="3" fill="#adb5bd"/>' +
    '<rect x="266" y="134" width="68" height="6" rx="3" fill="#adb5bd"/>' +
    '<rect x="266" y="148" width="44" height="6" rx="3" fill="#adb5bd"/>' +
    '</svg>',
)}`;

/** What a newsletter card shows: its hero image when the address starts with http, else the default image. */
export const heroImageOf = (heroImageUrl: string | null): { src: string; isDefault: boolean } => {
  const usable = usableHeroImage(heroImageUrl);
  return usable ? { src: usable, isDefault: false } : { src: DEFAULT_HERO_IMAGE, isDefault: true };
};
