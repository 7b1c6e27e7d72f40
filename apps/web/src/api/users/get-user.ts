import type { PropertyMappingType, TUserDocument } from '@hearth/domain/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { toSessionUser, type SessionUser } from '../../lib/auth';
import { userKeys } from './keys';

/** A property attached to a user: by code, as its owner or its manager. */
export type AttachedProperty = {
  code: string;
  name: string;
  address: string;
  mappingType: PropertyMappingType | null;
  isActive: boolean;
};
/** The partner company a licensee belongs to. */
export type AttachedCompany = { id: string; companyName: string; partnerType: string | null };
/** A user as the /users/update page shows it: the user, their properties and their company. */
export type UserRecord = { user: SessionUser; properties: AttachedProperty[]; companies: AttachedCompany[] };

type Included = TUserDocument extends { included?: (infer R)[] } ? R : never;

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** The address as one line: the server's `full`, else street and city (docs/product/users.md#fields 'Owned property'). */
const addressOf = (value: unknown): string => {
  if (typeof value === 'string') return value;
  const address = (value ?? {}) as Record<string, unknown>;
  return text(address.full) ?? [address.street, address.city].map(text).filter(Boolean).join(', ');
};

const toProperty = ({ id, attributes: a }: Included): AttachedProperty => ({
  code: text(a.code) ?? id,
  name: text(a.name) ?? text(a.code) ?? id,
  address: addressOf(a.address),
  mappingType: a.mappingType === 'owner' || a.mappingType === 'manager' ? a.mappingType : null,
  isActive: a.isActive !== false,
});

const toCompany = ({ id, attributes: a }: Included): AttachedCompany => ({
  id,
  companyName: text(a.companyName) ?? id,
  partnerType: text(a.partnerType),
});

/** Reads a user document; an included type this page does not know is an error (docs/product/users.md#fields). */
export const toUserRecord = (document: TUserDocument): UserRecord => {
  const included = document.included ?? [];
  const unknown = included.find((item) => item.type !== 'properties' && item.type !== 'companies');
  if (unknown) throw new Error(`The user document includes an unknown type: ${unknown.type}`);
  return {
    user: toSessionUser(document.data),
    properties: included.filter((item) => item.type === 'properties').map(toProperty),
    companies: included.filter((item) => item.type === 'companies').map(toCompany),
  };
};

/** `GET v3/users/{idOrCode}?include=properties,properties.address,companies`. */
export const getUser = async (idOrCode: string, signal?: AbortSignal): Promise<UserRecord> =>
  toUserRecord(
    await api.get<TUserDocument>(`/api/v3/users/${encodeURIComponent(idOrCode)}`, {
      params: { include: 'properties,properties.address,companies' },
      signal,
    }),
  );

export const userQueryOptions = (idOrCode: string) =>
  queryOptions({
    queryKey: userKeys.detail(idOrCode),
    queryFn: ({ signal }) => getUser(idOrCode, signal),
    staleTime: 0,
  });

export const useUser = (idOrCode: string) => useQuery(userQueryOptions(idOrCode));
