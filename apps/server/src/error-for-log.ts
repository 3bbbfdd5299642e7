/**
 * What an unexpected error may put in the log: its kind, SQLSTATE, the SQL text (parameters are
 * placeholders) and stack frames, never values. Drizzle puts every query parameter (titles,
 * descriptions, e-mails) in its message, and Postgres quotes the offending value in its own.
 */
export function errorForLog(err: unknown): Record<string, unknown> {
  if (!(err instanceof Error)) return { error: typeof err };
  const frames = (err.stack ?? '')
    .split('\n')
    .filter((l) => /^\s+at /.test(l))
    .slice(0, 10)
    .map((l) => l.trim());
  const query = (err as { query?: unknown }).query;
  const cause = err.cause instanceof Error ? err.cause : undefined;
  const isQueryError = typeof query === 'string';
  const base = isQueryError && cause ? cause : err;
  return {
    error: err.name,
    ...(isQueryError ? { query } : {}),
    ...(sqlState(base) ? { sqlState: sqlState(base) } : {}),
    message: redact(isQueryError && !cause ? 'query failed' : base.message),
    stack: frames,
  };
}

const sqlState = (e: Error) => {
  const code = (e as { code?: unknown }).code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
};

/** Quoted values and anything after "params:"/"DETAIL:"-style tails may be user text. */
const redact = (message: string) =>
  message
    .split(/\n|params:|DETAIL:|Key \(/)[0]
    .replace(/"[^"]*"|'[^']*'/g, '"…"')
    .slice(0, 300);
