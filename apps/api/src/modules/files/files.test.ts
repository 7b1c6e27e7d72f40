import os from 'node:os';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_MESSAGES, PHOTO_ERROR_CODES, PHOTO_MAX_BYTES, type TPhotosDocument } from '@hearth/domain';
import { startLocalS3, type LocalS3 } from '../../adapters/blob/local-s3';
import { loadConfig } from '../../config';
import { propertyPhotos } from '../../db/schema';
import { demoPhotoPng } from '../../seed/demo-photos';
import { createProperty, uniqueTag } from '../../test/factories';
import { createTestContext, errorsOf, type TestClient, type TestContext } from '../../test/harness';
import { TEST_SECRETS } from '../../test/template';

/*
 * Signed file links and signed uploads through the API, on the disk store (the files route serves and takes the
 * bytes) and on S3 (s3rver on a random port: the browser PUTs to the bucket, the files route redirects reads).
 */
const PNG = demoPhotoPng(3);
const TEXT = Buffer.from('#!/bin/sh\necho not a picture\n'.repeat(10));
const AGO_20_MINUTES = () => new Date(Date.now() - 20 * 60 * 1000);
/** A PNG a byte over the 20 MB cap (the bytes after the picture are padding). */
const oversized = () => Buffer.concat([PNG, Buffer.alloc(PHOTO_MAX_BYTES + 1 - PNG.length)]);

const put = (client: TestClient, url: string, body: Buffer, contentType: string) =>
  client.request({ method: 'PUT', url, rawBody: body as unknown as string, headers: { 'content-type': contentType } });

const photoUrl = async (client: TestClient, propertyId: string, type: 'png' | 'jpeg' | 'jpg') => {
  const answer = await client.get(`/api/v3/properties/${propertyId}/photo-url?type=${type}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data.attributes as { publicUrl: string; signedUrl: string; expiresAt: string };
};

const keyOf = (url: string) => new URL(url, 'http://x').pathname.split('/').pop()!;

describe('on disk', () => {
  let ctx: TestContext;
  let editor: TestClient;
  let home: string;
  beforeAll(async () => {
    ctx = await createTestContext();
    editor = await ctx.signedIn('editor');
    home = await createProperty(ctx.db, { name: `${uniqueTag()} Files` });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('serves an uploaded file by its signed link with nosniff and a disposition, once', async () => {
    const { publicUrl, signedUrl, expiresAt } = await photoUrl(editor, home, 'png');
    expect(signedUrl).toMatch(/^\/api\/v1\/files\/property-photo\.[0-9a-f-]{36}\?/);
    expect(Math.round((Date.parse(expiresAt) - Date.now()) / 60000)).toBe(15);
    expect((await put(editor, signedUrl, PNG, 'image/png')).statusCode).toBe(204);
    // The link is spent: the same bytes, or others, cannot replace the file.
    const again = await put(editor, signedUrl, PNG, 'image/png');
    expect(again.statusCode).toBe(409);
    expect(errorsOf(again)[0]?.detail).toBe(FILE_MESSAGES.alreadyUploaded);
    const served = await editor.get(ctx.app.blob.signedUrl(keyOf(publicUrl)));
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'content-disposition': `inline; filename="${keyOf(publicUrl)}.png"`,
    });
    expect(Buffer.compare(served.rawPayload, PNG)).toBe(0);
  });

  it('stores exactly one of eight uploads sent to one link at once; the rest answer 409 (issue 29 E)', async () => {
    const { publicUrl, signedUrl } = await photoUrl(editor, home, 'png');
    // Eight different pictures: whichever is stored must be the one upload that answered 204.
    const bodies = Array.from({ length: 8 }, (_, i) => Buffer.concat([PNG, Buffer.from(`#${i}`)]));
    const answers = await Promise.all(bodies.map((body) => put(editor, signedUrl, body, 'image/png')));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 204)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(7);
    const served = await editor.get(ctx.app.blob.signedUrl(keyOf(publicUrl)));
    expect(Buffer.compare(served.rawPayload, bodies[statuses.indexOf(204)]!)).toBe(0);
  });

  it('refuses an expired or tampered file link with a 404', async () => {
    const { publicUrl, signedUrl } = await photoUrl(editor, home, 'png');
    await put(editor, signedUrl, PNG, 'image/png');
    const key = keyOf(publicUrl);
    const good = new URL(ctx.app.blob.signedUrl(key), 'http://x');
    const variants = [
      ctx.app.blob.signedUrl(key, { now: AGO_20_MINUTES() }),
      `${good.pathname}?expires=${Number(good.searchParams.get('expires')) + 3600}&signature=${good.searchParams.get('signature')}`,
      `${good.pathname}?expires=${good.searchParams.get('expires')}&signature=${good.searchParams.get('signature')!.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}`,
      `/api/v1/files/property-photo.${crypto.randomUUID()}${good.search}`,
    ];
    for (const url of variants) {
      const answer = await editor.get(url);
      expect(answer.statusCode, url).toBe(404);
      expect(errorsOf(answer)[0]?.code).toBe('NOT_FOUND');
    }
  });

  it('refuses a PNG renamed .jpg and a text file renamed .png', async () => {
    const asJpeg = await photoUrl(editor, home, 'jpg');
    const renamed = await put(editor, asJpeg.signedUrl, PNG, 'image/jpeg');
    expect(renamed.statusCode).toBe(415);
    expect(errorsOf(renamed)[0]).toMatchObject({ code: 'UPLOAD_WRONG_TYPE', detail: FILE_MESSAGES.wrongType });
    const asPng = await photoUrl(editor, home, 'png');
    expect((await put(editor, asPng.signedUrl, TEXT, 'image/png')).statusCode).toBe(415);
    // Nor does a header other than the one signed for get through.
    expect((await put(editor, asPng.signedUrl, PNG, 'image/jpeg')).statusCode).toBe(415);
    for (const { publicUrl } of [asJpeg, asPng]) {
      expect(await ctx.app.blob.get(keyOf(publicUrl))).toBeNull();
      const save = await editor.patch(`/api/v3/properties/${home}/photos`, {
        photos: [{ publicUrl, category: 'general' }],
      });
      expect(errorsOf(save)[0]?.code).toBe(PHOTO_ERROR_CODES.notUploaded);
    }
  });

  it('refuses an upload over 20 MB', async () => {
    const { publicUrl, signedUrl } = await photoUrl(editor, home, 'png');
    const answer = await put(editor, signedUrl, oversized(), 'image/png');
    expect(answer.statusCode).toBe(413);
    expect(await ctx.app.blob.get(keyOf(publicUrl))).toBeNull();
  });

  it('refuses an expired or tampered upload link with a 403', async () => {
    const key = ctx.app.blob.newKey('property-photo');
    const expired = await ctx.app.blob.signedUploadUrl(key, {
      contentType: 'image/png',
      maxBytes: PHOTO_MAX_BYTES,
      now: AGO_20_MINUTES(),
    });
    const fresh = (await photoUrl(editor, home, 'png')).signedUrl;
    for (const url of [
      expired.url,
      fresh.replace(/maxBytes=\d+/, `maxBytes=${PHOTO_MAX_BYTES - 1}`),
      fresh.replace('contentType=image%2Fpng', 'contentType=image%2Fjpeg'),
      fresh.replace(/files\/[^?]+/, `files/property-photo.${crypto.randomUUID()}`),
    ]) {
      const answer = await put(editor, url, PNG, url.includes('jpeg') ? 'image/jpeg' : 'image/png');
      expect(answer.statusCode, url).toBe(403);
      expect(errorsOf(answer)[0]?.code).toBe('UPLOAD_LINK_INVALID');
    }
  });
});

