import { z } from 'zod';

/** The JSON:API error document every failing call answers (docs/ARCHITECTURE.md#the-path-of-a-request). */
export const ZApiError = z.object({
  status: z.string(),
  code: z.string(),
  title: z.string(),
  detail: z.string(),
  source: z.object({ parameter: z.string().optional(), pointer: z.string().optional() }).optional(),
  meta: z.record(z.string(), z.unknown()).optional(),
});
export type TApiError = z.infer<typeof ZApiError>;

export const ZErrorDocument = z.object({ errors: z.array(ZApiError) });
export type TErrorDocument = z.infer<typeof ZErrorDocument>;
