import { profileEvents } from '@bookloom/db';
import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import { cachesOf, credentialOf } from './session';

/** Auth calls that end sessions or change the account: cached copies must go at once, everywhere. */
const CHANGES_ACCOUNT =
  /\/(sign-out|change-password|change-email|update-user|revoke-[a-z-]+|reset-password|delete-user)$/;

const changesAccount = (c: Context<AppEnv>) =>
  c.req.method === 'POST' && CHANGES_ACCOUNT.test(new URL(c.req.url).pathname);

/**
 * Whose sessions the call may end, read before better-auth deletes the session (this process may
 * not have it cached: it may have been validated on another one). `*` when unknown (reset by token).
 */
async function accountOf(c: Context<AppEnv>): Promise<string | null> {
  if (new URL(c.req.url).pathname.endsWith('/reset-password')) return '*';
  const key = credentialOf(c);
  if (!key) return null; // no session to end
  const cached = cachesOf(c.var.deps).sessions.get(key);
  if (cached) return cached.id;
  const s = await c.var.deps.auth.api.getSession({ headers: c.req.raw.headers }).catch(() => null);
  return s?.user.id ?? null;
}

async function dropCachedSessions(c: Context<AppEnv>, userId: string) {
  const key = credentialOf(c);
  if (key) cachesOf(c.var.deps).sessions.delete(key);
  await c.var.deps.accountEvents.revoke(userId);
  if (userId !== '*') profileEvents.changed(userId);
}

/**
 * better-auth answers errors as `{ message, code }`. Our API contract is `{ error: { code, message } }`;
 * we add that shape and keep better-auth's fields, which its browser client reads.
 */
export async function authHandler(c: Context<AppEnv>): Promise<Response> {
  const revoking = changesAccount(c) ? await accountOf(c) : null;
  const res = await c.var.deps.auth.handler(c.req.raw);
  // Only a call that worked ends sessions (failed reset attempts must not flush every cache).
  if (revoking && res.status < 400) await dropCachedSessions(c, revoking);
  if (res.status < 400 || !res.headers.get('content-type')?.includes('application/json')) return res;
  const body = (await res.json().catch(() => ({}))) as { message?: string; code?: string };
  const code = (body.code ?? (res.status === 429 ? 'RATE_LIMITED' : 'AUTH_ERROR')).toLowerCase();
  const message =
    body.message ??
    (res.status === 429 ? 'Too many attempts. Please wait a moment and try again.' : 'Request failed');
  const headers = new Headers(res.headers);
  headers.delete('content-length');
  // better-auth's limiter says when to retry in its own X-Retry-After; clients read the standard header.
  if (res.status === 429 && !headers.has('retry-after'))
    headers.set('retry-after', String(Math.max(1, Number(headers.get('x-retry-after')) || 60)));
  return new Response(
    JSON.stringify({ ...body, message, code: body.code ?? code.toUpperCase(), error: { code, message } }),
    {
      status: res.status,
      headers,
    },
  );
}