const s3Env = (local: LocalS3): Record<string, string> => ({
  DATA_DIR: os.tmpdir(),
  SESSION_SECRET: TEST_SECRETS.sessionSecret,
  FILE_SIGNING_SECRET: TEST_SECRETS.fileSigningSecret,
  S3_BUCKET: local.settings.bucket,
  S3_REGION: local.settings.region,
  S3_ENDPOINT: local.settings.endpoint!,
  S3_FORCE_PATH_STYLE: 'true',
  S3_ACCESS_KEY_ID: local.settings.accessKeyId!,
  S3_SECRET_ACCESS_KEY: local.settings.secretAccessKey!,
});

describe('S3 settings', () => {
  it('are read from S3_*, need both keys or neither, and are off without S3_BUCKET', () => {
    const local = {
      settings: {
        bucket: 'hearth-photos',
        region: 'ap-southeast-2',
        endpoint: 'http://127.0.0.1:1',
        forcePathStyle: true,
        accessKeyId: 'k',
        secretAccessKey: 's',
      },
    } as LocalS3;
    expect(loadConfig(s3Env(local)).s3).toEqual(local.settings);
    const { S3_BUCKET: _bucket, ...withoutBucket } = s3Env(local);
    expect(loadConfig(withoutBucket).s3).toBeUndefined();
    const { S3_SECRET_ACCESS_KEY: _secret, ...oneKey } = s3Env(local);
    expect(() => loadConfig(oneKey)).toThrow(/S3_SECRET_ACCESS_KEY: Set both S3 keys, or neither/);
    const {
      S3_ACCESS_KEY_ID: _id,
      S3_SECRET_ACCESS_KEY: _key,
      S3_REGION: _region,
      S3_FORCE_PATH_STYLE: _path,
      ...roleOnly
    } = s3Env(local);
    expect(loadConfig(roleOnly).s3).toEqual({
      bucket: 'hearth-photos',
      region: 'ap-southeast-2',
      endpoint: 'http://127.0.0.1:1',
      forcePathStyle: false,
      accessKeyId: undefined,
      secretAccessKey: undefined,
    });
  });
});

