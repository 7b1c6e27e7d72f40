import type { SessionUser } from '../../types';

/** How a note is signed: the full name of the one who is signed in (an impersonating admin is in the audit entry). */
export const fullNameOf = (caller: SessionUser) => `${caller.user.firstName} ${caller.user.lastName}`.trim();
