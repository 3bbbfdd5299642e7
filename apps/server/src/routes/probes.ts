import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../app-env';
import { errorHandler } from '../http/error-handler';
import { httpMetrics } from '../http/http-metrics';
import { describeRoute } from '../http/openapi-registry';
import { requestId } from '../http/request-id';
import { VERSION } from '../version';
import { metricsRoutes } from './metrics';

const health = z.object({ ok: z.boolean(), db: z.enum(['pglite', 'postgres']), version: z.string() });
const ready = z.object({ ready: z.boolean(), role: z.enum(['all', 'api', 'worker']) });

describeRoute({
  method: 'get',
  path: '/api/health',
  summary: 'Liveness and database kind',
  response: health,
});
describeRoute({
  method: 'get',
  path: '/api/ready',
  summary: 'Readiness: 200 when this process takes work, 503 while stopping or without its database',
  response: ready,
});

/** Liveness and readiness: served by every role (a worker serves only these, on WORKER_PORT). */
export const probeRoutes = new Hono<AppEnv>()
  .get('/health', async (c) => {
    await c.var.deps.database.executeSql('select 1');
    return c.json({ ok: true, db: c.var.deps.database.kind, version: VERSION });
  })
  .get('/ready', async (c) => {
    const { readiness, database, env } = c.var.deps;
    const role = env.ROLE;
    if (readiness && !readiness.isReady()) return c.json({ ready: false, role }, 503);
    const dbUp = await database.executeSql('select 1').then(
      () => true,
      () => false,
    );
    return c.json({ ready: dbUp, role }, dbUp ? 200 : 503);
  });

/** The whole HTTP surface of a ROLE=worker process. */
export function probeApp(deps: AppEnv['Variables']['deps']) {
  const app = new Hono<AppEnv>();
  app.onError(errorHandler(deps.log));
  app.use('*', requestId);
  app.use('*', httpMetrics);
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  app.route('/api', probeRoutes);
  // Job run times and counts are per process: Prometheus scrapes each worker here (token or admin).
  app.route('/api', metricsRoutes);
  app.notFound((c) =>
    c.json(
      {
        error: {
          code: 'not_found',
          message: 'A worker serves only /api/health, /api/ready and /api/metrics.',
        },
      },
      404,
    ),
  );
  return app;
}
