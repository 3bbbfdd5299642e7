import { LOCKS, withAdvisoryLock } from '@bookloom/db';
import PgBoss from 'pg-boss';
import { errorForLog } from '../error-for-log';
import { jobDuration, jobsProcessed } from '../http/metrics-registry';
import { currentRequestId, withRequestId } from '../http/request-id';
import type { JobDefinition, JobServices } from './job-definition';

export type JobQueue = {
  /** Enqueues a job; `db` makes the insert part of an open transaction (see txExecutor). */
  send(
    name: string,
    data: object,
    opts?: { id?: string; db?: PgBoss.Db; singletonKey?: string },
  ): Promise<string | null>;
  /** Cancels a queued or running job (it is never retried; a running handler is not interrupted). */
  cancel(name: string, id: string): Promise<void>;
};
export type Jobs = {
  boss: PgBoss;
  queue: JobQueue;
  /** Wakes this process's workers of a queue (after jobs were queued without `queue.send`, e.g. resumed). */
  wake(name: string): void;
  stop(): Promise<void>;
};

/**
 * Seconds between two polls of an idle worker. Jobs queued in this process wake their workers at once and a
 * worker that ran a job fetches again at once, so polling only finds retries, cron jobs and (on Postgres) jobs
 * queued by other processes. On PGlite a poll is a statement that blocks the event loop for several ms, and
 * ~20 workers polled every second took over 10 % of the server's CPU, so it polls less; PGlite has no other
 * process to hear from.
 */
export const POLL_SECONDS = { pglite: 5, postgres: 1 } as const;

/**
 * pg-boss on the app's own database. On PGlite it goes through our connection (`db` adapter: one
 * connection only); on Postgres it gets its own pool so LISTEN/NOTIFY and polling don't starve the API.
 * `work` is false for ROLE=api: such a process only enqueues.
 */
export async function startJobs(
  services: Pick<JobServices, 'database' | 'log'> & Partial<JobServices>,
  jobs: JobDefinition[],
  opts: { work: boolean; databaseUrl?: string; pollingIntervalSeconds?: number; stopTimeoutMs?: number },
): Promise<Jobs> {
  const { database, log } = services;
  /** Jobs this process is running now (id → queue), to hand back the ones a stop cuts off. */
  const running = new Map<string, string>();
  const boss = opts.databaseUrl
    ? new PgBoss({ connectionString: opts.databaseUrl, max: 4 })
    : new PgBoss({ db: { executeSql: database.executeSql } as unknown as PgBoss.Db });
  boss.on('error', (e) => log.error('job queue error', { ...errorForLog(e) }));
  // pg-boss creates its schema and each queue's partition on first use; processes booting together on one
  // Postgres deadlock on that (seen in roles.postgres.test.ts), so they set up one after another.
  await withAdvisoryLock(database, LOCKS.jobQueues, async () => {
    await boss.start();
    for (const job of jobs) await createQueue(boss, job);
  });
  const workerIds = new Map<string, string[]>();
  const wake = (name: string) => {
    for (const id of workerIds.get(name) ?? []) boss.notifyWorker(id);
  };
  const pollingIntervalSeconds = opts.pollingIntervalSeconds ?? POLL_SECONDS[database.kind];
  for (const job of jobs) {
    if (!opts.work) continue;
    // pg-boss 10 runs one job at a time per work() call: several calls give several workers.
    const workers =
      typeof job.workers === 'function' ? job.workers(services as JobServices) : (job.workers ?? 1);
    for (let w = 0; w < workers; w++) {
      let workerId = '';
      workerId = await boss.work(
        job.name,
        { pollingIntervalSeconds, includeMetadata: true },
        async (batch) => {
          // Called before pg-boss's loop decides to sleep: it fetches the next job at once (drains a backlog).
          boss.notifyWorker(workerId);
          for (const j of batch) {
            const data = job.payload.parse(j.data);
            const attempt = { id: j.id, retryCount: j.retryCount, retryLimit: j.retryLimit };
            running.set(j.id, job.name);
            const stopTimer = jobDuration.startTimer({ queue: job.name });
            const at = { queue: job.name, jobId: j.id, retryCount: j.retryCount };
            // The job logs under the id of the request that queued it (or its own id for cron jobs).
            const requestId = (j.data as { requestId?: unknown } | null)?.requestId;
            await withRequestId(typeof requestId === 'string' ? requestId : `job:${j.id}`, async () => {
              try {
                await job.handler(data, { ...(services as JobServices), attempt });
                jobsProcessed.inc({ queue: job.name, outcome: 'completed' });
                log.info('job completed', { ...at, ms: Math.round(stopTimer() * 1000) });
              } catch (e) {
                jobsProcessed.inc({ queue: job.name, outcome: 'failed' });
                log.warn('job failed', { ...at, ms: Math.round(stopTimer() * 1000), ...errorForLog(e) });
                throw e;
              } finally {
                running.delete(j.id);
              }
            });
          }
        },
      );
      workerIds.set(job.name, [...(workerIds.get(job.name) ?? []), workerId]);
    }
  }
  const queue: JobQueue = {
    // The request id rides along in the payload (zod payload schemas drop it before the handler sees it).
    // Then wakes the queue's workers. Sent in a transaction: on PGlite their fetch waits for the commit (one
    // session); on Postgres it may run first and find nothing, and the next poll (1 s) finds the job.
    send: async (name, data, o = {}) => {
      const requestId = currentRequestId();
      const id = await boss.send(name, requestId ? { ...data, requestId } : data, o);
      wake(name);
      return id;
    },
    cancel: async (name, id) => {
      await boss.cancel(name, id);
    },
  };
  const stop = async () => {
    // Stops polling, waits (bounded) for running jobs, then pg-boss fails the ones still running.
    await boss.stop({ graceful: true, timeout: opts.stopTimeoutMs ?? 10_000 });
    const cutOff = [...running.keys()];
    if (cutOff.length) await handBack(database, cutOff, log);
  };
  return { boss, queue, wake, stop };
}

async function createQueue(boss: PgBoss, job: JobDefinition) {
  await boss.createQueue(job.name, {
    name: job.name,
    retryLimit: job.retryLimit ?? 3,
    retryBackoff: true,
    ...(job.policy ? { policy: job.policy } : {}),
    ...(job.retryDelay !== undefined ? { retryDelay: job.retryDelay } : {}),
    ...(job.expireInSeconds ? { expireInSeconds: job.expireInSeconds } : {}),
  });
  if (job.cron) await boss.schedule(job.name, job.cron, {}, { tz: 'UTC' });
}

/**
 * A stop is not the job's fault: the jobs it cut off go back to the queue at once, without using up one of
 * their retries (pg-boss would have them wait for the retry delay, or fail them on their last attempt). pg-boss
 * counts a retry when it fetches a job that has `started_on`, so clearing it keeps the count.
 */
async function handBack(database: JobServices['database'], ids: string[], log: JobServices['log']) {
  const { rows } = await database.executeSql(
    `update pgboss.job set state = 'retry', started_on = null, start_after = now(), completed_on = null where id = any($1::uuid[]) and state in ('retry', 'failed') returning id`,
    [ids],
  );
  log.warn('handed running jobs back to the queue on stop', { count: rows.length });
}
