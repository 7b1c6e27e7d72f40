import { z } from 'zod';

/** `GET v3/links`: links the caller's menus offer (licensees get 'Property Submission'). */
export const ZLinksResponse = z.object({
  data: z.array(z.object({ title: z.string(), url: z.string() })),
});
export type TLinksResponse = z.infer<typeof ZLinksResponse>;
