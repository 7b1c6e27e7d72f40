import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CSV_ERROR_CODES,
  CSV_MESSAGES,
  HOMES_CSV_COLUMNS,
  IMPORT_MESSAGES as I,
  PROPERTY_EDIT_MESSAGES,
  type TImportCheck,
  type TImportDocument,
} from '@hearth/domain';
import { auditLog, properties, propertyProfiles } from '../../db/schema';
import { demoCompanyId } from '../../seed/seed';
import { createProperty, uniqueTag } from '../../test/factories';
import { createTestContext, errorsOf, type TestClient, type TestContext } from '../../test/harness';

/*
 * Homes from another system (docs/product/imports.md#homes): a template to fill, a check that lists every row's
 * problems beside it and writes nothing, an import in one transaction after the call answers, the same file twice
 * changing nothing; a licensee adds for their own company only and never sees another's import.
 */

let ctx: TestContext;
let staff: TestClient;
let licensee: TestClient;
let owner: TestClient;
let reservations: TestClient;

beforeAll(async () => {
  ctx = await createTestContext();
  staff = await ctx.signedIn('staff');
  licensee = await ctx.signedIn('licensee');
  owner = await ctx.signedIn('owner');
  reservations = await ctx.signedIn('reservations');
});
afterAll(async () => ctx.close());

const code = () => `IMP-${uniqueTag().slice(2, 9).toUpperCase()}`;
const HEADER = HOMES_CSV_COLUMNS.join(',');
/** A row of the template's columns: the example home, with these cells changed. */
const row = (cells: Partial<Record<(typeof HOMES_CSV_COLUMNS)[number], string>>) =>
  HOMES_CSV_COLUMNS.map(
    (column) =>
      cells[column] ??
      {
        name: 'Imported Beach House',
        type: 'house',
        street: '12 Hastings Street',
        suburb: 'Noosa Heads',
        state: 'QLD',
        postcode: '4567',
        country: 'AU',
        bedrooms: '3',
        bathrooms: '2',
        beds: '4',
        max_guests: '6',
        cleaning_fee: '150',
      }[column as string] ??
      '',
  ).join(',');
const file = (...rows: string[]) => [HEADER, ...rows].join('\n');

const send = (client: TestClient, csv: string | Buffer, preview: boolean) =>
  client.request({
    method: 'POST',
    url: `/api/v3/imports/homes?preview=${preview}`,
    rawBody: csv,
    headers: { 'content-type': 'text/csv' },
  });
const check = async (client: TestClient, csv: string) => {
  const response = await send(client, csv, true);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: TImportCheck }).data;
};
/** Imports the file and waits for the write that runs after the call: the finished import. */
const importFile = async (client: TestClient, csv: string) => {
  const started = await send(client, csv, false);
  expect(started.statusCode, started.body).toBe(202);
  const { id, attributes } = (started.json() as TImportDocument).data;
  expect(attributes).toMatchObject({ state: 'running', outcome: null });
  await ctx.app.background.drain();
  const finished = await client.get(`/api/v3/imports/${id}`);
  expect(finished.statusCode).toBe(200);
  return (finished.json() as TImportDocument).data;
};
const homesWith = (codes: string[]) => ctx.db.select().from(properties).where(inArray(properties.code, codes));

