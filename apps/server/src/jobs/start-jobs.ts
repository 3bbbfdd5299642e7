import type { Database } from '@bookloom/db';
import PgBoss from 'pg-boss';
import type { Logger } from '../logger';
import type { JobDefinition } from './job-definition';

export type Jobs = { boss: PgBoss; stop(): Promise<void> };

/**
 * pg-boss on the app's own database. On PGlite it goes through our connection (`db` adapter: one
 * connection only); on Postgres it gets its own pool so LISTEN/NOTIFY and polling don't starve the API.
 * `work` is false for ROLE=api: such a process only enqueues.
 */
export async function startJobs(
  database: Database,
  jobs: JobDefinition[],
  opts: { log: Logger; work: boolean; databaseUrl?: string },
): Promise<Jobs> {
  const boss = opts.databaseUrl
    ? new PgBoss({ connectionString: opts.databaseUrl, max: 4 })
    : new PgBoss({ db: { executeSql: database.executeSql } as unknown as PgBoss.Db });
  boss.on('error', (e) => opts.log.error('job queue error', { err: String(e) }));
  await boss.start();
  for (const job of jobs) {
    await boss.createQueue(job.name, { name: job.name, retryLimit: job.retryLimit ?? 3, retryBackoff: true });
    if (job.cron) await boss.schedule(job.name, job.cron, {}, { tz: 'UTC' });
    if (!opts.work) continue;
    await boss.work(job.name, { pollingIntervalSeconds: 1 }, async (batch) => {
      for (const j of batch) {
        const data = job.payload.parse(j.data);
        await job.handler(data, { database, log: opts.log });
      }
    });
  }
  return { boss, stop: () => boss.stop({ graceful: true, timeout: 10_000 }) };
}
