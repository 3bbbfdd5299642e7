import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../app-env';
import { configuredProviders } from '../auth/create-auth';
import { currentUser } from '../auth/session';
import { buildOpenApi, describeRoute } from '../http/openapi-registry';
import { readJson } from '../http/validate';
import { VERSION } from '../version';

const health = z.object({ ok: z.boolean(), db: z.enum(['pglite', 'postgres']), version: z.string() });
const config = z.object({
  version: z.string(),
  production: z.boolean(),
  providers: z.object({ google: z.boolean(), github: z.boolean() }),
  welcomeCredits: z.number(),
});
const clientLog = z.object({
  kind: z.enum(['not_found', 'error']),
  path: z.string().max(2000),
  message: z.string().max(2000).optional(),
});

describeRoute({
  method: 'get',
  path: '/api/health',
  summary: 'Liveness and database kind',
  response: health,
});
describeRoute({
  method: 'get',
  path: '/api/config',
  summary: 'Public settings the web app needs',
  response: config,
});
describeRoute({
  method: 'post',
  path: '/api/client-log',
  summary: 'Browser-side events worth logging (e.g. 404 paths)',
  body: clientLog,
});
describeRoute({ method: 'get', path: '/api/openapi.json', summary: 'This document' });

export const systemRoutes = new Hono<AppEnv>()
  .get('/health', async (c) => {
    await c.var.deps.database.executeSql('select 1');
    return c.json({ ok: true, db: c.var.deps.database.kind, version: VERSION });
  })
  .get('/config', (c) => {
    const { env } = c.var.deps;
    return c.json({
      version: VERSION,
      production: env.NODE_ENV === 'production',
      providers: configuredProviders(env),
      welcomeCredits: env.WELCOME_CREDITS,
    });
  })
  .post('/client-log', async (c) => {
    const body = await readJson(c, clientLog);
    // The path is data, not a format string: logged as a JSON field, length-capped above.
    c.var.deps.log.warn(body.kind === 'not_found' ? 'page not found' : 'client error', {
      ...body,
      userId: (await currentUser(c))?.id,
    });
    return c.json({ ok: true });
  })
  .get('/openapi.json', (c) => c.json(buildOpenApi(VERSION)));
