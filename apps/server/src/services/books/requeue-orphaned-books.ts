import { claimStaleBook, type Database, listBooksWithStaleHeartbeat } from '@bookloom/db';
import type PgBoss from 'pg-boss';
import type { Logger } from '../../logger';
import { HEARTBEAT_STALE_SECONDS } from './book-heartbeat';
import { GENERATE_BOOK_JOB } from './job-names';
import { requeueBookJob } from './requeue-book-job';

type Deps = { database: Database; boss: PgBoss; log: Logger };

/**
 * On Postgres several processes share the queue, so a job left `active` by a killed worker would otherwise wait for
 * pg-boss's expiry (20 min) and the user would watch a frozen book. A book whose job still counts as active but
 * whose heartbeat is stale is claimed (one sweeper wins) and its job put back in the queue for a live worker.
 */
export async function requeueOrphanedBooks(
  { database, boss, log }: Deps,
  staleSeconds = HEARTBEAT_STALE_SECONDS,
) {
  let requeued = 0;
  for (const book of await listBooksWithStaleHeartbeat(database.db, staleSeconds)) {
    if (!book.jobId) continue;
    const job = await boss.getJobById(GENERATE_BOOK_JOB, book.jobId);
    // Only a job pg-boss still thinks is running was orphaned; one that has just started has not beaten yet.
    if (job?.state !== 'active') continue;
    if (job.startedOn && Date.now() - new Date(job.startedOn).getTime() < staleSeconds * 1000) continue;
    if (!(await claimStaleBook(database.db, book.id, staleSeconds))) continue;
    await requeueBookJob(boss, job);
    requeued++;
  }
  if (requeued) log.warn('requeued books orphaned by a dead worker', { count: requeued });
  return requeued;
}

/** Sweeps at boot and then every `everyMs` (a worker process on Postgres); returns the stop function. */
export function startOrphanSweep(deps: Deps, everyMs = 10_000): () => void {
  let running = false;
  const sweep = async () => {
    if (running) return;
    running = true;
    await requeueOrphanedBooks(deps)
      .catch((err) => deps.log.error('orphaned-book sweep failed', { err: String(err) }))
      .finally(() => {
        running = false;
      });
  };
  void sweep();
  const timer = setInterval(() => void sweep(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
