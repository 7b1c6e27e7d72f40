import { productErrorMap } from '@hearth/domain/api';

/**
 * Zod's global settings, set before any chunk that carries zod loads (main.tsx imports this first):
 * - `jitless`: zod compiles object parsers with `new Function` unless told not to, and probes for it even then when
 *   not told early; our CSP (script-src 'self') refuses it and the browser reports a violation on every page that
 *   parses. Zod reads this global when it loads.
 * - `customError`: every schema failure no schema worded, as a sentence a person can read (the domain's
 *   product-messages.ts, the same map the API uses).
 */
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true, customError: productErrorMap };
