import type { TRatesImportResponse } from '@hearth/domain/rates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { afterRatesChange } from './after-rates-change';

export type ImportRatesInput = { file: Blob; preview: boolean };

/**
 * `POST v3/rates/import?preview=` (docs/product/rates.md#csv) with the file's bytes as they are (`text/csv`: the API
 * checks the encoding itself). A preview lists every row error and changes nothing; an import with errors answers
 * 422 `CSV_ROW_ERRORS` with the same answer in its `meta`.
 */
export const importRates = ({ file, preview }: ImportRatesInput): Promise<TRatesImportResponse> =>
  api.post<TRatesImportResponse>('/api/v3/rates/import', file, {
    params: { preview },
    contentType: 'text/csv',
  });

export const useImportRates = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importRates,
    onSuccess: (answer) => {
      if (answer.data.applied) afterRatesChange(queryClient, null);
    },
  });
};
