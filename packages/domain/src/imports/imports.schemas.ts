import { z } from 'zod';
import { IMPORT_KINDS } from './imports.constants';

/*
 * The calls of imports (docs/product/imports.md#calls): a check of the file (nothing written), and the import that
 * writes it, which runs after its call has answered and reports how far it has got.
 */

export const ZImportQuery = z.object({
  /** true (the default): check every row and write nothing. */
  preview: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
});

export const ZImportParams = z.object({ id: z.uuid() });

/** A row's problem, beside its line: `label` names the row as people know it (a home's code, a booking's reference). */
export const ZImportRowError = z.object({
  line: z.number().int(),
  label: z.string(),
  column: z.string(),
  message: z.string(),
});
export type TImportRowError = z.infer<typeof ZImportRowError>;

/** What a file holds and does: homes added, updated or unchanged (bookings: added, or already here). */
const importFigures = {
  kind: z.enum(IMPORT_KINDS),
  rows: z.number().int(),
  added: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  /** Rows with an error; `errors` lists the first CSV_IMPORT.errorsListed problems. */
  errorCount: z.number().int(),
  errors: z.array(ZImportRowError),
};

/** `POST v3/imports/{kind}?preview=true`: the check of every row; nothing is written. */
export const ZImportCheckResponse = z.object({ data: z.object({ applied: z.literal(false), ...importFigures }) });
export type TImportCheck = z.infer<typeof ZImportCheckResponse>['data'];

export const IMPORT_STATES = ['running', 'finished'] as const;

/** An import as it runs (202 of `POST v3/imports/{kind}?preview=false`) and ends (`GET v3/imports/{id}`). */
export const ZImportDocument = z.object({
  data: z.object({
    id: z.string(),
    type: z.literal('import'),
    attributes: z.object({
      ...importFigures,
      state: z.enum(IMPORT_STATES),
      /** null while running; `failed` wrote nothing (the errors, or `error`, say why). */
      outcome: z.enum(['ok', 'failed']).nullable(),
      /** Rows to write, and rows written so far (in the import's one transaction). */
      total: z.number().int(),
      done: z.number().int(),
      error: z.string().nullable(),
      startedAt: z.string(),
      finishedAt: z.string().nullable(),
    }),
  }),
});
export type TImportDocument = z.infer<typeof ZImportDocument>;
