import { getMe, getRole, type Me, profileEvents } from '@bookloom/db';
import { createMiddleware } from 'hono/factory';
import type { AppDeps, AppEnv, SessionUser } from '../app-env';
import { AppError, notFound, unauthorized } from '../http/app-error';
import { requestHeader } from '../http/node-incoming';
import { TtlCache } from './ttl-cache';

type Ctx = {
  req: { raw: Request; header(name: string): string | undefined };
  var: AppEnv['Variables'];
  set: (k: 'user', v: SessionUser | null) => void;
};

type SessionEntry = SessionUser & { expiresAt: number };
export type SessionCaches = {
  /**
   * Validated sessions, keyed by the exact credential the client sent (signed cookie or bearer token):
   * only a credential better-auth accepted gets an entry. Entries live 30 s (and never past the
   * session's expiry); revocations drop them at once in every process (account-events.ts).
   */
  sessions: TtlCache<string, SessionEntry>;
  /** /api/me answers, dropped whenever the ledger or profile changes (profileEvents), else after 5 s. */
  me: TtlCache<string, Me>;
};

/** One set of caches per app instance (two instances in one test process must not share them). */
const cachesByDeps = new WeakMap<AppDeps, SessionCaches>();

export function cachesOf(deps: AppDeps): SessionCaches {
  const known = cachesByDeps.get(deps);
  if (known) return known;
  const caches: SessionCaches = { sessions: new TtlCache(30_000), me: new TtlCache(5_000) };
  cachesByDeps.set(deps, caches);
  const offProfile = profileEvents.onChanged((userId) => caches.me.delete(userId));
  deps.accountEvents.onRevoked(({ userId }) => {
    if (userId === '*') {
      caches.sessions.deleteWhere(() => true);
      caches.me.deleteWhere(() => true);
      return;
    }
    caches.sessions.deleteWhere((u) => u.id === userId);
    caches.me.delete(userId);
  });
  deps.accountEvents.onClose(offProfile);
  return caches;
}

export function credentialOf(c: {
  env?: unknown;
  req: { header(name: string): string | undefined };
}): string | undefined {
  const auth = requestHeader(c, 'authorization');
  if (auth?.startsWith('Bearer ')) return auth;
  const cookie = requestHeader(c, 'cookie');
  return cookie ? /(?:^|;\s*)((?:__Secure-)?better-auth\.session_token=[^;]+)/.exec(cookie)?.[1] : undefined;
}

/** The signed-in user, resolved once per request and only by routes that need it. */
export async function currentUser(c: Ctx): Promise<SessionUser | null> {
  if (c.var.user !== undefined) return c.var.user;
  const key = credentialOf(c);
  let user: SessionUser | null = null;
  if (key) {
    const { sessions } = cachesOf(c.var.deps);
    const cached = sessions.get(key);
    if (cached) user = cached;
    else {
      const gen = sessions.generation(key);
      const s = await c.var.deps.auth.api.getSession({ headers: c.req.raw.headers });
      if (s?.user) {
        user = { id: s.user.id, email: s.user.email, name: s.user.name };
        const expiresAt = new Date(s.session.expiresAt).getTime();
        sessions.set(key, { ...user, expiresAt }, gen, Math.min(30_000, expiresAt - Date.now()));
      }
    }
  }
  c.set('user', user);
  return user;
}

/** The signed-in user's id, or a 401. */
export async function userIdOf(c: Ctx): Promise<string> {
  const u = await currentUser(c);
  if (!u) throw unauthorized();
  return u.id;
}

export async function currentMe(c: Ctx): Promise<Me> {
  const id = await userIdOf(c);
  const { me: meCache } = cachesOf(c.var.deps);
  const cached = meCache.get(id);
  if (cached) return cached;
  const gen = meCache.generation(id);
  const me = await getMe(c.var.deps.database.db, id);
  if (!me)
    throw new AppError(
      404,
      'profile_not_found',
      'Your user profile was not found. Please try logging out and back in.',
    );
  meCache.set(id, me, gen);
  return me;
}

/** Admin routes answer 404 to everyone else: their existence is not disclosed. */
export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  const u = await currentUser(c);
  if (!u || (await getRole(c.var.deps.database.db, u.id)) !== 'admin') throw notFound();
  await next();
});
