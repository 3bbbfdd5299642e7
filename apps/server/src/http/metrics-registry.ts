import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/**
 * This process's metrics (one scrape target per process). Module-level: every app a test builds in one
 * process shares them, as prom-client refuses a metric name registered twice in one registry.
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry, prefix: 'bookloom_' });

export const httpRequests = new Counter({
  name: 'bookloom_http_requests_total',
  help: 'HTTP requests answered, by method, route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [metricsRegistry],
});

export const httpDuration = new Histogram({
  name: 'bookloom_http_request_duration_seconds',
  help: 'Time to the response headers, by method and route pattern',
  labelNames: ['method', 'route'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [metricsRegistry],
});

export const jobsProcessed = new Counter({
  name: 'bookloom_jobs_processed_total',
  help: 'Jobs this process ran, by queue and outcome (completed, failed = threw, pg-boss retries or fails it)',
  labelNames: ['queue', 'outcome'] as const,
  registers: [metricsRegistry],
});

export const jobDuration = new Histogram({
  name: 'bookloom_job_duration_seconds',
  help: 'Run time of the jobs this process ran, by queue',
  labelNames: ['queue'] as const,
  buckets: [0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600],
  registers: [metricsRegistry],
});
