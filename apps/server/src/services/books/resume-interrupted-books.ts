import type { Database } from '@bookloom/db';
import { listUnfinishedBooks, setBookJob } from '@bookloom/db';
import type PgBoss from 'pg-boss';
import type { Logger } from '../../logger';
import { GENERATE_BOOK_JOB } from './job-names';
import { requeueBookJob } from './requeue-book-job';

/**
 * Called once at boot by the embedded process, which holds the DATA_DIR lock: no other process can be
 * working on its books, so a job still 'active' was cut off by a crash or a kill. Without this it would
 * wait for pg-boss's expiry and then the stuck sweeper would fail it. The same job id is put back in
 * the queue (cancel + resume), so live streams keyed by jobId keep working; the job itself reuses the
 * saved plan and every stored picture, and the charge was made once when the book was created.
 * A book whose job is gone or finished gets a new job.
 */
export async function resumeInterruptedBooks(deps: { database: Database; boss: PgBoss; log: Logger }) {
  const { database, boss, log } = deps;
  let resumed = 0;
  for (const book of await listUnfinishedBooks(database.db)) {
    const job = book.jobId ? await boss.getJobById(GENERATE_BOOK_JOB, book.jobId) : null;
    const state = job?.state;
    if (state === 'created' || state === 'retry') continue; // will run anyway
    if (job && (state === 'active' || state === 'cancelled')) await requeueBookJob(boss, job);
    else {
      const jobId = await boss.send(GENERATE_BOOK_JOB, { bookId: book.id });
      if (!jobId) continue;
      await setBookJob(database.db, book.id, jobId);
    }
    resumed++;
  }
  if (resumed) log.info('resumed interrupted books', { count: resumed });
  return resumed;
}