describe('on S3', () => {
  let local: LocalS3;
  let ctx: TestContext;
  let editor: TestClient;
  let home: string;
  beforeAll(async () => {
    local = await startLocalS3();
    // The store is chosen from the environment, as in production: S3_BUCKET and the rest of S3_*.
    const s3 = loadConfig(s3Env(local)).s3;
    expect(s3).toEqual(local.settings);
    ctx = await createTestContext({ config: { s3 } });
    editor = await ctx.signedIn('editor');
    home = await createProperty(ctx.db, { name: `${uniqueTag()} S3` });
  });
  afterAll(async () => {
    await ctx?.close();
    await local?.close();
  });

  /** The browser's PUT, straight to the bucket (no CSRF token: the bucket never sees our cookies). */
  const putToBucket = (url: string, body: Buffer, contentType: string) =>
    fetch(url, { method: 'PUT', body, headers: { 'content-type': contentType } });
  const bucketHas = async (publicUrl: string) => (await ctx.app.blob.get(keyOf(publicUrl))) !== null;
  const save = (publicUrl: string) =>
    editor.patch(`/api/v3/properties/${home}/photos`, { photos: [{ publicUrl, category: 'general' }] });

  it('uploads to a presigned PUT, makes the thumbnail in the bucket and redirects reads to presigned GETs', async () => {
    const { publicUrl, signedUrl } = await photoUrl(editor, home, 'png');
    expect(signedUrl.startsWith(`${local.settings.endpoint}/${local.settings.bucket}/property-photo.`)).toBe(true);
    expect((await putToBucket(signedUrl, PNG, 'image/png')).status).toBe(200);
    const saved = await save(publicUrl);
    expect(saved.statusCode, saved.body).toBe(200);
    const [photo] = (saved.json() as TPhotosDocument).data.attributes.photos;
    // Links stay our own, signed for 15 minutes; a read answers 302 to a freshly presigned S3 GET.
    expect(photo!.url).toMatch(/^\/api\/v1\/files\/property-photo\./);
    for (const [url, width] of [
      [photo!.url, 800],
      [photo!.thumbnailUrl, 300],
    ] as const) {
      const answer = await editor.get(url);
      expect(answer.statusCode).toBe(302);
      const location = answer.headers.location as string;
      expect(location.startsWith(`${local.settings.endpoint}/${local.settings.bucket}/`)).toBe(true);
      expect(new URL(location).searchParams.get('X-Amz-Expires')).toBe('900');
      const served = await fetch(location);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(width);
    }
    const [row] = await ctx.db.select().from(propertyPhotos).where(eq(propertyPhotos.propertyId, home));
    expect(await ctx.app.blob.get(row!.thumbKey!)).not.toBeNull();
  });

  it('refuses an expired or tampered file link with a 404, as on disk', async () => {
    const key = await ctx.app.blob.put({ prefix: 'test', body: PNG, contentType: 'image/png', filename: 'a.png' });
    expect((await editor.get(ctx.app.blob.signedUrl(key))).statusCode).toBe(302);
    expect((await editor.get(ctx.app.blob.signedUrl(key, { now: AGO_20_MINUTES() }))).statusCode).toBe(404);
    const tampered = ctx.app.blob
      .signedUrl(key)
      .replace(/signature=(.)/, (_, c) => `signature=${c === 'A' ? 'B' : 'A'}`);
    expect((await editor.get(tampered)).statusCode).toBe(404);
  });

  it('checks the bytes before a key is used: a PNG renamed .jpg, a text file renamed .png, an upload over 20 MB', async () => {
    const cases: [Buffer, 'png' | 'jpg', string][] = [
      [PNG, 'jpg', 'image/jpeg'],
      [TEXT, 'png', 'image/png'],
      [oversized(), 'png', 'image/png'],
    ];
    for (const [body, type, contentType] of cases) {
      const { publicUrl, signedUrl } = await photoUrl(editor, home, type);
      // The bucket takes whatever the signed PUT carries; S3 cannot look inside.
      expect((await putToBucket(signedUrl, body, contentType)).status).toBe(200);
      expect(await bucketHas(publicUrl)).toBe(true);
      const answer = await save(publicUrl);
      expect(answer.statusCode).toBe(400);
      expect(errorsOf(answer)[0]?.code).toBe(PHOTO_ERROR_CODES.notUploaded);
      expect(await bucketHas(publicUrl)).toBe(false);
    }
    expect((await ctx.db.select().from(propertyPhotos).where(eq(propertyPhotos.propertyId, home))).length).toBe(1);
  });

  it('refuses an expired presigned upload, and never takes an upload through the API’s own PUT route', async () => {
    const key = ctx.app.blob.newKey('property-photo');
    const expired = await ctx.app.blob.signedUploadUrl(key, {
      contentType: 'image/png',
      maxBytes: PHOTO_MAX_BYTES,
      now: AGO_20_MINUTES(),
    });
    expect((await putToBucket(expired.url, PNG, 'image/png')).status).toBe(403);
    const expires = Math.floor(Date.now() / 1000) + 600;
    const ours = `/api/v1/files/${key}?expires=${expires}&contentType=image%2Fpng&maxBytes=1000&signature=x`;
    expect((await put(editor, ours, PNG, 'image/png')).statusCode).toBe(403);
  });
});
