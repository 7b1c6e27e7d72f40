export const RATES_EXPORT_PATH = '/api/v3/rates/export';

export type RatesExportQuery = { from: string; to: string; query?: string };

/**
 * `GET v3/rates/export` (docs/product/rates.md#csv): the nights of the caller's homes (matching the text, if any) as
 * CSV. The browser fetches it itself, through a link with `download`, with the session cookie of this origin.
 */
export const ratesExportHref = ({ from, to, query }: RatesExportQuery): string => {
  const search = new URLSearchParams({ from, to });
  if (query?.trim()) search.set('query', query.trim());
  return `${RATES_EXPORT_PATH}?${search.toString()}`;
};
