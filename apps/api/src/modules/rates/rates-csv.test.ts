import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  CSV_ERROR_CODES,
  CSV_MESSAGES,
  RATES_CSV_MESSAGES,
  todayIn,
  type TRatesImportResponse,
  type TRatesResponse,
} from '@hearth/domain';
import { demoCompanyId } from '../../seed/seed';
import { createProperty, createRates, uniqueTag } from '../../test/factories';
import { createTestContext, errorsOf, type TestClient, type TestContext } from '../../test/harness';

/*
 * Nightly rates as CSV (docs/product/rates.md#csv): the export reads back through the import unchanged; every bad
 * line is named beside its line and nothing is written until the whole file is right; bad files get a clear 4xx.
 */

let ctx: TestContext;
let staff: TestClient;
let licensee: TestClient;
const today = todayIn('Australia/Sydney');
const day = (n: number) => addDays(today, n);
const tag = uniqueTag();
let ours: { id: string; code: string };
let theirs: { id: string; code: string };

beforeAll(async () => {
  ctx = await createTestContext();
  staff = await ctx.signedIn('staff');
  licensee = await ctx.signedIn('licensee');
  const make = async (name: string, companyId: string) => {
    const code = `CSV-${uniqueTag().slice(2, 9).toUpperCase()}`;
    const id = await createProperty(ctx.db, { name: `${tag} ${name}`, code, companyId });
    await createRates(ctx.db, { propertyId: id, from: day(1), to: day(11), priceCents: 20_000 });
    return { id, code };
  };
  ours = await make('Ours', demoCompanyId('hearth'));
  theirs = await make('Theirs', demoCompanyId('coastal-stays'));
});
afterAll(async () => ctx.close());

const send = (client: TestClient, csv: string | Buffer, preview: boolean) =>
  client.request({
    method: 'POST',
    url: `/api/v3/rates/import?preview=${preview}`,
    rawBody: csv,
    headers: { 'content-type': 'text/csv' },
  });
const priceOf = async (id: string, night: string) =>
  ((await staff.get(`/api/v3/properties/${id}/rates?from=${night}&to=${night}`)).json() as TRatesResponse).data[0]
    ?.attributes;

