import { createMiddleware } from 'hono/factory';
import { routePath } from 'hono/route';
import { httpDuration, httpRequests } from './metrics-registry';

/**
 * Counts every response and times it, labelled by the route pattern that answered (`/api/books/:id`,
 * never the raw path, so the label set stays bounded whatever clients ask for).
 */
export const httpMetrics = createMiddleware(async (c, next) => {
  const stopTimer = httpDuration.startTimer();
  await next();
  // After next(), the route index is the handler (or middleware) that produced the response.
  const route = routePath(c) || 'unmatched';
  const method = c.req.method;
  stopTimer({ method, route });
  httpRequests.inc({ method, route, status: String(c.res.status) });
});
