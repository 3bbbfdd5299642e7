import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../app-env';
import { configuredProviders } from '../auth/create-auth';
import { currentUser } from '../auth/session';
import { clientAddress } from '../http/client-address';
import { fixedWindowLimit } from '../http/fixed-window-limit';
import { buildOpenApi, describeRoute } from '../http/openapi-registry';
import { readJson } from '../http/validate';
import { VERSION } from '../version';
import { probeRoutes } from './probes';

const config = z.object({
  version: z.string(),
  production: z.boolean(),
  providers: z.object({ google: z.boolean(), github: z.boolean() }),
  welcomeCredits: z.number(),
  supportEmail: z.string(),
  /** Pictures come from the builtin offline engine (illustrated, never photoreal). */
  offlineImages: z.boolean(),
});
const clientLog = z.object({
  kind: z.enum(['not_found', 'error']),
  path: z.string().max(2000),
  message: z.string().max(2000).optional(),
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
/** A browser reports a handful of events per page view; more is a flood of the log. */
const clientLogLimit = fixedWindowLimit(30, 60_000);

describeRoute({ method: 'get', path: '/api/openapi.json', summary: 'This document' });

export const systemRoutes = new Hono<AppEnv>()
  .route('/', probeRoutes)
  .get('/config', (c) => {
    const { env } = c.var.deps;
    return c.json({
      version: VERSION,
      production: env.NODE_ENV === 'production',
      providers: configuredProviders(env),
      welcomeCredits: env.WELCOME_CREDITS,
      supportEmail: env.SUPPORT_EMAIL,
      offlineImages: c.var.deps.ai.localImages,
    });
  })
  .post('/client-log', async (c) => {
    clientLogLimit(clientAddress(c, c.var.deps.env.TRUST_PROXY));
    const body = await readJson(c, clientLog);
    // The path is data, not a format string: logged as a JSON field, length-capped above.
    c.var.deps.log.warn(body.kind === 'not_found' ? 'page not found' : 'client error', {
      ...body,
      userId: (await currentUser(c))?.id,
    });
    return c.json({ ok: true });
  })
  .get('/openapi.json', (c) => c.json(buildOpenApi(VERSION)));
