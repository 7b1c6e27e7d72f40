/** @deprecated Old deep-import path kept while the web moves to the package index: see ical/. */
export * from '../ical/ical.schemas';
