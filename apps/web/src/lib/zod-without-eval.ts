/**
 * Zod compiles object parsers with `new Function` unless told not to, and probes for it even then when not told
 * early: our CSP (script-src 'self') refuses it and the browser reports a violation on every page that parses. Zod
 * reads this global when it loads, so main.tsx sets it before any chunk that carries zod.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };
export {};
