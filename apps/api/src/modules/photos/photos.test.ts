import { and, asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_ERROR_CODES, PHOTO_MESSAGES, type TPhotosDocument } from '@hearth/domain';
import { auditLog, propertyPhotos } from '../../db/schema';
import { demoPhotoPng } from '../../seed/demo-photos';
import { demoUserId } from '../../seed/seed';
import { createProperty, uniqueTag } from '../../test/factories';
import { createTestContext, errorsOf, type TestClient, type TestContext } from '../../test/harness';

let ctx: TestContext;
let editor: TestClient;
let owner: TestClient;
let staff: TestClient;
let home: string;
let ownersHome: string;

const PNG = demoPhotoPng(1);
let JPEG: Buffer;

beforeAll(async () => {
  ctx = await createTestContext();
  [editor, owner, staff] = await Promise.all([ctx.signedIn('editor'), ctx.signedIn('owner'), ctx.signedIn('staff')]);
  home = await createProperty(ctx.db, { name: `${uniqueTag()} Photos` });
  ownersHome = await createProperty(ctx.db, { name: `${uniqueTag()} Owned` }, { owners: [demoUserId('owner')] });
  JPEG = await sharp(demoPhotoPng(2)).jpeg({ quality: 85 }).toBuffer();
});
afterAll(async () => {
  await ctx.close();
});

const put = (client: TestClient, url: string, body: Buffer, contentType: string) =>
  client.request({ method: 'PUT', url, rawBody: body as unknown as string, headers: { 'content-type': contentType } });

/** What the uploader does: ask for a signed URL, PUT the file there; answers the publicUrl to save. */
const uploadPhoto = async (propertyId: string, body: Buffer, type: 'png' | 'jpeg' | 'jpg') => {
  const link = await editor.get(`/api/v3/properties/${propertyId}/photo-url?type=${type}`);
  expect(link.statusCode, link.body).toBe(200);
  const { publicUrl, signedUrl } = link.json().data.attributes;
  const sent = await put(editor, signedUrl, body, type === 'png' ? 'image/png' : 'image/jpeg');
  expect(sent.statusCode, sent.body).toBe(204);
  return publicUrl as string;
};

const photosOf = async (propertyId: string, client = editor) => {
  const answer = await client.get(`/api/v3/properties/${propertyId}/photos`);
  expect(answer.statusCode, answer.body).toBe(200);
  return (answer.json() as TPhotosDocument).data.attributes;
};

const save = (propertyId: string, photos: unknown[]) =>
  editor.patch(`/api/v3/properties/${propertyId}/photos`, { photos });

