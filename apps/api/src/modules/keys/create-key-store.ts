import type { TCreateKeyStoreBody, TKeyStoreDocument } from '@hearth/domain';
import type { BlobStore } from '../../adapters/blob';
import type { Db } from '../../db/client';
import { keyStores } from '../../db/schema';
import { actorOf, auditedChange } from '../../lib/audit';
import type { SessionUser } from '../../types';
import { resolveAddress } from './key-store-address';
import { auditView, checkedPhotos } from './key-store-photos';
import { readKeyStoreDocument } from './keys.queries';

/** `POST v3/key-stores` (docs/product/templates.md#rules, #calls): a template, its address resolved and its photos checked. */
export const createKeyStore = async (options: {
  db: Db;
  blob: BlobStore;
  caller: SessionUser;
  body: TCreateKeyStoreBody;
}): Promise<TKeyStoreDocument> => {
  const { db, blob, caller, body } = options;
  const address = await resolveAddress(db, body);
  const photos = await checkedPhotos(blob, body.photos ?? [], new Set());
  const values = {
    name: body.name,
    displayName: body.displayName ?? null,
    storeType: body.storeType,
    ...address!,
    openingTime: body.openingTime ?? null,
    longDescription: body.longDescription ?? null,
    photos,
    keyNestId: body.keyNestId ?? null,
    storeId: body.storeId ?? null,
  };
  const created = await auditedChange(db, async (tx) => {
    const [row] = await tx.insert(keyStores).values(values).returning();
    return {
      result: row!,
      audit: {
        actor: actorOf(caller),
        action: 'key-stores.create',
        entity: 'key_store',
        entityId: row!.id,
        after: auditView(values),
      },
    };
  });
  return readKeyStoreDocument(db, blob, caller, created.id);
};
