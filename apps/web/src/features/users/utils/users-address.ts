import { addressOrNull } from '@hearth/domain/api';
import * as z from 'zod/mini';
import type { UserListSort } from '../../../api/users/get-user-list';

const SORTS = ['name', '-name', 'email', '-email'] as const satisfies readonly UserListSort[];

/** The Users tab's address: `?search=&sort=` (zod/mini, as every address schema: domain api/address.schemas.ts). */
export const ZUserListAddress = z.object({
  search: z.pipe(
    z._default(z.string(), ''),
    z.transform((text: string) => text.trim().slice(0, 100)),
  ),
  sort: addressOrNull(z.enum(SORTS)),
});
export type UserListAddress = z.output<typeof ZUserListAddress>;
