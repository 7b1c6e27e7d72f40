import type { Role } from '@hearth/domain';
import type { Config } from './config';
import type { Db } from './db/client';
import type { UserRow } from './db/schema';
import type { Mailer } from './adapters/mail';
import type { BlobStore } from './adapters/blob';

/** The signed-in caller, resolved once per request by the session plugin. */
export type SessionUser = {
  user: UserRow;
  roles: Role[];
  /** sha256 of the session cookie: the primary key of the session row. */
  sessionHash: string;
  impersonatorUserId: string | null;
};

/**
 * Who may call a route. `route` asks the shared route access table (packages/domain) so the web menu
 * and the API agree on who opens an area.
 */
export type AccessRule = 'public' | 'signed-in' | { roles: readonly Role[] } | { route: string };

/* eslint-disable @typescript-eslint/consistent-type-definitions -- module augmentation needs interfaces */
declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    mailer: Mailer;
    blob: BlobStore;
  }
  interface FastifyRequest {
    sessionUser: SessionUser | null;
  }
  interface FastifyContextConfig {
    access?: AccessRule;
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */
