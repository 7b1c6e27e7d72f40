import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DOCUMENT_MESSAGES,
  NEWSLETTER_ERROR_CODES,
  NEWSLETTER_FIELD_MESSAGES,
  NEWSLETTER_MESSAGES,
  type TDocumentItem,
  type TNewsletterItem,
} from '@hearth/domain';
import { auditLog, documents } from '../../db/schema';
import { demoPhotoPng } from '../../seed/demo-photos';
import { uniqueTag } from '../../test/factories';
import { createTestContext, errorsOf, type TestClient, type TestContext } from '../../test/harness';

let ctx: TestContext;
let admin: TestClient;
let staff: TestClient;
let owner: TestClient;
let licensee: TestClient;
let marketing: TestClient;

const PNG = demoPhotoPng(2);

beforeAll(async () => {
  ctx = await createTestContext();
  [admin, staff, owner, licensee, marketing] = await Promise.all([
    ctx.signedIn('admin'),
    ctx.signedIn('staff'),
    ctx.signedIn('owner'),
    ctx.signedIn('licensee'),
    ctx.signedIn('marketing'),
  ]);
});
afterAll(async () => {
  await ctx.close();
});

const del = (client: TestClient, url: string) => client.request({ method: 'DELETE', url });
const put = (client: TestClient, url: string, body: Buffer, contentType: string) =>
  client.request({ method: 'PUT', url, rawBody: body as unknown as string, headers: { 'content-type': contentType } });

