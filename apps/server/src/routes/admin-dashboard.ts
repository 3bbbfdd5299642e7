import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../app-env';
import { requireAdmin } from '../auth/session';
import { notFound } from '../http/app-error';
import { describeRoute } from '../http/openapi-registry';
import { CLEANUP_ACTIONS, type CleanupAction, cleanup } from '../services/admin/cleanup-actions';
import { dashboardStats } from '../services/admin/dashboard-stats';
import { readAdminJson } from '../services/admin/field-messages';

export const CLEANUP_MAX = 1000;
export const cleanupBody = z.object({
  dryRun: z.boolean().default(true),
  max: z
    .number({ error: 'must be a whole number from 1 to 1000' })
    .int('must be a whole number from 1 to 1000')
    .min(1, 'must be a whole number from 1 to 1000')
    .max(CLEANUP_MAX, 'must be a whole number from 1 to 1000')
    .default(500),
});
const cleanupResult = z.object({
  action: z.enum(CLEANUP_ACTIONS),
  dryRun: z.boolean(),
  count: z.number(),
  sample: z.array(z.string()),
});

describeRoute({
  method: 'get',
  path: '/api/admin/stats',
  summary: 'Dashboard figures: users, books by status, credits, jobs, storage, recent failures (admin)',
  auth: 'admin',
});
describeRoute({
  method: 'post',
  path: '/api/admin/cleanup/:action',
  summary:
    'A cleanup (broken-covers, broken-characters, stuck-books, orphan-files): dryRun (default) counts, otherwise runs on at most `max` items (admin)',
  auth: 'admin',
  body: cleanupBody,
  response: cleanupResult,
});

/** Mounted at /api/admin: 404 to everyone but admins. */
export const adminDashboardRoutes = new Hono<AppEnv>()
  .use(requireAdmin)
  .get('/stats', async (c) => c.json(await dashboardStats(c.var.deps)))
  .post('/cleanup/:action', async (c) => {
    const action = c.req.param('action') as CleanupAction;
    if (!CLEANUP_ACTIONS.includes(action)) throw notFound();
    const body = await readAdminJson(c, cleanupBody);
    return c.json(await cleanup(c.var.deps, action, body));
  });
