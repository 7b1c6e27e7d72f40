import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_MAX_BYTES } from '@hearth/domain';
import { demoPhotoPng } from '../../seed/demo-photos';
import { createDiskBlobStore } from './disk';
import { startLocalS3, type LocalS3 } from './local-s3';
import { createS3BlobStore } from './s3';
import type { BlobStore } from './types';

/*
 * The blob store's contract, on disk and on S3 (s3rver on a random port with a temporary directory): links that
 * expire in 15 minutes and break when touched, uploads whose bytes are checked before a key is used.
 */
const SECRET = 'blob-store-test-signing-secret-0123456789';
const PNG = demoPhotoPng(0);
const TEXT = Buffer.from('just some words, not a picture at all\n'.repeat(20));
const AGO_20_MINUTES = () => new Date(Date.now() - 20 * 60 * 1000);

let dir: string;
let local: LocalS3;
let s3: ReturnType<typeof createS3BlobStore>;
const stores: Record<'disk' | 's3', () => BlobStore> = { disk: () => disk, s3: () => s3 };
let disk: BlobStore;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'hearth-blob-test-'));
  disk = createDiskBlobStore({ dir, signingSecret: SECRET });
  local = await startLocalS3();
  s3 = createS3BlobStore({ ...local.settings, signingSecret: SECRET });
});
afterAll(async () => {
  s3?.close();
  await local?.close();
  await rm(dir, { recursive: true, force: true });
});

/** Stores `body` as a browser would: a PUT to the signed upload URL (S3), or straight in (the disk's PUT route is the API's). */
const upload = async (store: BlobStore, key: string, body: Buffer, contentType: string) => {
  if (store === disk) return disk.putAt(key, { body, contentType, filename: 'upload' });
  const { url } = await s3.signedUploadUrl(key, { contentType, maxBytes: PHOTO_MAX_BYTES });
  const answer = await fetch(url, { method: 'PUT', body, headers: { 'content-type': contentType } });
  expect(answer.status).toBe(200);
};

describe.each(['disk', 's3'] as const)('the %s blob store', (name) => {
  const store = () => stores[name]();

  it('keeps, serves and deletes a file', async () => {
    const key = await store().put({ prefix: 'test', body: PNG, contentType: 'image/png', filename: 'a.png' });
    expect(key).toMatch(/^test\.[0-9a-f-]{36}$/);
    const got = await store().get(key);
    expect(got?.meta).toMatchObject({ contentType: 'image/png', size: PNG.length });
    expect(Buffer.compare(got!.body, PNG)).toBe(0);
    const opened = await store().open(key);
    if (name === 'disk') {
      expect(opened?.kind).toBe('bytes');
    } else {
      // A presigned GET of the bucket, with the type and an inline disposition set by the signature.
      expect(opened?.kind).toBe('redirect');
      const url = opened?.kind === 'redirect' ? opened.url : '';
      expect(url).toContain(`${local.settings.endpoint}/${local.settings.bucket}/${key}?`);
      expect(new URL(url).searchParams.get('X-Amz-Expires')).toBe('900');
      const served = await fetch(url);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(served.headers.get('content-disposition')).toBe('inline; filename="a.png"');
      expect(Buffer.compare(Buffer.from(await served.arrayBuffer()), PNG)).toBe(0);
    }
    await store().delete(key);
    expect(await store().get(key)).toBeNull();
    expect(await store().open(key)).toBeNull();
    await store().delete(key);
  });

  it('signs its own file links for 15 minutes, and refuses an expired or tampered one', () => {
    const key = store().newKey('test');
    const read = (url: string) => {
      const { searchParams, pathname } = new URL(url, 'http://x');
      return {
        key: pathname.split('/').pop()!,
        expires: Number(searchParams.get('expires')),
        signature: searchParams.get('signature')!,
      };
    };
    const now = new Date();
    const link = read(store().signedUrl(key, { now }));
    expect(link.expires).toBe(Math.floor(now.getTime() / 1000) + 900);
    expect(store().verifySignature(link)).toBe(true);
    expect(store().verifySignature(read(store().signedUrl(key, { now: AGO_20_MINUTES() })))).toBe(false);
    expect(store().verifySignature({ ...link, expires: link.expires + 3600 })).toBe(false);
    expect(store().verifySignature({ ...link, signature: `${link.signature.slice(0, -2)}xx` })).toBe(false);
    expect(store().verifySignature({ ...link, key: store().newKey('test') })).toBe(false);
  });

  it('accepts an upload whose bytes are its type, within the cap', async () => {
    const key = store().newKey('test');
    await upload(store(), key, PNG, 'image/png');
    const meta = await store().verifyUpload(key, {
      contentTypes: ['image/png', 'image/jpeg'],
      maxBytes: PHOTO_MAX_BYTES,
    });
    expect(meta).toMatchObject({ contentType: 'image/png', size: PNG.length });
  });

  it('refuses a PNG sent as a jpg and a text file sent as a png, and deletes them', async () => {
    for (const [body, type] of [
      [PNG, 'image/jpeg'],
      [TEXT, 'image/png'],
    ] as const) {
      const key = store().newKey('test');
      await upload(store(), key, body, type);
      expect(await store().verifyUpload(key, { contentTypes: [type], maxBytes: PHOTO_MAX_BYTES })).toBeNull();
      expect(await store().get(key)).toBeNull();
    }
  });

  it('does not judge a file of another type by these rules, and answers null for a file never uploaded', async () => {
    const key = store().newKey('test');
    await upload(store(), key, PNG, 'image/png');
    expect(
      await store().verifyUpload(key, { contentTypes: ['application/pdf'], maxBytes: PHOTO_MAX_BYTES }),
    ).toBeNull();
    expect(await store().get(key)).not.toBeNull();
    expect(
      await store().verifyUpload(store().newKey('test'), { contentTypes: ['image/png'], maxBytes: 10 }),
    ).toBeNull();
    expect(await store().verifyUpload('../secrets.json', { contentTypes: ['image/png'], maxBytes: 10 })).toBeNull();
  });
});

