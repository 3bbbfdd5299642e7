import { getRole, userOfApiToken } from '@bookloom/db';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { currentUser } from '../auth/session';
import { notFound } from '../http/app-error';
import { describeRoute } from '../http/openapi-registry';
import { type Probe, runDevStatus } from '../services/admin/dev-status';

describeRoute({
  method: 'get',
  path: '/api/dev/status',
  summary:
    'Live audit for /dev/status and tools: database, tables, storage, job queue, providers (names), gallery seeds, product routes (admin session, or an admin’s export API token; 404 otherwise)',
  auth: 'admin',
});

/** An admin's session, or an export API token that belongs to an admin; anyone else gets a 404. */
async function isAdminCaller(
  c: Parameters<typeof currentUser>[0] & { req: { header(n: string): string | undefined } },
) {
  const { db } = c.var.deps.database;
  const token = /^bearer\s+(blk_\S+)\s*$/i.exec(c.req.header('authorization') ?? '')?.[1];
  const userId = token ? await userOfApiToken(db, token, 'export') : (await currentUser(c))?.id;
  return Boolean(userId) && (await getRole(db, userId!)) === 'admin';
}

/** `probe` answers a request with the whole app in-process (app.ts), for the route checks. */
export const devStatusRoutes = (probe: Probe) =>
  new Hono<AppEnv>().get('/dev/status', async (c) => {
    if (!(await isAdminCaller(c))) throw notFound();
    return c.json(await runDevStatus(c.var.deps, probe));
  });
