import type { TRolesResponse } from '@hearth/domain/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { userKeys } from './keys';

export type RoleOption = TRolesResponse['data'][number]['attributes'];

/** `GET v3/roles`: every role with its label and whether the caller may grant it (docs/product/users.md#who-uses-it). */
export const getRoles = async (signal?: AbortSignal): Promise<RoleOption[]> =>
  (await api.get<TRolesResponse>('/api/v3/roles', { signal })).data.map((role) => role.attributes);

export const rolesQueryOptions = () =>
  queryOptions({ queryKey: userKeys.roles(), queryFn: ({ signal }) => getRoles(signal), staleTime: 5 * 60_000 });

export const useRoles = () => useQuery(rolesQueryOptions());