describe('rates as CSV (issue 30 item 4)', () => {
  it('exports the nights, and the same file imported back changes nothing', async () => {
    const exported = await staff.get(`/api/v3/rates/export?from=${day(1)}&to=${day(3)}&query=${tag}`);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('text/csv');
    const lines = exported.body.trim().split('\n');
    expect(lines[0]).toBe('code,name,night,price,min_nights,closed');
    expect(lines).toContain(`${ours.code},${tag} Ours,${day(1)},200.00,,no`);
    expect(lines).toHaveLength(1 + 2 * 3);
    // A licensee's export holds their company's homes only.
    const theirsOnly = await licensee.get(`/api/v3/rates/export?from=${day(1)}&to=${day(3)}&query=${tag}`);
    expect(theirsOnly.body).toContain(theirs.code);
    expect(theirsOnly.body).not.toContain(ours.code);

    const again = await send(staff, exported.body, false);
    expect(again.statusCode, again.body).toBe(200);
    expect((again.json() as TRatesImportResponse).data).toMatchObject({
      applied: true,
      rows: 6,
      changed: 0,
      errorCount: 0,
    });
    expect(await priceOf(ours.id, day(1))).toMatchObject({ price: 20_000, byHand: false });
  });

  it('previews, then writes prices, minimum stays and closings set by hand', async () => {
    const csv = `Code,Night,Price,Min nights,Closed\r\n${ours.code},${day(2)},"1,245.50",3,no\r\n${ours.code},${day(3)},A$210,,yes\r\n`;
    const preview = await send(staff, csv, true);
    expect((preview.json() as TRatesImportResponse).data).toMatchObject({ applied: false, changed: 2, errorCount: 0 });
    expect((await priceOf(ours.id, day(2)))?.price).toBe(20_000);
    const applied = await send(staff, csv, false);
    expect((applied.json() as TRatesImportResponse).data).toMatchObject({ applied: true, changed: 2, homes: 1 });
    expect(await priceOf(ours.id, day(2))).toMatchObject({ price: 124_550, minNights: 3, closed: false, byHand: true });
    expect(await priceOf(ours.id, day(3))).toMatchObject({ price: 21_000, closed: true });
    expect((await send(staff, csv, false)).json().data.changed).toBe(0);
  });

  it('lists every bad line beside its line and writes nothing', async () => {
    const csv = [
      'code,night,price,min_nights,closed',
      `${ours.code},${day(4)},199,,`,
      `${ours.code},${day(5)},cheap,,`,
      `${theirs.code},${day(5)},200,,`,
      `NOPE-NOPE,${day(5)},200,,`,
      `${ours.code},${day(-2)},200,,`,
      `${ours.code},${day(4)},201,,`,
      `${ours.code},${day(6)},=1+2,0,maybe`,
      `${ours.code},31/12/2027,200,,`,
    ].join('\n');
    const preview = await send(staff, csv, true);
    expect(preview.statusCode).toBe(200);
    const { data } = preview.json() as TRatesImportResponse;
    expect(data.errors).toEqual([
      { line: 3, column: 'price', message: RATES_CSV_MESSAGES.price },
      { line: 5, column: 'code', message: RATES_CSV_MESSAGES.code },
      { line: 6, column: 'night', message: RATES_CSV_MESSAGES.nightPast },
      { line: 7, column: 'night', message: RATES_CSV_MESSAGES.twice },
      { line: 8, column: 'price', message: CSV_MESSAGES.formula },
      { line: 8, column: 'price', message: RATES_CSV_MESSAGES.price },
      { line: 8, column: 'min_nights', message: expect.any(String) },
      { line: 8, column: 'closed', message: RATES_CSV_MESSAGES.closed },
      { line: 9, column: 'night', message: RATES_CSV_MESSAGES.night },
    ]);
    const committed = await send(staff, csv, false);
    expect(committed.statusCode).toBe(422);
    expect(errorsOf(committed)[0]).toMatchObject({
      code: CSV_ERROR_CODES.rows,
      detail: CSV_MESSAGES.rows(data.errorCount),
    });
    expect((await priceOf(ours.id, day(4)))?.price).toBe(20_000);

    const licenseeView = await send(licensee, `code,night,price\n${ours.code},${day(4)},300\n`, true);
    expect((licenseeView.json() as TRatesImportResponse).data.errors).toEqual([
      { line: 2, column: 'code', message: RATES_CSV_MESSAGES.code },
    ]);
  });

  it('refuses files it cannot read with a message that says why', async () => {
    const latin1 = Buffer.from(`code,night,price\nCAFÉ,${day(4)},200\n`, 'latin1');
    expect(errorsOf(await send(staff, latin1, true))[0]).toMatchObject({
      code: CSV_ERROR_CODES.encoding,
      detail: CSV_MESSAGES.encoding,
    });
    const noPrice = await send(staff, `code,night\n${ours.code},${day(4)}\n`, true);
    expect(noPrice.statusCode).toBe(400);
    expect(errorsOf(noPrice)[0]?.detail).toBe(
      CSV_MESSAGES.missingColumns(['price'], ['code', 'name', 'night', 'price', 'min_nights', 'closed']),
    );
    expect(errorsOf(await send(staff, 'code,night,price\n', true))[0]?.code).toBe(CSV_ERROR_CODES.empty);
    const ragged = await send(staff, `code,night,price\n${ours.code},${day(4)}\n`, true);
    expect(errorsOf(ragged)[0]?.code).toBe(CSV_ERROR_CODES.malformed);
    const huge = await send(staff, Buffer.alloc(50 * 1024 * 1024, 'a'), true);
    expect(huge.statusCode).toBe(413);
    expect(errorsOf(huge)[0]?.detail).toBeTruthy();
  });
});
