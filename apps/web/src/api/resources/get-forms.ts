import type { TFormsResponse } from '@hearth/domain/resources';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { resourceKeys } from './keys';

/** `GET v3/forms` (licensees only). A failed load only logs (docs/product/resources.md#messages): the page shows no forms. */
export const getForms = async (signal?: AbortSignal): Promise<TFormsResponse> => {
  try {
    return await api.get<TFormsResponse>('/api/v3/forms', { signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    console.warn('Forms did not load', error);
    return { data: [] };
  }
};

export const formsOptions = () =>
  queryOptions({ queryKey: resourceKeys.forms(), queryFn: ({ signal }) => getForms(signal) });

/** Asked only by those who may read forms; others never call it (it would answer 403). */
export const useForms = (enabled: boolean) => useQuery({ ...formsOptions(), enabled });
