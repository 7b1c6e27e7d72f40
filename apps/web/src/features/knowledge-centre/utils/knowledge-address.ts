import { addressOrNull } from '@hearth/domain/api';
import * as z from 'zod/mini';

/** The knowledge centre's address: `?q=` (the search) and `?article=` (the open article's slug). */
export const ZKnowledgeAddress = z.object({
  q: z.pipe(
    z._default(z.string(), ''),
    z.transform((text: string) => text.trim().slice(0, 100)),
  ),
  article: addressOrNull(z.string().check(z.regex(/^[a-z0-9-]{1,80}$/, 'Not an article name'))),
});
export type KnowledgeAddress = z.output<typeof ZKnowledgeAddress>;
