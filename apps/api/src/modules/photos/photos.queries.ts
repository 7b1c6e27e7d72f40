import { asc, eq } from 'drizzle-orm';
import type { BlobStore } from '../../adapters/blob';
import type { Db } from '../../db/client';
import { propertyPhotos } from '../../db/schema';
import { findInScope } from '../../access/find-in-scope';
import { scopeCallerOf } from '../../access/scope';
import type { SessionUser } from '../../types';

export type PhotoRow = typeof propertyPhotos.$inferSelect;
/** What every photo operation is given. */
export type PhotoDeps = { db: Db; blob: BlobStore; caller: SessionUser };

/** The property, if the caller's scope reaches it; else 404 (the same answer as for an unknown id). */
export const findProperty = async (db: Db, caller: SessionUser, propertyId: string) =>
  (await findInScope(db, scopeCallerOf(caller), 'property', propertyId)).row;

/** The property's photos in order, both categories. */
export const loadPhotos = (db: Db, propertyId: string): Promise<PhotoRow[]> =>
  db
    .select()
    .from(propertyPhotos)
    .where(eq(propertyPhotos.propertyId, propertyId))
    .orderBy(asc(propertyPhotos.position), asc(propertyPhotos.createdAt));
