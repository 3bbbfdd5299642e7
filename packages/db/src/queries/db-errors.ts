/** True when an error (or its cause, as drizzle wraps driver errors) is a unique-key violation. */
export function isUniqueViolation(e: unknown): boolean {
  for (let cur = e as { code?: string; cause?: unknown } | undefined; cur; cur = cur.cause as typeof cur) {
    if (cur.code === '23505') return true;
  }
  return false;
}
