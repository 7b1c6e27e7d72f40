/** What global-setup hands to every test file (vitest `provide`/`inject`). */
export type TestTemplate =
  | { engine: 'pglite'; dataDirTarball: string; blobsDir: string }
  | { engine: 'postgres'; adminUrl: string; templateDb: string; blobsDir: string };

/* eslint-disable @typescript-eslint/consistent-type-definitions -- vitest's ProvidedContext is extended by declaration merging */
declare module 'vitest' {
  export interface ProvidedContext {
    hearthTemplate: TestTemplate;
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */

export const TEST_SECRETS = {
  sessionSecret: 'test-session-secret-0123456789-abcdefghijklmnop',
  fileSigningSecret: 'test-file-secret-0123456789-abcdefghijklmnopqrs',
  credentialKey: 'dGVzdC1jcmVkZW50aWFsLWtleS0zMi1ieXRlcy1vayE',
};

/** Replaces the database name in a postgres:// URL. */
export const withDatabase = (url: string, database: string): string => {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
};
