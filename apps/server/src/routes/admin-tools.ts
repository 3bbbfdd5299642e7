import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../app-env';
import { requireAdmin } from '../auth/session';
import { describeRoute } from '../http/openapi-registry';
import { coverTestBody, runCoverTest } from '../services/admin/cover-test';
import { readAdminJson } from '../services/admin/field-messages';

describeRoute({
  method: 'post',
  path: '/api/admin/cover-test',
  summary: 'Cover test lab: art + typeset title/subtitle/author, answered as a data URL (admin; no charge)',
  auth: 'admin',
  body: coverTestBody,
  response: z.object({ success: z.boolean(), cover_url: z.string(), provider: z.string() }),
});

/** Mounted at /api/admin: 404 to everyone but admins. */
export const adminToolRoutes = new Hono<AppEnv>()
  .use(requireAdmin)
  .post('/cover-test', async (c) =>
    c.json(await runCoverTest(c.var.deps, await readAdminJson(c, coverTestBody))),
  );
