/**
 * An error and what it wraps: Drizzle wraps the driver's error in `cause`, fetch wraps the socket's. A few levels
 * are enough, and the cap keeps a cycle of causes from looping.
 */
export function* causesOf(error: unknown): Generator<unknown> {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth += 1) yield e;
}

/** Whether the error, or one it wraps, carries one of these SQLSTATEs (or Node error codes). */
export const hasSqlState = (error: unknown, ...codes: string[]): boolean => {
  for (const e of causesOf(error)) {
    if (codes.includes(String((e as { code?: unknown }).code))) return true;
  }
  return false;
};