describe('photos of a property', () => {
  it('saves two uploads in order, with 300 px thumbnails made by the server', async () => {
    const first = await uploadPhoto(home, PNG, 'png');
    const second = await uploadPhoto(home, JPEG, 'jpg');
    const saved = await save(home, [
      { publicUrl: first, category: 'general', caption: 'The deck' },
      { publicUrl: second, category: 'general' },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    const { photos, primaryPhoto } = (saved.json() as TPhotosDocument).data.attributes;
    expect(photos.map((p) => [p.category, p.caption])).toEqual([
      ['general', 'The deck'],
      ['general', null],
    ]);
    expect(primaryPhoto).toBe(photos[0]!.url);
    // The original comes back as uploaded; the thumbnail is 300 px wide, in the same format.
    const original = await editor.get(photos[0]!.url);
    expect(Buffer.compare(original.rawPayload, PNG)).toBe(0);
    for (const [photo, format] of [
      [photos[0]!, 'png'],
      [photos[1]!, 'jpeg'],
    ] as const) {
      const thumbnail = await editor.get(photo.thumbnailUrl);
      expect(thumbnail.statusCode).toBe(200);
      const meta = await sharp(thumbnail.rawPayload).metadata();
      expect([meta.width, meta.format]).toEqual([300, format]);
    }
    const rows = await ctx.db.select().from(propertyPhotos).where(eq(propertyPhotos.propertyId, home));
    expect(rows.every((row) => row.thumbKey?.startsWith('property-photo-thumb.'))).toBe(true);
  });

  it('persists a new order and categories, and keeps check-out photos off the cover', async () => {
    const before = await photosOf(home);
    const [a, b] = before.photos;
    const reordered = await save(home, [
      { id: b!.id, category: 'general' },
      { id: a!.id, category: 'check-out' },
    ]);
    expect(reordered.statusCode, reordered.body).toBe(200);
    const after = await photosOf(home);
    expect(after.photos.map((p) => [p.id, p.category, p.caption])).toEqual([
      [b!.id, 'general', null],
      [a!.id, 'check-out', 'The deck'],
    ]);
    const positions = await ctx.db
      .select({ id: propertyPhotos.id, position: propertyPhotos.position })
      .from(propertyPhotos)
      .where(eq(propertyPhotos.propertyId, home))
      .orderBy(asc(propertyPhotos.position));
    expect(positions).toEqual([
      { id: b!.id, position: 0 },
      { id: a!.id, position: 1 },
    ]);
    // The first general photo is the cover, whatever place a check-out photo has.
    await save(home, [
      { id: a!.id, category: 'check-out' },
      { id: b!.id, category: 'general' },
    ]);
    const cover = await photosOf(home);
    expect(cover.photos[0]!.category).toBe('check-out');
    expect(new URL(cover.primaryPhoto!, 'http://x').pathname).toBe(new URL(cover.photos[1]!.url, 'http://x').pathname);
  });

  it('deletes a photo left out of the list, with its files, and writes every change to the property’s history', async () => {
    const { photos } = await photosOf(home);
    const gone = photos.find((p) => p.category === 'check-out')!;
    const kept = photos.find((p) => p.category === 'general')!;
    const saved = await save(home, [{ id: kept.id, category: 'general' }]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await photosOf(home)).photos.map((p) => p.id)).toEqual([kept.id]);
    expect((await editor.get(gone.url)).statusCode).toBe(404);
    expect((await editor.get(gone.thumbnailUrl)).statusCode).toBe(404);

    const entries = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'property'), eq(auditLog.entityId, home)))
      .orderBy(asc(auditLog.id));
    expect(entries.map((e) => e.action)).toEqual(Array(4).fill('property.photos.update'));
    expect(entries.every((e) => e.actorUserId === demoUserId('editor'))).toBe(true);
    expect(entries.at(-1)?.after).toEqual({ generalPhotos: [kept.id], checkOutPhotos: [] });
    expect(JSON.stringify(entries)).not.toContain('property-photo.');
    // Saving the same list again changes nothing and writes nothing.
    await save(home, [{ id: kept.id, category: 'general' }]);
    const again = await ctx.db.select().from(auditLog).where(eq(auditLog.entityId, home));
    expect(again).toHaveLength(4);
  });

  it('keeps files another property still shows when a photo is deleted (demo photos share theirs)', async () => {
    const other = await createProperty(ctx.db, { name: `${uniqueTag()} Shared` });
    const [shared] = await ctx.db.select().from(propertyPhotos).limit(1);
    await ctx.db.insert(propertyPhotos).values({ propertyId: other, position: 0, blobKey: shared!.blobKey });
    const { photos } = await photosOf(other);
    expect((await save(other, [])).statusCode).toBe(200);
    expect(await ctx.app.blob.get(shared!.blobKey)).not.toBeNull();
    // A photo made before thumbnails shows itself as its thumbnail.
    expect(photos[0]!.thumbnailUrl.split('?')[0]).toBe(photos[0]!.url.split('?')[0]);
  });
});

