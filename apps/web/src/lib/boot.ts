/**
 * The boot data the server writes into the app page (apps/api/src/plugins/web.ts): the public config, and whether
 * the request carried a session cookie. Absent under tests and `vite dev`, where everything is fetched as before.
 */
type BootData = { config?: Record<string, unknown>; signedIn?: boolean };

const readBoot = (): BootData => {
  if (typeof document === 'undefined') return {};
  const text = document.getElementById('hearth-boot')?.textContent;
  if (!text) return {};
  try {
    return JSON.parse(text) as BootData;
  } catch {
    return {};
  }
};

const boot = readBoot();

/** The public config the page came with, if any. */
export const bootConfig = (): Record<string, unknown> | undefined => boot.config;

let signedOutHint = boot.signedIn === false;

/**
 * True once, when the page came without a session cookie: the first session check can answer 'nobody' without a
 * call (which would only answer 401). Every later check asks the server.
 */
export const takeSignedOutHint = (): boolean => {
  const hint = signedOutHint;
  signedOutHint = false;
  return hint;
};
