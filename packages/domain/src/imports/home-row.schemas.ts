import { z } from 'zod';
import { BUILDING_TYPES, PROPERTY_EDIT, PROPERTY_EDIT_MESSAGES } from '../properties/properties.constants';
import { COUNTRY_BOUNDS, PROPERTY_CREATE } from '../properties/property-create.constants';
import { IMPORT_MESSAGES } from './imports.constants';
import {
  centsCell,
  choiceCell,
  decimalCell,
  optionalTextCell,
  readRow,
  textCell,
  wholeCell,
  type ReadRow,
} from './import-cells.schemas';

/*
 * One line of a homes file (docs/product/imports.md#homes): the fields of adding a home
 * (docs/product/properties.md#adding-a-home), read from text cells, with the form's limits and the file's defaults.
 */

const M = PROPERTY_EDIT_MESSAGES;
const I = IMPORT_MESSAGES;
const CODE = new RegExp(`^[A-Z0-9][A-Z0-9-]{${PROPERTY_CREATE.codeMin - 1},${PROPERTY_CREATE.codeMax - 1}}$`);
const TIME = /^([01]?\d|2[0-3]):[0-5]\d$/;

const time = (fallback: string) =>
  optionalTextCell(5, M.time)
    .refine((text) => text === null || TIME.test(text), M.time)
    .transform((text) => (text === null ? fallback : text.padStart(5, '0')));

export const ZHomeRow = z
  .object({
    code: textCell(PROPERTY_CREATE.codeMax, I.code)
      .transform((code) => code.toUpperCase())
      .refine((code) => CODE.test(code), I.code),
    name: textCell(PROPERTY_EDIT.nameMax, M.nameRequired),
    type: choiceCell(Object.fromEntries(BUILDING_TYPES.map((type) => [type, type])), I.type),
    unit: optionalTextCell(PROPERTY_CREATE.unitMax, `The unit can be at most ${PROPERTY_CREATE.unitMax} characters`),
    street: textCell(
      PROPERTY_CREATE.streetMax,
      `Give the street address (at most ${PROPERTY_CREATE.streetMax} characters)`,
    ),
    suburb: textCell(80, I.suburb),
    state: textCell(40, I.suburb),
    postcode: textCell(4, 'Write the 4-digit postcode').refine(
      (text) => /^\d{4}$/.test(text),
      'Write the 4-digit postcode',
    ),
    country: choiceCell({ au: 'AU', australia: 'AU', nz: 'NZ', 'new zealand': 'NZ' } as const, I.country),
    latitude: decimalCell(-90, 90, I.point),
    longitude: decimalCell(-180, 180, I.point),
    bedrooms: wholeCell(0, PROPERTY_EDIT.bedroomsMax, M.bedrooms),
    bathrooms: wholeCell(1, PROPERTY_EDIT.bathroomsMax, M.bathrooms),
    beds: wholeCell(1, PROPERTY_EDIT.bedsMax, M.beds),
    max_guests: wholeCell(1, PROPERTY_EDIT.maxGuestsMax, M.maxGuests),
    check_in_time: time(PROPERTY_CREATE.defaultCheckInTime),
    check_out_time: time(PROPERTY_CREATE.defaultCheckOutTime),
    /** A partner company by name; empty for the organisation's own (a licensee's: their own company). */
    company: optionalTextCell(200, I.company),
    management_fee: decimalCell(PROPERTY_EDIT.shortStayFeeMin, 100, I.managementFee).transform(
      (fee) => fee ?? PROPERTY_CREATE.defaultManagementFee,
    ),
    cleaning_fee: centsCell(PROPERTY_EDIT.feeMaxCents / 100, I.cleaningFee, 0),
  })
  .superRefine((home, ctx) => {
    if (home.max_guests < home.bedrooms) {
      ctx.addIssue({ code: 'custom', path: ['max_guests'], message: M.guestsBelowBedrooms });
    }
    if (home.beds < home.bedrooms) {
      ctx.addIssue({ code: 'custom', path: ['beds'], message: 'Beds cannot be fewer than bedrooms' });
    }
    const { latitude, longitude } = home;
    if (latitude === null && longitude === null) return;
    const box = COUNTRY_BOUNDS[home.country];
    const inside =
      latitude !== null &&
      longitude !== null &&
      latitude >= box.south &&
      latitude <= box.north &&
      longitude >= box.west &&
      longitude <= box.east;
    if (!inside)
      ctx.addIssue({ code: 'custom', path: [latitude === null ? 'latitude' : 'longitude'], message: I.point });
  });
export type THomeRow = z.output<typeof ZHomeRow>;

export const readHomeRow = (cells: Readonly<Record<string, string>>): ReadRow<THomeRow> => readRow(ZHomeRow, cells);
