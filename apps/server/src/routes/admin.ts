import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { requireAdmin } from '../auth/session';
import { describeRoute } from '../http/openapi-registry';

describeRoute({
  method: 'get',
  path: '/api/admin/ping',
  summary: 'Admin check (404 for everyone else)',
  auth: 'admin',
});

/** Mounted at /api/admin: every route behind requireAdmin, which answers 404 to non-admins. */
export const adminRoutes = new Hono<AppEnv>().use(requireAdmin).get('/ping', (c) => c.json({ ok: true }));
