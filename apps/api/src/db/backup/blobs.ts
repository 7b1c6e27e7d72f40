import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { createS3BlobStore, type BlobMeta } from '../../adapters/blob';
import type { Config } from '../../config';
import { entryOf, readIfPresent, type FileEntry } from './manifest';

/**
 * The blob store as the backup sees it. A backup keeps blobs the disk store's way whichever store they came from
 * (`blobs/{key}` and its `{key}.json` sidecar), so a disk backup restores into S3 and the other way round.
 */
export type BlobTarget =
  { kind: 'disk'; dir: string } | { kind: 's3'; bucket: string; client: S3Client; close: () => void };

export const BLOBS = 'blobs';

export const openBlobTarget = (config: Pick<Config, 'dataDir' | 's3' | 'fileSigningSecret'>): BlobTarget => {
  if (!config.s3) return { kind: 'disk', dir: path.join(config.dataDir, 'blobs') };
  const store = createS3BlobStore({ ...config.s3, signingSecret: config.fileSigningSecret });
  return { kind: 's3', bucket: config.s3.bucket, client: store.client, close: store.close };
};

export const closeBlobTarget = (target: BlobTarget) => {
  if (target.kind === 's3') target.close();
};

/** A key that is safe as one file name in the backup (our keys always are). */
const SAFE_NAME = /^(?!\.\.?$)[\w.-]+$/;

const listDisk = async (dir: string): Promise<string[]> => {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
};

const listS3 = async (target: Extract<BlobTarget, { kind: 's3' }>, max?: number): Promise<string[]> => {
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await target.client.send(
      new ListObjectsV2Command({ Bucket: target.bucket, ContinuationToken: token, MaxKeys: max }),
    );
    keys.push(...(page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : [])));
    token = page.IsTruncated && !max ? page.NextContinuationToken : undefined;
  } while (token);
  return keys.sort();
};

const getS3 = async (target: Extract<BlobTarget, { kind: 's3' }>, key: string) => {
  try {
    const answer = await target.client.send(new GetObjectCommand({ Bucket: target.bucket, Key: key }));
    const body = Buffer.from((await answer.Body?.transformToByteArray()) ?? []);
    const meta: BlobMeta = {
      contentType: answer.ContentType ?? 'application/octet-stream',
      filename: answer.Metadata?.filename ?? key,
      size: body.length,
    };
    return { body, meta };
  } catch (error) {
    if ((error as { name?: string }).name === 'NoSuchKey') return null;
    throw error;
  }
};

/** How many files (disk) or objects (S3) the store holds; enough to tell empty from not. */
export const countBlobs = async (target: BlobTarget): Promise<number> =>
  target.kind === 'disk' ? (await listDisk(target.dir)).length : (await listS3(target, 1)).length;

/**
 * Copies the store into `{out}/blobs`, skipping names already copied (a second pass after the database dump picks
 * up uploads made meanwhile). Returns the new files' entries and the S3 keys that cannot be file names.
 */
export const copyBlobsOut = async (
  target: BlobTarget,
  out: string,
  done: ReadonlySet<string>,
): Promise<{ entries: FileEntry[]; skipped: string[] }> => {
  const dir = path.join(out, BLOBS);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const entries: FileEntry[] = [];
  const skipped: string[] = [];
  const keep = async (name: string, bytes: Buffer) => {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true, mode: 0o700 });
    await writeFile(path.join(dir, name), bytes, { mode: 0o600 });
    entries.push(entryOf(path.join(BLOBS, name), bytes));
  };
  if (target.kind === 'disk') {
    for (const name of await listDisk(target.dir)) {
      if (done.has(path.join(BLOBS, name).split(path.sep).join('/'))) continue;
      // A file deleted between the listing and now was deleted before the dump that follows; nothing refers to it.
      const bytes = await readIfPresent(path.join(target.dir, name));
      if (bytes) await keep(name, bytes);
    }
    return { entries, skipped };
  }
  for (const key of await listS3(target)) {
    if (!SAFE_NAME.test(key)) {
      skipped.push(key);
      continue;
    }
    if (done.has(`${BLOBS}/${key}`)) continue;
    const object = await getS3(target, key);
    if (!object) continue;
    await keep(key, object.body);
    await keep(`${key}.json`, Buffer.from(JSON.stringify(object.meta)));
  }
  return { entries, skipped };
};

/** On S3 a sidecar is the object's own metadata, not an object. */
const isSidecar = (entry: FileEntry, all: ReadonlySet<string>) =>
  entry.path.endsWith('.json') && all.has(entry.path.slice(0, -'.json'.length));

const blobEntries = (entries: FileEntry[]) => entries.filter((entry) => entry.path.startsWith(`${BLOBS}/`));

/** Writes the backup's blobs into the store. */
export const copyBlobsIn = async (target: BlobTarget, from: string, entries: FileEntry[]): Promise<number> => {
  const blobs = blobEntries(entries);
  const names = new Set(blobs.map((entry) => entry.path));
  let written = 0;
  for (const entry of blobs) {
    const bytes = await readFile(path.join(from, entry.path));
    const name = entry.path.slice(BLOBS.length + 1);
    if (target.kind === 'disk') {
      const file = path.join(target.dir, name);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes);
      written += 1;
      continue;
    }
    if (isSidecar(entry, names)) continue;
    const sidecar = await readIfPresent(path.join(from, `${entry.path}.json`));
    const meta = sidecar ? (JSON.parse(sidecar.toString('utf8')) as Partial<BlobMeta>) : {};
    await target.client.send(
      new PutObjectCommand({
        Bucket: target.bucket,
        Key: name,
        Body: bytes,
        ContentType: meta.contentType ?? 'application/octet-stream',
        Metadata: meta.filename ? { filename: meta.filename } : undefined,
      }),
    );
    written += 1;
  }
  return written;
};

/** The manifest's blob entries as the store now holds them, for verification; sidecars on S3 are not objects. */
export const blobsToVerify = (target: BlobTarget, entries: FileEntry[]): FileEntry[] => {
  const blobs = blobEntries(entries);
  if (target.kind === 'disk') return blobs;
  const names = new Set(blobs.map((entry) => entry.path));
  return blobs.filter((entry) => !isSidecar(entry, names));
};

export const readStoredBlob = async (target: BlobTarget, entry: FileEntry): Promise<Buffer | null> => {
  const name = entry.path.slice(BLOBS.length + 1);
  if (target.kind === 'disk') return readIfPresent(path.join(target.dir, name));
  return (await getS3(target, name))?.body ?? null;
};
