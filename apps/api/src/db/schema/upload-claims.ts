import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One upload per signed URL: a PUT claims its key here before its bytes are stored, so of several PUTs to one link at
 * once exactly one stores a file and the rest answer 409 (issue 29 E). A claim whose store failed is taken back.
 */
export const uploadClaims = pgTable('upload_claims', {
  key: text('key').primaryKey(),
  claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
});
