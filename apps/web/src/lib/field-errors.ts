/** Messages by a body's attribute path, as the API's pointers name them: 'seasons.1.from'; '' for the whole body. */
export type FieldErrors = Record<string, string>;

/** An attribute path from a JSON:API pointer: '/data/attributes/seasons/1/from' → 'seasons.1.from'. */
const pathOfPointer = (pointer: string): string =>
  pointer
    .replace(/^\/data\/attributes\/?/, '')
    .split('/')
    .filter(Boolean)
    .join('.');

/**
 * The API's field errors ('pointer: message' lines of an ApiError's details) by attribute path, the first per field;
 * a refusal of the whole body (no pointer, or the attributes themselves) under ''.
 */
export const fieldErrorsOf = (details: readonly string[]): FieldErrors => {
  const errors: FieldErrors = {};
  for (const line of details) {
    const match = /^(\/data\/attributes\S*): (.+)$/.exec(line);
    const key = match?.[1] ? pathOfPointer(match[1]) : '';
    const message = match?.[2] ?? line;
    if (errors[key] === undefined) errors[key] = message;
  }
  return errors;
};
