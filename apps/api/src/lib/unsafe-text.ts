/**
 * Text PostgreSQL cannot store: NUL, which it refuses in text and jsonb, or a UTF-16 surrogate without its pair,
 * which has no UTF-8 form (node-postgres would store U+FFFD; jsonb refuses the `\ud800` escape JSON.stringify
 * writes).
 */
// eslint-disable-next-line no-control-regex -- finding NUL is the point
export const UNSAFE_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const isUnsafeText = (text: string): boolean => UNSAFE_TEXT.test(text);
