/** Every kind of object a call may act on; each is reached through its home (find-in-scope.ts). */
export const SCOPE_KINDS = ['property', 'booking', 'quote', 'event', 'task', 'ical-feed'] as const;
export type ScopeKind = (typeof SCOPE_KINDS)[number];
