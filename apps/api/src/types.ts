import type { Action, Role } from '@hearth/domain';
import type { ScopeKind } from './access/scope-kinds';
import type { Config } from './config';
import type { Db } from './db/client';
import type { UserRow } from './db/schema';
import type { Mailer } from './adapters/mail';
import type { BlobStore } from './adapters/blob';
import type { PaymentsService } from './adapters/payments';
import type { BackgroundTasks } from './lib/background-tasks';
import type { BrandReader } from './common/organisation/brand';
import type { GuestMail } from './common/guest-mail/send-guest-mail';

/** The signed-in caller, resolved once per request by the session plugin. */
export type SessionUser = {
  user: UserRow;
  roles: Role[];
  /** sha256 of the session cookie: the primary key of the session row. */
  sessionHash: string;
  impersonatorUserId: string | null;
};

/**
 * Who may call a route: `public`, any `signed-in` user, or those the permissions table lets do `action`
 * (packages/domain access/permissions.ts). `object` names what the call acts on (the id in its path, or the property
 * in its query or body), for the role × route × tenant matrix and the docs; the service finds it with findInScope.
 */
export type AccessRule = 'public' | 'signed-in' | { action: Action; object?: ScopeKind };
export type RouteAccessEntry = { method: string; url: string; access: AccessRule };

/* eslint-disable @typescript-eslint/consistent-type-definitions -- module augmentation needs interfaces */
declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api route with its access rule, in registration order (plugins/access-guard.ts). */
    routeAccess: readonly RouteAccessEntry[];
    config: Config;
    db: Db;
    mailer: Mailer;
    blob: BlobStore;
    /** Work that runs after its call has answered (lib/background-tasks.ts). */
    background: BackgroundTasks;
    /** The trading name, brand colour and logo, read briefly cached (common/organisation/brand.ts), never frozen. */
    brand: BrandReader;
    /** Stripe with STRIPE_SECRET_KEY, else the payments ledger (adapters/payments). */
    payments: PaymentsService;
    /** The guest's mails in the home's brand, recorded on the booking's messages tab (common/guest-mail). */
    guestMail: GuestMail;
  }
  interface FastifyRequest {
    sessionUser: SessionUser | null;
  }
  interface FastifyContextConfig {
    access?: AccessRule;
    /** `signature`: the caller proves itself by signing the body (Stripe's webhook), so no CSRF token is asked. */
    csrf?: 'signature';
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */
