import { getMe, getRole } from '@bookloom/db';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import { AppError, notFound, unauthorized } from '../http/app-error';

/** Loads the session (cookie or bearer token) into `c.var.user`; never rejects by itself. */
export const loadSession = createMiddleware<AppEnv>(async (c, next) => {
  const s = await c.var.deps.auth.api.getSession({ headers: c.req.raw.headers });
  c.set('user', s?.user ? { id: s.user.id, email: s.user.email, name: s.user.name } : null);
  await next();
});

export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.user) throw unauthorized();
  await next();
});

/** Admin routes answer 404 to everyone else: their existence is not disclosed. */
export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  const u = c.var.user;
  if (!u || (await getRole(c.var.deps.database.db, u.id)) !== 'admin') throw notFound();
  await next();
});

/** The signed-in user's id, or a 401 (handlers call this instead of path-wide middleware). */
export function userIdOf(c: { var: AppEnv['Variables'] }): string {
  if (!c.var.user) throw unauthorized();
  return c.var.user.id;
}

export async function currentMe(c: { var: AppEnv['Variables'] }) {
  const u = c.var.user;
  if (!u) throw unauthorized();
  const me = await getMe(c.var.deps.database.db, u.id);
  if (!me)
    throw new AppError(
      404,
      'profile_not_found',
      'Your user profile was not found. Please try logging out and back in.',
    );
  return me;
}
