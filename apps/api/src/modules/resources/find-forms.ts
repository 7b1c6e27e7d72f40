import { asc } from 'drizzle-orm';
import type { TFormsResponse } from '@hearth/domain';
import type { BlobStore } from '../../adapters/blob';
import type { Db } from '../../db/client';
import { forms } from '../../db/schema';
import { presentForm } from './resources.presenter';

/** `GET v3/forms`: the forms licensees fill in, in their set order. */
export const findForms = async ({ db, blob }: { db: Db; blob: BlobStore }): Promise<TFormsResponse> => ({
  data: (await db.select().from(forms).orderBy(asc(forms.position), asc(forms.title))).map((row) =>
    presentForm(blob, row),
  ),
});
