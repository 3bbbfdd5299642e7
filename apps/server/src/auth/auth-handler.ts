import { profileEvents } from '@bookloom/db';
import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import { credentialOf, sessionCache } from './session';

/** Auth calls that end sessions or change the account: cached copies must go at once. */
const CHANGES_ACCOUNT =
  /\/(sign-out|change-password|change-email|update-user|revoke-[a-z-]+|reset-password|delete-user)$/;

function dropCachedSessions(c: Context<AppEnv>) {
  const req = c.req.raw;
  const path = new URL(req.url).pathname;
  if (req.method !== 'POST' || !CHANGES_ACCOUNT.test(path)) return;
  if (path.endsWith('/reset-password')) return sessionCache.deleteWhere(() => true);
  const key = credentialOf(c);
  const cached = key ? sessionCache.get(key) : undefined;
  if (key) sessionCache.delete(key);
  if (cached) {
    sessionCache.deleteWhere((u) => u.id === cached.id);
    profileEvents.changed(cached.id);
  }
}

/**
 * better-auth answers errors as `{ message, code }`. Our API contract is `{ error: { code, message } }`;
 * we add that shape and keep better-auth's fields, which its browser client reads.
 */
export async function authHandler(c: Context<AppEnv>): Promise<Response> {
  const res = await c.var.deps.auth.handler(c.req.raw);
  dropCachedSessions(c);
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
