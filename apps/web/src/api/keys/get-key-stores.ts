import {
  TEMPLATE_LIST,
  type KeyStoreType,
  type TemplateSort,
  type TKeyStoresParams,
  type TKeyStoresResponse,
} from '@hearth/domain/keys';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { keyKeys } from './keys';

export type KeyStoresParams = {
  types?: readonly KeyStoreType[];
  search?: string;
  sort?: TemplateSort | null;
  page?: number;
};

/** `GET v3/key-stores?type=&search=&sort=&page[number]=&page[size]=25` (docs/product/templates.md#calls). */
export const getKeyStores = (params: KeyStoresParams, signal?: AbortSignal) =>
  api.get<TKeyStoresResponse>('/api/v3/key-stores', {
    params: {
      'page[number]': params.page ?? 1,
      'page[size]': TEMPLATE_LIST.pageSize,
      type: params.types && params.types.length > 0 ? params.types.join(',') : undefined,
      search: params.search ? params.search : undefined,
      sort: params.sort ?? undefined,
    } satisfies TKeyStoresParams,
    signal,
  });

/** Another page while the server has more and the last one was full (docs/product/templates.md#limits). */
const nextPage = (last: TKeyStoresResponse, pages: readonly TKeyStoresResponse[]): number | undefined =>
  pages.length < last.meta.totalPages && last.data.length >= TEMPLATE_LIST.pageSize ? pages.length + 1 : undefined;

/** The templates table: keyed on search and sort, so a change starts again at page 1 (docs/product/templates.md#states). */
export const keyStoreTableOptions = (search: string, sort: TemplateSort | null) =>
  infiniteQueryOptions({
    queryKey: keyKeys.storeTable(search, sort ?? ''),
    queryFn: ({ pageParam, signal }) => getKeyStores({ search, sort, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

/** The rows of the previous search or sort stay on screen (dimmed) until the new first page comes. */
export const useKeyStoreTable = (search: string, sort: TemplateSort | null) =>
  useInfiniteQuery({ ...keyStoreTableOptions(search, sort), placeholderData: keepPreviousData });

/** The assign picker: the first 25 stores of a type that match the text, by name. */
export const keyStorePickerOptions = (type: KeyStoreType, search: string) =>
  queryOptions({
    queryKey: keyKeys.storePicker(type, search),
    queryFn: ({ signal }) => getKeyStores({ types: [type], search, sort: 'name' }, signal),
  });

export const useKeyStorePicker = (type: KeyStoreType, search: string) =>
  useQuery({ ...keyStorePickerOptions(type, search), placeholderData: keepPreviousData });
