import { createHash, timingSafeEqual } from 'node:crypto';
import { type Context, Hono } from 'hono';
import { Gauge, Registry } from 'prom-client';
import type { AppEnv } from '../app-env';
import { requireAdmin } from '../auth/session';
import { metricsRegistry } from '../http/metrics-registry';
import { describeRoute } from '../http/openapi-registry';
import { jobCountsByState } from '../jobs/job-counts';

describeRoute({
  method: 'get',
  path: '/api/metrics',
  summary:
    'Prometheus metrics of this process (requests, latency, jobs by state, queue depth): an admin session or `Authorization: Bearer $METRICS_TOKEN`; 404 for everyone else',
  auth: 'admin',
});

const digest = (s: string) => createHash('sha256').update(s).digest();

/** The scraper's bearer token against METRICS_TOKEN, in constant time (hashes: equal lengths). */
function hasMetricsToken(c: Context<AppEnv>) {
  const token = c.var.deps.env.METRICS_TOKEN;
  const given = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1];
  return Boolean(token && given && timingSafeEqual(digest(given), digest(token)));
}

const QUEUED_STATES = new Set(['created', 'retry']);

/** Gauges read from the database at scrape time: the same in every process. */
async function queueMetrics(c: Context<AppEnv>) {
  const registry = new Registry();
  const jobs = new Gauge({
    name: 'bookloom_jobs',
    help: 'Jobs in pg-boss by queue and state (created, retry, active, completed, cancelled, failed)',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
  });
  const depth = new Gauge({
    name: 'bookloom_queue_depth',
    help: 'Jobs waiting to run (created or retry), by queue',
    labelNames: ['queue'] as const,
    registers: [registry],
  });
  const waiting = new Map<string, number>();
  for (const r of await jobCountsByState(c.var.deps.database)) {
    jobs.set({ queue: r.queue, state: r.state }, r.count);
    waiting.set(r.queue, (waiting.get(r.queue) ?? 0) + (QUEUED_STATES.has(r.state) ? r.count : 0));
  }
  for (const [queue, n] of waiting) depth.set({ queue }, n);
  return registry.metrics();
}

/** GET /api/metrics (API processes, and a worker's probe port). */
export const metricsRoutes = new Hono<AppEnv>().get(
  '/metrics',
  async (c, next) => (hasMetricsToken(c) ? next() : requireAdmin(c, next)),
  async (c) => {
    const text = (await metricsRegistry.metrics()) + (await queueMetrics(c));
    return c.body(text, 200, { 'Content-Type': metricsRegistry.contentType, 'Cache-Control': 'no-store' });
  },
);
