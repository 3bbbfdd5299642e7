import PgBoss from 'pg-boss';
import type { JobDefinition, JobServices } from './job-definition';

export type JobQueue = {
  /** Enqueues a job; `db` makes the insert part of an open transaction (see txExecutor). */
  send(
    name: string,
    data: object,
    opts?: { id?: string; db?: PgBoss.Db; singletonKey?: string },
  ): Promise<string | null>;
};
export type Jobs = { boss: PgBoss; queue: JobQueue; stop(): Promise<void> };

/**
 * pg-boss on the app's own database. On PGlite it goes through our connection (`db` adapter: one
 * connection only); on Postgres it gets its own pool so LISTEN/NOTIFY and polling don't starve the API.
 * `work` is false for ROLE=api: such a process only enqueues.
 */
export async function startJobs(
  services: Pick<JobServices, 'database' | 'log'> & Partial<JobServices>,
  jobs: JobDefinition[],
  opts: { work: boolean; databaseUrl?: string; pollingIntervalSeconds?: number },
): Promise<Jobs> {
  const { database, log } = services;
  const boss = opts.databaseUrl
    ? new PgBoss({ connectionString: opts.databaseUrl, max: 4 })
    : new PgBoss({ db: { executeSql: database.executeSql } as unknown as PgBoss.Db });
  boss.on('error', (e) => log.error('job queue error', { err: String(e) }));
  await boss.start();
  for (const job of jobs) {
    await boss.createQueue(job.name, {
      name: job.name,
      retryLimit: job.retryLimit ?? 3,
      retryBackoff: true,
      ...(job.policy ? { policy: job.policy } : {}),
      ...(job.retryDelay !== undefined ? { retryDelay: job.retryDelay } : {}),
      ...(job.expireInSeconds ? { expireInSeconds: job.expireInSeconds } : {}),
    });
    if (job.cron) await boss.schedule(job.name, job.cron, {}, { tz: 'UTC' });
    if (!opts.work) continue;
    // pg-boss 10 runs one job at a time per work() call: several calls give several workers.
    const workers =
      typeof job.workers === 'function' ? job.workers(services as JobServices) : (job.workers ?? 1);
    for (let w = 0; w < workers; w++)
      await boss.work(
        job.name,
        { pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 1, includeMetadata: true },
        async (batch) => {
          for (const j of batch) {
            const data = job.payload.parse(j.data);
            const attempt = { id: j.id, retryCount: j.retryCount, retryLimit: j.retryLimit };
            await job.handler(data, { ...(services as JobServices), attempt });
          }
        },
      );
  }
  const queue: JobQueue = {
    send: (name, data, o = {}) => boss.send(name, data, o),
  };
  return { boss, queue, stop: () => boss.stop({ graceful: true, timeout: 10_000 }) };
}
