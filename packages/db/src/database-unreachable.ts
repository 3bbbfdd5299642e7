/** The database of DATABASE_URL cannot be reached: says where and why, never the password. */
export class DatabaseUnreachableError extends Error {}

const REASONS: Record<string, string> = {
  ECONNREFUSED: 'connection refused (is Postgres running and listening there?)',
  ENOTFOUND: 'host not found',
  EAI_AGAIN: 'host not found (DNS lookup failed)',
  ETIMEDOUT: 'connection timed out',
  ECONNRESET: 'connection reset',
  '28P01': 'password authentication failed',
  '28000': 'authentication refused',
  '3D000': 'database does not exist',
};

export function unreachable(databaseUrl: string, e: unknown): Error {
  const err = e as { code?: string; errors?: { code?: string }[]; message?: string };
  const code = err.code ?? err.errors?.[0]?.code;
  const reason = code && REASONS[code];
  if (!reason) return e as Error;
  let where = 'the configured host';
  try {
    const u = new URL(databaseUrl);
    where = `${u.hostname}:${u.port || '5432'}${u.pathname}`;
  } catch {
    /* the URL was validated at boot; keep the generic wording */
  }
  return new DatabaseUnreachableError(`Cannot reach the database at ${where} (DATABASE_URL): ${reason}.`);
}
