import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMARTQUOTE_ERROR_CODES, SMARTQUOTE_MESSAGES as M } from '@hearth/domain';
import { demoPhotoPng } from '../../seed/demo-photos';
import { demoCompanyId } from '../../seed/seed';
import { uniqueTag } from '../../test/factories';
import { createTestContext, errorsOf, type TestClient, type TestContext } from '../../test/harness';

let ctx: TestContext;
let staff: TestClient;
let id: string;
beforeAll(async () => {
  ctx = await createTestContext();
  staff = await ctx.signedIn('staff');
  const created = await staff.post('/api/v3/smartquotes', {
    companyId: demoCompanyId('hearth'),
    property: {
      street: `8 ${uniqueTag()} Road`,
      city: 'Mooloolaba',
      postcode: '4557',
      state: 'QLD',
      country: 'Australia',
    },
  });
  id = created.json().data.id;
});
afterAll(async () => {
  await ctx.close();
});

const put = (url: string, body: Buffer, contentType: string) =>
  staff.request({ method: 'PUT', url, rawBody: body as unknown as string, headers: { 'content-type': contentType } });
const photoUrl = async (type: string) => {
  const response = await staff.get(`/api/v3/smartquotes/${id}/photo-url?type=${type}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.attributes as { publicUrl: string; signedUrl: string; key: string };
};
const savePhoto = (photoKey: string | null) => staff.patch(`/api/v3/smartquotes/${id}`, { property: { photoKey } });

describe('the photo step', () => {
  it('uploads a PNG to the signed URL, saves its key and shows it back as a signed download', async () => {
    const { publicUrl, signedUrl, key } = await photoUrl('png');
    expect(key).toMatch(/^smartquote-photo\./);
    expect(publicUrl).toBe(`/api/v1/files/${key}`);
    const png = demoPhotoPng(3);
    expect((await put(signedUrl, png, 'image/png')).statusCode).toBe(204);
    const saved = await savePhoto(key);
    expect(saved.statusCode, saved.body).toBe(200);
    const shown = saved.json().data.attributes.property.photoUrl as string;
    expect(shown).toContain(key);
    expect(shown).toMatch(/signature=/);
    const served = await staff.get(shown);
    expect(served.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(served.rawPayload, png)).toBe(0);

    // A new photo replaces it, and the old file goes.
    const next = await photoUrl('jpg');
    const jpeg = Buffer.from(
      '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
      'base64',
    );
    expect((await put(next.signedUrl, jpeg, 'image/jpeg')).statusCode).toBe(204);
    expect((await savePhoto(next.key)).statusCode).toBe(200);
    expect((await staff.get(shown)).statusCode).toBe(404);
    const removed = await savePhoto(null);
    expect(removed.json().data.attributes.property.photoUrl).toBeNull();
  });

  it('refuses a text file sent as a PNG, at upload and when saved', async () => {
    const { signedUrl, key } = await photoUrl('png');
    const refused = await put(signedUrl, Buffer.from('not a picture at all, only words'), 'image/png');
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);
    const saved = await savePhoto(key);
    expect(saved.statusCode).toBe(400);
    expect(errorsOf(saved)[0]).toMatchObject({
      code: SMARTQUOTE_ERROR_CODES.photo,
      detail: M.savePhoto,
      source: { pointer: '/property/photoKey' },
    });
  });

  it('refuses a key never uploaded, a key of another purpose and a type that is not an image', async () => {
    const { key } = await photoUrl('jpeg');
    expect(errorsOf(await savePhoto(key))[0]?.detail).toBe(M.savePhoto);
    const logo = (await staff.get(`/api/v3/companies/${demoCompanyId('coastal-stays')}`)).json().data.attributes
      .settings.logoUrl as string;
    const logoKey = logo.split('?')[0]!.split('/').pop()!;
    expect(errorsOf(await savePhoto(logoKey))[0]?.code).toBe(SMARTQUOTE_ERROR_CODES.photo);
    expect((await savePhoto('../../etc/passwd')).statusCode).toBe(400);
    expect((await staff.get(`/api/v3/smartquotes/${id}/photo-url?type=gif`)).statusCode).toBe(400);
    expect((await staff.get(`/api/v3/smartquotes/${id}/photo-url`)).statusCode).toBe(400);
  });
});
