/** Errors from /api carry `{ error: { code, message } }`; this keeps both plus the HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** The error body's other fields (e.g. a refused export's preflight report). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export async function readApiError(res: Response): Promise<ApiError> {
  const body = (await res.json().catch(() => null)) as {
    error?: { code?: string; message?: string } & Record<string, unknown>;
  } | null;
  return new ApiError(
    res.status,
    body?.error?.code ?? 'http_error',
    body?.error?.message ?? res.statusText,
    body?.error ?? {},
  );
}

export async function api<T>(path: string, init?: { method?: string; body?: unknown }): Promise<T> {
  const res = await fetch(path, {
    method: init?.method ?? 'GET',
    credentials: 'same-origin',
    headers: init?.body === undefined ? undefined : { 'content-type': 'application/json' },
    body: init?.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!res.ok) throw await readApiError(res);
  return (await res.json()) as T;
}

/** Fire-and-forget report to the server log (e.g. a 404 path); never throws. */
export function clientLog(kind: 'not_found' | 'error', path: string) {
  void fetch('/api/client-log', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ kind, path: path.slice(0, 2000) }),
    keepalive: true,
  }).catch(() => {});
}