describe('uploads on disk', () => {
  it('sign the key, expiry, type and cap into the link, so none can be changed', async () => {
    const key = disk.newKey('test');
    const { url, expiresAt } = await disk.signedUploadUrl(key, { contentType: 'image/png', maxBytes: 1000 });
    expect(expiresAt.getTime() - Date.now()).toBeGreaterThan(14 * 60 * 1000);
    const q = new URL(url, 'http://x').searchParams;
    const grant = {
      key,
      contentType: q.get('contentType')!,
      maxBytes: Number(q.get('maxBytes')),
      expires: Number(q.get('expires')),
      signature: q.get('signature')!,
    };
    expect(disk.verifyUploadSignature(grant)).toBe(true);
    expect(disk.verifyUploadSignature({ ...grant, contentType: 'text/html' })).toBe(false);
    expect(disk.verifyUploadSignature({ ...grant, maxBytes: 2000 })).toBe(false);
    expect(disk.verifyUploadSignature({ ...grant, key: disk.newKey('test') })).toBe(false);
    expect(disk.verifyUploadSignature({ ...grant, now: new Date(Date.now() + 16 * 60 * 1000) })).toBe(false);
  });
});

describe('uploads on S3', () => {
  it('are presigned PUTs of 15 minutes with the content type signed in', async () => {
    const key = s3.newKey('test');
    const { url, expiresAt } = await s3.signedUploadUrl(key, { contentType: 'image/jpeg', maxBytes: PHOTO_MAX_BYTES });
    const q = new URL(url).searchParams;
    expect(url.startsWith(`${local.settings.endpoint}/${local.settings.bucket}/${key}?`)).toBe(true);
    expect(q.get('X-Amz-Expires')).toBe('900');
    expect(q.get('X-Amz-SignedHeaders')?.split(';')).toContain('content-type');
    expect(Math.round((expiresAt.getTime() - Date.now()) / 60000)).toBe(15);
    // Our own PUT route is never the way in on S3.
    expect(s3.verifyUploadSignature({ key, contentType: 'image/jpeg', maxBytes: 1, expires: 0, signature: '' })).toBe(
      false,
    );
  });

  it('refuses an expired upload link', async () => {
    const key = s3.newKey('test');
    const { url } = await s3.signedUploadUrl(key, {
      contentType: 'image/png',
      maxBytes: PHOTO_MAX_BYTES,
      now: AGO_20_MINUTES(),
    });
    const answer = await fetch(url, { method: 'PUT', body: PNG, headers: { 'content-type': 'image/png' } });
    expect(answer.status).toBe(403);
    expect(await answer.text()).toContain('Request has expired');
    expect(await s3.get(key)).toBeNull();
  });

  it('keeps a checked copy, so a second PUT to the still-valid link changes nothing that is used', async () => {
    const key = s3.newKey('test');
    const { url } = await s3.signedUploadUrl(key, { contentType: 'image/png', maxBytes: PHOTO_MAX_BYTES });
    const put = (body: Buffer) => fetch(url, { method: 'PUT', body, headers: { 'content-type': 'image/png' } });
    expect((await put(PNG)).status).toBe(200);
    const kept = await s3.verifyUpload(key, { contentTypes: ['image/png'], maxBytes: PHOTO_MAX_BYTES });
    expect(kept).toMatchObject({ contentType: 'image/png', size: PNG.length });
    expect(kept?.key).toMatch(/^test\./);
    expect(kept?.key).not.toBe(key);
    expect(await s3.get(key)).toBeNull();

    // The link lives 15 minutes: other bytes sent to it land on the upload key, never on the kept one.
    expect((await put(TEXT)).status).toBe(200);
    expect((await s3.get(kept?.key ?? ''))?.body.equals(PNG)).toBe(true);
    // And that upload key, checked again, is refused (its bytes are not a PNG) and deleted.
    expect(await s3.verifyUpload(key, { contentTypes: ['image/png'], maxBytes: PHOTO_MAX_BYTES })).toBeNull();
    expect(await s3.get(key)).toBeNull();
  });

  it('deletes an upload over the cap when it is checked (a presigned PUT cannot cap its size)', async () => {
    const key = s3.newKey('test');
    const big = Buffer.concat([PNG, Buffer.alloc(PHOTO_MAX_BYTES + 1 - PNG.length)]);
    await upload(s3, key, big, 'image/png');
    expect(await s3.verifyUpload(key, { contentTypes: ['image/png'], maxBytes: PHOTO_MAX_BYTES })).toBeNull();
    expect(await s3.get(key)).toBeNull();
  });
});
