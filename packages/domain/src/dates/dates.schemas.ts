import { z } from 'zod';
import { INPUT_MESSAGES } from '../api/input.constants';
import { isInstantInRange, isNight } from './nights';

/**
 * A calendar day `YYYY-MM-DD` that exists (2026-02-30 is refused) within DAY_RANGE. Every day or night a request
 * carries goes through this schema.
 */
export const ZNight = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: INPUT_MESSAGES.dayFormat, abort: true })
  .refine(isNight, INPUT_MESSAGES.day);

/** An ISO-8601 date and time with `Z` or an offset, on a day of DAY_RANGE (UTC). Every instant a request carries. */
export const ZInstant = z.iso
  .datetime({ offset: true, error: INPUT_MESSAGES.instant, abort: true })
  .refine(isInstantInRange, INPUT_MESSAGES.instant);

/**
 * A month `YYYY-MM` within DAY_RANGE: every month a request carries (statements' generate, publish and checks). The
 * format alone lets year 0000 through, which no database date can hold.
 */
export const ZMonth = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: INPUT_MESSAGES.monthFormat, abort: true })
  .refine((month) => isNight(`${month}-01`), INPUT_MESSAGES.month);
