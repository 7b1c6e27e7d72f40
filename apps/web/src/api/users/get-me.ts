import type { TUserDocument } from '@hearth/domain/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { toSessionUser, type SessionUser } from '../../lib/auth';
import { userKeys } from './keys';

export type OwnedProperty = { id: string; code: string | null; name: string };
export type MyCompany = { id: string; companyName: string };
export type Me = { user: SessionUser; properties: OwnedProperty[]; companies: MyCompany[] };

const textOf = (value: unknown): string | null => (typeof value === 'string' ? value : null);

export const toMe = (document: TUserDocument): Me => {
  const included = document.included ?? [];
  return {
    user: toSessionUser(document.data),
    properties: included
      .filter((item) => item.type === 'properties')
      .map((item) => ({
        id: item.id,
        code: textOf(item.attributes.code),
        name: textOf(item.attributes.name) ?? item.id,
      })),
    companies: included
      .filter((item) => item.type === 'companies')
      .map((item) => ({ id: item.id, companyName: textOf(item.attributes.companyName) ?? item.id })),
  };
};

/** `GET v3/users/me?include=properties,properties.address,companies`. */
export const getMe = async (): Promise<Me> =>
  toMe(
    await api.get<TUserDocument>('/api/v3/users/me', {
      params: { include: 'properties,properties.address,companies' },
    }),
  );

export const meQueryOptions = () => queryOptions({ queryKey: userKeys.me(), queryFn: getMe, staleTime: 0 });

export const useMe = () => useQuery(meQueryOptions());
