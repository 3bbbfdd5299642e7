/** True when an error (or its cause, as drizzle wraps driver errors) carries this SQLSTATE. */
function hasSqlState(e: unknown, code: string): boolean {
  for (let cur = e as { code?: string; cause?: unknown } | undefined; cur; cur = cur.cause as typeof cur) {
    if (cur.code === code) return true;
  }
  return false;
}

/** A unique-key violation (23505). */
export const isUniqueViolation = (e: unknown) => hasSqlState(e, '23505');
/** A foreign-key violation (23503): the row it points at is gone. */
export const isForeignKeyViolation = (e: unknown) => hasSqlState(e, '23503');
