import type { Context } from 'hono';
import type { AppEnv } from '../app-env';

/**
 * better-auth answers errors as `{ message, code }`. Our API contract is `{ error: { code, message } }`;
 * we add that shape and keep better-auth's fields, which its browser client reads.
 */
export async function authHandler(c: Context<AppEnv>): Promise<Response> {
  const res = await c.var.deps.auth.handler(c.req.raw);
  if (res.status < 400 || !res.headers.get('content-type')?.includes('application/json')) return res;
  const body = (await res.json().catch(() => ({}))) as { message?: string; code?: string };
  const code = (body.code ?? (res.status === 429 ? 'RATE_LIMITED' : 'AUTH_ERROR')).toLowerCase();
  const message =
    body.message ??
    (res.status === 429 ? 'Too many attempts. Please wait a moment and try again.' : 'Request failed');
  const headers = new Headers(res.headers);
  headers.delete('content-length');
  return new Response(
    JSON.stringify({ ...body, message, code: body.code ?? code.toUpperCase(), error: { code, message } }),
    {
      status: res.status,
      headers,
    },
  );
}
