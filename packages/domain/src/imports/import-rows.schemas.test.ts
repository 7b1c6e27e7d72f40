import { describe, expect, it } from 'vitest';
import { PROPERTY_EDIT_MESSAGES } from '../properties/properties.constants';
import { readBookingRow } from './booking-row.schemas';
import { readHomeRow } from './home-row.schemas';
import {
  BOOKINGS_CSV_COLUMNS,
  HOMES_CSV_COLUMNS,
  IMPORT_MESSAGES as I,
  IMPORT_TEMPLATE_ROWS,
} from './imports.constants';

// docs/product/imports.md#rules: each cell read into its value, or refused with its column's message.

const cellsOf = (columns: readonly string[], values: readonly string[]) =>
  Object.fromEntries(columns.map((column, i) => [column, values[i] ?? '']));
const home = (changes: Record<string, string> = {}) => ({
  ...cellsOf(HOMES_CSV_COLUMNS, IMPORT_TEMPLATE_ROWS.homes),
  ...changes,
});
const booking = (changes: Record<string, string> = {}) => ({
  ...cellsOf(BOOKINGS_CSV_COLUMNS, IMPORT_TEMPLATE_ROWS.bookings),
  ...changes,
});

describe('a homes row', () => {
  it("reads the template's example with the file's defaults", () => {
    expect(readHomeRow(home({ check_in_time: '', management_fee: '', cleaning_fee: '' }))).toEqual({
      ok: true,
      value: {
        code: 'NSH-104',
        name: 'Sunrise Beach House',
        type: 'house',
        unit: null,
        street: '12 Hastings Street',
        suburb: 'Noosa Heads',
        state: 'QLD',
        postcode: '4567',
        country: 'AU',
        latitude: null,
        longitude: null,
        bedrooms: 3,
        bathrooms: 2,
        beds: 4,
        max_guests: 6,
        check_in_time: '15:00',
        check_out_time: '10:00',
        company: null,
        management_fee: 20,
        cleaning_fee: 0,
      },
    });
  });

  it('takes the ways people write values: lower-case codes, country names, 9:30, 18 %, A$1,150.50', () => {
    const read = readHomeRow(
      home({
        code: ' nsh-9 ',
        type: 'Townhouse',
        country: 'new zealand',
        state: 'Otago',
        check_in_time: '9:30',
        management_fee: '18 %',
        cleaning_fee: 'A$1,150.50',
        latitude: '-45.03',
        longitude: '168.66',
      }),
    );
    expect(read.ok && read.value).toMatchObject({
      code: 'NSH-9',
      type: 'townhouse',
      country: 'NZ',
      check_in_time: '09:30',
      management_fee: 18,
      cleaning_fee: 115_050,
    });
  });

  it('names every bad column with its message', () => {
    expect(
      readHomeRow(
        home({
          code: 'no spaces',
          name: '',
          type: 'castle',
          country: 'UK',
          bedrooms: '2.5',
          check_out_time: '25:00',
          management_fee: '5',
          cleaning_fee: 'free',
        }),
      ),
    ).toEqual({
      ok: false,
      errors: [
        { column: 'code', message: I.code },
        { column: 'name', message: PROPERTY_EDIT_MESSAGES.nameRequired },
        { column: 'type', message: I.type },
        { column: 'country', message: I.country },
        { column: 'bedrooms', message: PROPERTY_EDIT_MESSAGES.bedrooms },
        { column: 'check_out_time', message: PROPERTY_EDIT_MESSAGES.time },
        { column: 'management_fee', message: I.managementFee },
        { column: 'cleaning_fee', message: I.cleaningFee },
      ],
    });
  });

  it('checks the fields against each other: beds, guests and a point inside the country', () => {
    expect(readHomeRow(home({ bedrooms: '5', beds: '4', max_guests: '4' }))).toEqual({
      ok: false,
      errors: [
        { column: 'max_guests', message: PROPERTY_EDIT_MESSAGES.guestsBelowBedrooms },
        { column: 'beds', message: 'Beds cannot be fewer than bedrooms' },
      ],
    });
    expect(readHomeRow(home({ latitude: '-26.39' }))).toEqual({
      ok: false,
      errors: [{ column: 'longitude', message: I.point }],
    });
    expect(readHomeRow(home({ latitude: '-41.2', longitude: '174.7' }))).toEqual({
      ok: false,
      errors: [{ column: 'longitude', message: I.point }],
    });
  });
});

describe('a bookings row', () => {
  it("reads the template's example: cents, a confirmed status, two adults by default", () => {
    expect(readBookingRow(booking({ adults: '', children: '', status: '' }))).toEqual({
      ok: true,
      value: {
        code: 'NSH-104',
        channel: 'Airbnb',
        reference: 'HMABC12345',
        guest_name: 'Ava Nguyen',
        guest_email: 'ava@example.com',
        guest_phone: '0400 123 456',
        check_in: '2027-01-03',
        check_out: '2027-01-06',
        adults: 2,
        children: 0,
        amount: 124_550,
        status: 'BOOKED',
      },
    });
  });

  it('reads DD/MM/YYYY days as AU and NZ spreadsheets save them, and status words in any case', () => {
    const read = readBookingRow(booking({ check_in: '3/1/2027', check_out: '06/01/2027', status: 'Cancelled' }));
    expect(read.ok && read.value).toMatchObject({
      check_in: '2027-01-03',
      check_out: '2027-01-06',
      status: 'CANCELLED',
    });
  });

  it('names every bad column with its message', () => {
    expect(
      readBookingRow(
        booking({
          channel: '',
          reference: '',
          guest_email: 'ava at example',
          check_in: '2027-02-30',
          adults: '0',
          amount: 'lots',
          status: 'maybe',
        }),
      ),
    ).toEqual({
      ok: false,
      errors: [
        { column: 'channel', message: I.channelEmpty },
        { column: 'reference', message: I.reference },
        { column: 'guest_email', message: I.guestEmail },
        { column: 'check_in', message: I.day },
        { column: 'adults', message: I.guests },
        { column: 'amount', message: I.amount },
        { column: 'status', message: I.status },
      ],
    });
  });

  it('refuses a stay that ends before it starts or runs past a year', () => {
    expect(readBookingRow(booking({ check_out: '2027-01-03' }))).toEqual({
      ok: false,
      errors: [{ column: 'check_out', message: I.checkOut }],
    });
    expect(readBookingRow(booking({ check_out: '2028-01-04' }))).toEqual({
      ok: false,
      errors: [{ column: 'check_out', message: I.tooLong }],
    });
  });
});
