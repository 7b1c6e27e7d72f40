import {
  USER_LIST,
  type TUserListItem,
  type TUserListParams,
  type TUserListResponse,
  type UserSort,
} from '@hearth/domain/users';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { userKeys } from './keys';

/** The /users table's sorts (docs/product/users.md#calls): name or email, '-' for descending. */
export type UserListSort = Extract<UserSort, 'name' | '-name' | 'email' | '-email'>;

/** `GET v3/users`: one page of the /users table (25 a page, docs/product/users.md#limits). */
export const getUserList = (search: string, sort: UserListSort | null, page: number, signal?: AbortSignal) =>
  api.get<TUserListResponse>('/api/v3/users', {
    params: {
      'page[number]': page,
      'page[size]': USER_LIST.pageSize,
      search: search === '' ? undefined : search,
      sort: sort ?? undefined,
    } satisfies TUserListParams,
    signal,
  });

/**
 * The next page while the server has more and the last page was full: the spec loads more only once 25 or more rows
 * are shown (docs/product/users.md#limits).
 */
const nextListPage = (
  last: { data: unknown[]; meta: { totalPages: number } },
  pages: readonly unknown[],
): number | undefined =>
  pages.length < last.meta.totalPages && last.data.length >= USER_LIST.pageSize ? pages.length + 1 : undefined;

/** Keyed on the search and sort, so a changed search or sort starts again at page 1 (docs/product/users.md#states). */
export const userListOptions = (search: string, sort: UserListSort | null) =>
  infiniteQueryOptions({
    queryKey: userKeys.list(search, sort ?? ''),
    queryFn: ({ pageParam, signal }) => getUserList(search, sort, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => nextListPage(last, pages),
  });

/** The rows of the previous search or sort stay on screen (dimmed) until the new first page comes. */
export const useUserList = (search: string, sort: UserListSort | null) =>
  useInfiniteQuery({ ...userListOptions(search, sort), placeholderData: keepPreviousData });

export type UserListData = InfiniteData<TUserListResponse>;

/** Every row of the loaded pages. */
export const usersOf = (data: UserListData | undefined): TUserListItem[] =>
  data?.pages.flatMap((page) => page.data) ?? [];
