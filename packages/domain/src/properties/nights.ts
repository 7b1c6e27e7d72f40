/** @deprecated Old deep-import path kept while the web moves to the package index: day maths lives in dates/. */
export * from '../dates/nights';
