/** Where a feed lives, for the audit log: the host only, since channel URLs carry their own secret. */
export const hostOf = (url: string | null) => (url ? new URL(url).host : null);