const tree = async (client: TestClient, query = '') => {
  const response = await client.get(`/api/v3/documents?structure=tree${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as TDocumentItem[];
};
const named = (items: TDocumentItem[], name: string) => items.find((item) => item.attributes.name === name);

const folder = async (name: string, parentId: string | null = null) => {
  const response = await staff.post('/api/v3/documents', { name, parentId, isFolder: true });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as TDocumentItem;
};

/** What the uploader does: ask for a signed URL, PUT the bytes, then save the key as a document. */
const upload = async (body: Buffer, contentType: string, filename: string) => {
  const link = await staff.post('/api/v3/documents/upload-url', { filename, contentType, size: body.length });
  expect(link.statusCode, link.body).toBe(200);
  const { key, signedUrl } = link.json().data.attributes as { key: string; signedUrl: string };
  return { key, sent: await put(staff, signedUrl, body, contentType) };
};

describe('documents', () => {
  it('answers the seeded tree: folders first then files by name, with type, date, size and signed urls', async () => {
    const items = await tree(licensee);
    const names = items.map((item) => item.attributes.name);
    const firstFile = items.findIndex((item) => !item.attributes.isFolder);
    expect(items.slice(0, firstFile).every((item) => item.attributes.isFolder)).toBe(true);
    expect(names).toEqual(
      expect.arrayContaining(['Policies', 'Onboarding', 'Marketing kit', 'Emergency contacts.pdf']),
    );
    const policies = named(items, 'Policies')!;
    expect(policies.attributes).toMatchObject({ isFolder: true, url: null, fileSize: null, fileType: null });
    const rules = named(policies.attributes.contents, 'Guest house rules.pdf')!;
    expect(rules.attributes).toMatchObject({ isFolder: false, fileType: 'pdf', contents: [] });
    expect(rules.attributes.fileSize).toBeGreaterThan(500);
    expect(new Date(rules.attributes.modifiedAt).getTime()).toBeLessThan(Date.now());
    expect(named(policies.attributes.contents, 'Health and safety')?.attributes.contents.length).toBe(2);

    // The signed url downloads the file itself through the files route.
    const download = await licensee.get(rules.attributes.url!);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toContain('application/pdf');
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('searches names case-insensitively and keeps the folders the matches are in', async () => {
    const items = await tree(staff, '&search=%20SMOKE%20alarm%20');
    expect(items.map((item) => item.attributes.name)).toEqual(['Policies']);
    const safety = items[0]!.attributes.contents;
    expect(safety.map((item) => item.attributes.name)).toEqual(['Health and safety']);
    expect(safety[0]!.attributes.contents.map((item) => item.attributes.name)).toEqual(['Smoke alarm testing log.pdf']);
    expect(await tree(staff, '&search=zebra-nothing')).toEqual([]);

    const flat = await staff.get('/api/v3/documents?structure=flat&search=logo');
    expect(flat.statusCode).toBe(200);
    expect((flat.json().data as TDocumentItem[]).map((item) => item.attributes.name)).toEqual([
      'Hearth logo dark.png',
      'Hearth logo teal.png',
    ]);
    expect((await staff.get('/api/v3/documents?structure=sideways')).statusCode).toBe(400);
  });

  it('uploads through a signed url and saves the file into a folder; the download is the same bytes', async () => {
    const target = await folder(`Uploads ${uniqueTag()}`);
    const { key, sent } = await upload(PNG, 'image/png', 'floor-plan.png');
    expect(sent.statusCode, sent.body).toBe(204);
    const saved = await staff.post('/api/v3/documents', { name: 'Floor plan.png', parentId: target.id, fileKey: key });
    expect(saved.statusCode, saved.body).toBe(201);
    const document = saved.json().data as TDocumentItem;
    expect(document.attributes).toMatchObject({ fileType: 'png', fileSize: PNG.length, parentId: target.id });
    const download = await staff.get(document.attributes.url!);
    expect(download.statusCode).toBe(200);
    expect(Buffer.compare(download.rawPayload, PNG)).toBe(0);

    const inTree = named(await tree(licensee), target.attributes.name)!;
    expect(inTree.attributes.contents.map((item) => item.attributes.name)).toEqual(['Floor plan.png']);

    // A key is saved once; a key of another purpose never.
    const again = await staff.post('/api/v3/documents', { name: 'Copy.png', parentId: target.id, fileKey: key });
    expect(again.statusCode).toBe(400);
    expect(errorsOf(again)[0]).toMatchObject({
      detail: DOCUMENT_MESSAGES.notUploaded,
      source: { pointer: '/fileKey' },
    });
    const [seeded] = await ctx.db.select().from(documents).where(eq(documents.name, 'Emergency contacts.pdf'));
    const foreign = `photo.${seeded!.fileKey!.split('.')[1]}`;
    const other = await staff.post('/api/v3/documents', { name: 'Other.png', parentId: null, fileKey: foreign });
    expect(other.statusCode).toBe(400);

    const [entry] = await ctx.db.select().from(auditLog).where(eq(auditLog.entityId, document.id));
    expect(entry).toMatchObject({ action: 'documents.create' });
  });

  it('refuses a PNG sent as a PDF, a PNG named .pdf, and types that are not PDF or image', async () => {
    const asPdf = await upload(PNG, 'application/pdf', 'report.pdf');
    expect(asPdf.sent.statusCode).toBe(415);
    const saved = await staff.post('/api/v3/documents', { name: 'report.pdf', parentId: null, fileKey: asPdf.key });
    expect(saved.statusCode).toBe(400);

    const png = await upload(PNG, 'image/png', 'report.pdf');
    expect(png.sent.statusCode).toBe(204);
    const misnamed = await staff.post('/api/v3/documents', { name: 'Report.pdf', parentId: null, fileKey: png.key });
    expect(misnamed.statusCode).toBe(400);
    expect(errorsOf(misnamed)[0]).toMatchObject({ detail: DOCUMENT_MESSAGES.wrongType, source: { pointer: '/name' } });

    const word = await staff.post('/api/v3/documents/upload-url', {
      filename: 'notes.docx',
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      size: 100,
    });
    expect(word.statusCode).toBe(400);
    const huge = await staff.post('/api/v3/documents/upload-url', {
      filename: 'big.pdf',
      contentType: 'application/pdf',
      size: 21 * 1024 * 1024,
    });
    expect(huge.statusCode).toBe(400);
    expect(errorsOf(huge)[0]?.detail).toBe(DOCUMENT_MESSAGES.tooLarge);
  });

  it('checks names and parents, refuses a second name in a folder, and deletes only empty folders', async () => {
    const parent = await folder(`Team ${uniqueTag()}`);
    const child = await folder('Rosters', parent.id);
    const twin = await staff.post('/api/v3/documents', { name: 'ROSTERS', parentId: parent.id, isFolder: true });
    expect(twin.statusCode).toBe(409);
    expect((await staff.post('/api/v3/documents', { name: 'a/b', parentId: null, isFolder: true })).statusCode).toBe(
      400,
    );
    const blank = await staff.post('/api/v3/documents', { name: '  ', parentId: null, isFolder: true });
    expect(errorsOf(blank)[0]).toMatchObject({ detail: DOCUMENT_MESSAGES.nameRequired, source: { pointer: '/name' } });
    const both = await staff.post('/api/v3/documents', { name: 'x', parentId: null, isFolder: true, fileKey: 'k' });
    expect(both.statusCode).toBe(400);
    const extra = await staff.post('/api/v3/documents', { name: 'x', parentId: null, isFolder: true, admin: true });
    expect(extra.statusCode).toBe(400);
    const nowhere = await staff.post('/api/v3/documents', {
      name: 'Lost',
      parentId: '00000000-0000-4000-8000-000000000000',
      isFolder: true,
    });
    expect(nowhere.statusCode).toBe(404);
    const [file] = await ctx.db.select().from(documents).where(eq(documents.name, 'Emergency contacts.pdf'));
    const intoFile = await staff.post('/api/v3/documents', { name: 'Inside', parentId: file!.id, isFolder: true });
    expect(intoFile.statusCode).toBe(400);

    const full = await del(admin, `/api/v3/documents/${parent.id}`);
    expect(full.statusCode).toBe(409);
    expect(errorsOf(full)[0]?.detail).toBe('This folder is not empty.');
    expect((await del(admin, `/api/v3/documents/${child.id}`)).statusCode).toBe(204);
    expect((await del(admin, `/api/v3/documents/${parent.id}`)).statusCode).toBe(204);
    expect((await del(admin, `/api/v3/documents/${parent.id}`)).statusCode).toBe(404);
  });

  it('deletes a file and its stored bytes', async () => {
    const { key } = await upload(PNG, 'image/png', 'old.png');
    const saved = await staff.post('/api/v3/documents', {
      name: `Old ${uniqueTag()}.png`,
      parentId: null,
      fileKey: key,
    });
    const { id, attributes } = saved.json().data as TDocumentItem;
    expect((await del(staff, `/api/v3/documents/${id}`)).statusCode).toBe(204);
    expect((await staff.get(attributes.url!)).statusCode).toBe(404);
  });

  it('lists the calls in the API docs, the recursive tree included', async () => {
    const spec = await ctx.client().get('/api/docs/json');
    expect(spec.statusCode).toBe(200);
    const paths = spec.json().paths as Record<string, unknown>;
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        '/api/v3/documents',
        '/api/v3/documents/{id}',
        '/api/v3/forms',
        '/api/v3/newsletters/{id}',
      ]),
    );
  });

  it('lets only staff and admin upload, make folders and delete', async () => {
    for (const client of [owner, licensee, marketing]) {
      const made = await client.post('/api/v3/documents', { name: 'Nope', parentId: null, isFolder: true });
      expect(made.statusCode).toBe(403);
      const link = await client.post('/api/v3/documents/upload-url', {
        filename: 'a.pdf',
        contentType: 'application/pdf',
        size: 10,
      });
      expect(link.statusCode).toBe(403);
    }
    expect((await ctx.client().get('/api/v3/documents')).statusCode).toBe(401);
  });
});

describe('forms', () => {
  it('are the licensee’s only: cards in order with outside links or signed file urls', async () => {
    const response = await licensee.get('/api/v3/forms');
    expect(response.statusCode).toBe(200);
    const items = response.json().data as { attributes: { title: string; url: string; description: string } }[];
    expect(items.length).toBeGreaterThanOrEqual(4);
    expect(items[0]?.attributes.title).toBe('Property inspection report');
    expect(items.some((item) => item.attributes.url.startsWith('https://'))).toBe(true);
    const stored = items.find((item) => item.attributes.url.startsWith('/api/v1/files/'))!;
    expect((await licensee.get(stored.attributes.url)).statusCode).toBe(200);
    for (const client of [admin, staff, owner, marketing]) {
      expect((await client.get('/api/v3/forms')).statusCode).toBe(403);
    }
  });
});

describe('newsletters', () => {
  const create = (client: TestClient, body: unknown) => client.post('/api/v3/newsletters', body);

  it('marketing adds, edits and deletes a newsletter; everyone on /resources reads them, newest first', async () => {
    const title = `Spring ${uniqueTag()}`.slice(0, 23);
    const created = await create(marketing, {
      title: `  ${title}  `,
      url: 'https://news.hearth.au/spring',
      heroImageUrl: 'images/spring.png',
    });
    expect(created.statusCode, created.body).toBe(201);
    const item = created.json().data as TNewsletterItem;
    expect(item.attributes).toMatchObject({
      title,
      url: 'https://news.hearth.au/spring',
      heroImageUrl: 'images/spring.png',
    });

    for (const client of [staff, licensee, admin, marketing]) {
      const list = await client.get('/api/v3/newsletters');
      expect(list.statusCode).toBe(200);
      expect((list.json().data as TNewsletterItem[])[0]?.id).toBe(item.id);
    }
    expect((await owner.get('/api/v3/newsletters')).statusCode).toBe(403);

    const edited = await marketing.patch(`/api/v3/newsletters/${item.id}`, {
      title: 'Spring edition',
      heroImageUrl: null,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({
      id: item.id,
      attributes: { title: 'Spring edition', heroImageUrl: null },
    });

    expect((await del(marketing, `/api/v3/newsletters/${item.id}`)).statusCode).toBe(204);
    const gone = await del(marketing, `/api/v3/newsletters/${item.id}`);
    expect(gone.statusCode).toBe(404);
    expect(errorsOf(gone)[0]?.detail).toBe(NEWSLETTER_MESSAGES.deleteNotFound);
    const missing = await marketing.patch(`/api/v3/newsletters/${item.id}`, { title: 'Again' });
    expect(missing.statusCode).toBe(404);

    const actions = (await ctx.db.select().from(auditLog).where(eq(auditLog.entityId, item.id))).map((e) => e.action);
    expect(actions.sort()).toEqual(['newsletters.create', 'newsletters.delete', 'newsletters.update']);
  });

  it('refuses owners, staff and licensees with the spec’s messages on add, edit and delete', async () => {
    const [first] = (await (await admin.get('/api/v3/newsletters')).json().data) as TNewsletterItem[];
    for (const client of [owner, staff, licensee]) {
      const added = await create(client, { title: 'Nope', url: 'https://example.com' });
      expect(added.statusCode).toBe(403);
      expect(errorsOf(added)[0]).toMatchObject({
        status: '403',
        code: NEWSLETTER_ERROR_CODES.forbidden,
        detail: 'Sorry, you do not have permission to add a newsletter',
      });
      const deleted = await del(client, `/api/v3/newsletters/${first!.id}`);
      expect(deleted.statusCode).toBe(403);
      expect(errorsOf(deleted)[0]?.detail).toBe('Sorry, you do not have permission to delete');
      const edited = await client.patch(`/api/v3/newsletters/${first!.id}`, { title: 'Nope' });
      expect(edited.statusCode).toBe(403);
      expect(errorsOf(edited)[0]?.detail).toBe(NEWSLETTER_MESSAGES.updateForbidden);
    }
    // Admin may, as marketing may.
    const byAdmin = await create(admin, { title: 'Admin note', url: 'http://news.hearth.au/admin' });
    expect(byAdmin.statusCode).toBe(201);
  });

  it('answers one readable error per field: required, 23 characters, web address', async () => {
    const empty = await create(marketing, {});
    expect(empty.statusCode).toBe(400);
    expect(errorsOf(empty).map((e) => [e.source?.pointer, e.detail])).toEqual(
      expect.arrayContaining([
        ['/title', NEWSLETTER_FIELD_MESSAGES.titleRequired],
        ['/url', NEWSLETTER_FIELD_MESSAGES.urlRequired],
      ]),
    );
    const blank = await create(marketing, { title: '   ', url: 'ftp://files.example.com/a' });
    expect(errorsOf(blank).map((e) => [e.source?.pointer, e.detail])).toEqual([
      ['/title', 'Title is required'],
      ['/url', 'URL must be a web address'],
    ]);
    const long = await create(marketing, { title: 'x'.repeat(24), url: 'https://example.com' });
    expect(errorsOf(long)).toMatchObject([
      { detail: 'Title must be 23 characters or fewer', source: { pointer: '/title' } },
    ]);
    const exact = await create(marketing, { title: 'x'.repeat(23), url: 'https://example.com' });
    expect(exact.statusCode).toBe(201);
    const extra = await create(marketing, { title: 'Extra', url: 'https://example.com', createdBy: 'me' });
    expect(extra.statusCode).toBe(400);
    expect((await del(marketing, '/api/v3/newsletters/not-an-id')).statusCode).toBe(400);
  });
});