describe('importing homes (issue 30 item 7)', () => {
  it('gives a template whose example row is a home the check would add', async () => {
    const template = await staff.get('/api/v3/imports/homes/template');
    expect(template.statusCode).toBe(200);
    expect(template.headers['content-type']).toContain('text/csv');
    expect(template.headers['content-disposition']).toContain('hearth-homes-template.csv');
    const [header, example] = template.body.trim().split('\r\n');
    expect(header).toBe(HEADER);
    const mine = example!.replace('NSH-104', code());
    expect(await check(staff, `${header}\n${mine}`)).toMatchObject({ rows: 1, added: 1, errorCount: 0, errors: [] });
  });

  it('lists every problem beside its row and line, and writes nothing', async () => {
    const taken = await createProperty(ctx.db, { name: `${uniqueTag()} Taken`, code: code() });
    const [takenCode] = (await ctx.db.select().from(properties).where(eq(properties.id, taken))).map((h) => h.code);
    const fine = code();
    const csv = file(
      row({ code: fine }),
      row({ code: 'no good', bedrooms: 'three' }),
      row({ code: code(), suburb: 'Atlantis' }),
      row({ code: fine }),
      row({ code: code(), company: 'Nobody Pty Ltd' }),
      row({ code: code(), street: '=SUM(A1:A9)' }),
      row({ code: code(), bedrooms: '5', beds: '4', max_guests: '8' }),
    );
    const data = await check(staff, csv);
    expect(data).toMatchObject({ rows: 7, added: 1, updated: 0, unchanged: 0, errorCount: 6 });
    expect(data.errors).toEqual([
      { line: 3, label: 'NO GOOD', column: 'code', message: I.code },
      { line: 3, label: 'NO GOOD', column: 'bedrooms', message: PROPERTY_EDIT_MESSAGES.bedrooms },
      { line: 4, label: expect.any(String), column: 'suburb', message: I.suburb },
      { line: 5, label: fine, column: 'code', message: I.codeTwice },
      { line: 6, label: expect.any(String), column: 'company', message: I.company },
      { line: 7, label: expect.any(String), column: 'street', message: CSV_MESSAGES.formula },
      { line: 8, label: expect.any(String), column: 'beds', message: 'Beds cannot be fewer than bedrooms' },
    ]);
    // A code staff reach is an update, not an error.
    expect(await check(staff, file(row({ code: takenCode! })))).toMatchObject({ updated: 1, errorCount: 0 });

    const refused = await send(staff, csv, false);
    expect(refused.statusCode).toBe(422);
    expect(errorsOf(refused)[0]).toMatchObject({ code: CSV_ERROR_CODES.rows, detail: CSV_MESSAGES.rows(6) });
    expect(await homesWith([fine])).toEqual([]);
  });

  it('imports in one go, then the same file changes nothing and an edited row updates only its home', async () => {
    const codes = [code(), code(), code()];
    const csv = file(
      row({ code: codes[0], company: 'Coastal Stays', management_fee: '18', check_in_time: '14:00' }),
      row({ code: codes[1], unit: '3', latitude: '-26.3951', longitude: '153.0912' }),
      row({ code: codes[2], country: 'NZ', suburb: 'Queenstown', state: 'Otago', postcode: '9300' }),
    );
    expect(await check(staff, csv)).toMatchObject({ added: 3, errorCount: 0 });
    const done = await importFile(staff, csv);
    expect(done.attributes).toMatchObject({
      state: 'finished',
      outcome: 'ok',
      rows: 3,
      total: 3,
      done: 3,
      added: 3,
      updated: 0,
      unchanged: 0,
    });
    const homes = new Map((await homesWith(codes)).map((home) => [home.code, home]));
    expect(homes.get(codes[0]!)).toMatchObject({
      status: 'onboarding',
      companyId: demoCompanyId('coastal-stays'),
      managementType: 'pro-partner',
      currency: 'AUD',
      timezone: 'Australia/Brisbane',
    });
    expect(homes.get(codes[1]!)).toMatchObject({
      companyId: demoCompanyId('hearth'),
      street: '3/12 Hastings Street',
      fullAddress: '3/12 Hastings Street, Noosa Heads QLD 4567, Australia',
      latitude: -26.3951,
    });
    expect(homes.get(codes[2]!)).toMatchObject({
      currency: 'NZD',
      timezone: 'Pacific/Auckland',
      country: 'New Zealand',
    });
    const [profile] = await ctx.db
      .select()
      .from(propertyProfiles)
      .where(eq(propertyProfiles.propertyId, homes.get(codes[0]!)!.id));
    expect(profile?.policy).toMatchObject({ checkInTime: '14:00', checkOutTime: '10:00' });
    expect(profile?.managementFees).toMatchObject([{ kind: 'short-stay', percentage: 18 }]);
    expect(profile?.baseFees).toEqual([{ type: 'cleaning', amount: 15_000, chargedPer: 'stay', taxable: true }]);
    const created = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'property.create'), eq(auditLog.entityId, homes.get(codes[0]!)!.id)));
    expect(created).toHaveLength(1);

    const again = await importFile(staff, csv);
    expect(again.attributes).toMatchObject({ outcome: 'ok', added: 0, updated: 0, unchanged: 3, total: 0 });

    const edited = csv.replace(`${codes[1]},Imported Beach House`, `${codes[1]},Renamed Beach House`);
    expect(await check(staff, edited)).toMatchObject({ added: 0, updated: 1, unchanged: 2 });
    expect((await importFile(staff, edited)).attributes).toMatchObject({ updated: 1, unchanged: 2 });
    const [renamed] = await homesWith([codes[1]!]);
    expect(renamed).toMatchObject({ name: 'Renamed Beach House', latitude: -26.3951 });
    const [entry] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'property.update-details'), eq(auditLog.entityId, renamed!.id)));
    expect(entry).toMatchObject({ before: { name: 'Imported Beach House' }, after: { name: 'Renamed Beach House' } });
  });

  it("keeps a licensee to their own company and out of everyone else's imports", async () => {
    const theirs = await createProperty(ctx.db, {
      name: `${uniqueTag()} Staff's`,
      code: code(),
      companyId: demoCompanyId('hearth'),
    });
    const [staffCode] = (await ctx.db.select().from(properties).where(eq(properties.id, theirs))).map((h) => h.code);
    const mine = code();
    const data = await check(
      licensee,
      file(row({ code: mine }), row({ code: code(), company: 'Hearth' }), row({ code: staffCode! })),
    );
    expect(data.errors).toEqual([
      { line: 3, label: expect.any(String), column: 'company', message: I.companyNotYours },
      { line: 4, label: staffCode, column: 'code', message: I.codeTaken },
    ]);

    const done = await importFile(licensee, file(row({ code: mine, company: 'coastal stays' })));
    expect(done.attributes).toMatchObject({ outcome: 'ok', added: 1 });
    expect((await homesWith([mine]))[0]?.companyId).toBe(demoCompanyId('coastal-stays'));
    // Staff reach every import; the licensee's company only its own; those who import neither kind none at all.
    expect((await staff.get(`/api/v3/imports/${done.id}`)).statusCode).toBe(200);
    expect((await reservations.get(`/api/v3/imports/${done.id}`)).statusCode).toBe(404);
    expect((await owner.get(`/api/v3/imports/${done.id}`)).statusCode).toBe(403);
    const staffs = await importFile(staff, file(row({ code: code() })));
    const hidden = await licensee.get(`/api/v3/imports/${staffs.id}`);
    expect(hidden.statusCode).toBe(404);
    expect(errorsOf(hidden)[0]?.detail).toBe(I.notFound);
    expect((await owner.get('/api/v3/imports/homes/template')).statusCode).toBe(403);
    expect((await send(owner, file(row({ code: code() })), true)).statusCode).toBe(403);
  });

  it('answers files it cannot read with what is wrong', async () => {
    const latin1 = Buffer.from(file(row({ code: code(), name: 'Café Noosa' })), 'latin1');
    expect(errorsOf(await send(staff, latin1, true))[0]).toMatchObject({
      code: CSV_ERROR_CODES.encoding,
      detail: CSV_MESSAGES.encoding,
    });
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(file(row({ code: code() })), 'utf16le')]);
    expect(errorsOf(await send(staff, utf16, true))[0]?.code).toBe(CSV_ERROR_CODES.encoding);
    const missing = await send(staff, 'code,name,type\nX-1,A,house\n', true);
    expect(missing.statusCode).toBe(400);
    expect(errorsOf(missing)[0]?.detail).toBe(
      CSV_MESSAGES.missingColumns(
        ['street', 'suburb', 'state', 'postcode', 'country', 'bedrooms', 'bathrooms', 'beds', 'max_guests'],
        HOMES_CSV_COLUMNS,
      ),
    );
    expect(errorsOf(await send(staff, `${HEADER}\n`, true))[0]?.code).toBe(CSV_ERROR_CODES.empty);
    const huge = await send(staff, Buffer.alloc(50 * 1024 * 1024, 'a'), true);
    expect(huge.statusCode).toBe(413);
    expect(errorsOf(huge)[0]).toMatchObject({ code: 'CSV_TOO_LARGE', detail: CSV_MESSAGES.tooLarge });
  });
});