describe('bad photo lists', () => {
  it('refuses a type other than jpg, jpeg or png', async () => {
    for (const type of ['gif', 'svg', 'pdf', '']) {
      const answer = await editor.get(`/api/v3/properties/${home}/photo-url?type=${type}`);
      expect(answer.statusCode, type).toBe(400);
    }
  });

  it('refuses ids of other properties, uploads never made, keys of other purposes and duplicates', async () => {
    const elsewhere = await createProperty(ctx.db, { name: `${uniqueTag()} Elsewhere` });
    const url = await uploadPhoto(elsewhere, PNG, 'png');
    const [theirs] = (await save(elsewhere, [{ publicUrl: url, category: 'general' }])).json().data.attributes.photos;
    const cases: [unknown[], string, string][] = [
      [[{ id: theirs.id, category: 'general' }], PHOTO_ERROR_CODES.unknown, '/photos/0/id'],
      // Already another photo's file.
      [[{ publicUrl: url, category: 'general' }], PHOTO_ERROR_CODES.notUploaded, '/photos/0/publicUrl'],
      [
        [{ publicUrl: `/api/v1/files/property-photo.${crypto.randomUUID()}`, category: 'general' }],
        PHOTO_ERROR_CODES.notUploaded,
        '/photos/0/publicUrl',
      ],
      [
        [{ publicUrl: `/api/v1/files/company-logo.${crypto.randomUUID()}`, category: 'general' }],
        PHOTO_ERROR_CODES.notUploaded,
        '/photos/0/publicUrl',
      ],
      [
        [{ publicUrl: 'https://example.com/a.jpg', category: 'general' }],
        PHOTO_ERROR_CODES.notUploaded,
        '/photos/0/publicUrl',
      ],
    ];
    for (const [photos, code, pointer] of cases) {
      const answer = await save(home, photos);
      expect(answer.statusCode, answer.body).toBe(400);
      expect(errorsOf(answer)[0]).toMatchObject({ code, source: { pointer } });
    }
    const twice = await uploadPhoto(home, PNG, 'png');
    const duplicate = await save(home, [
      { publicUrl: twice, category: 'general' },
      { publicUrl: twice, category: 'general' },
    ]);
    expect(duplicate.statusCode).toBe(400);
    expect(errorsOf(duplicate)[0]?.detail).toBe(PHOTO_MESSAGES.duplicate);
    for (const body of [
      { photos: [{ publicUrl: twice, category: 'cover' }] },
      { photos: [{ publicUrl: twice, id: theirs.id, category: 'general' }] },
      { photos: [{ publicUrl: twice, category: 'general', blobKey: 'x' }] },
      { photos: 'all' },
      { photos: Array.from({ length: 101 }, () => ({ id: theirs.id, category: 'general' })) },
      {},
    ]) {
      expect((await editor.patch(`/api/v3/properties/${home}/photos`, body)).statusCode, JSON.stringify(body)).toBe(
        400,
      );
    }
    // None of it changed the list.
    expect((await photosOf(home)).photos).toHaveLength(1);
  });

  it('refuses a file whose first bytes say png but which is not an image, and deletes it', async () => {
    const broken = Buffer.concat([PNG.subarray(0, 64), Buffer.alloc(200)]);
    const url = await uploadPhoto(home, broken, 'png');
    const answer = await save(home, [{ publicUrl: url, category: 'general' }]);
    expect(answer.statusCode).toBe(400);
    expect(errorsOf(answer)[0]).toMatchObject({
      code: PHOTO_ERROR_CODES.unreadable,
      detail: PHOTO_MESSAGES.unreadable,
    });
    expect(await ctx.app.blob.get(url.split('/').pop()!)).toBeNull();
  });
});

describe('instructions and manuals', () => {
  it('answer a key and a signed URL for an image, or a PDF for a manual', async () => {
    const instructions = await editor.get(`/api/v3/properties/${home}/instructions/photo-url`);
    expect(instructions.statusCode, instructions.body).toBe(200);
    expect(instructions.json().s3Key).toMatch(/^property-instructions\./);
    expect(instructions.json().signedUrl).toContain('contentType=image%2Fjpeg');

    const pdf = (await editor.get(`/api/v3/properties/${home}/manuals/attachment-url?type=pdf`)).json();
    expect(pdf.s3Key).toMatch(/^property-manual\./);
    const document = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    expect((await put(editor, pdf.signedUrl, document, 'application/pdf')).statusCode).toBe(204);
    expect((await ctx.app.blob.get(pdf.s3Key))?.meta.contentType).toBe('application/pdf');
    const notPdf = (await editor.get(`/api/v3/properties/${home}/manuals/attachment-url?type=pdf`)).json();
    expect((await put(editor, notPdf.signedUrl, PNG, 'application/pdf')).statusCode).toBe(415);

    const image = (await editor.get(`/api/v3/properties/${home}/manuals/attachment-url`)).json();
    expect(image.signedUrl).toContain('contentType=image%2Fjpeg');
    expect((await editor.get(`/api/v3/properties/${home}/manuals/attachment-url?type=docx`)).statusCode).toBe(400);
  });
});

describe('who may see and change photos', () => {
  it('lets only property editors upload and save; whoever reaches the property sees its photos', async () => {
    for (const client of [owner, staff]) {
      expect((await client.get(`/api/v3/properties/${ownersHome}/photo-url?type=png`)).statusCode).toBe(403);
      expect((await client.patch(`/api/v3/properties/${ownersHome}/photos`, { photos: [] })).statusCode).toBe(403);
      expect((await client.get(`/api/v3/properties/${ownersHome}/instructions/photo-url`)).statusCode).toBe(403);
    }
    expect((await photosOf(ownersHome, owner)).photos).toEqual([]);
    expect((await owner.get(`/api/v3/properties/${home}/photos`)).statusCode).toBe(404);
    expect((await editor.get(`/api/v3/properties/${crypto.randomUUID()}/photo-url?type=png`)).statusCode).toBe(404);
    expect((await editor.get(`/api/v3/properties/not-an-id/photos`)).statusCode).toBe(400);
    expect((await ctx.client().get(`/api/v3/properties/${home}/photos`)).statusCode).toBe(401);
  });
});
