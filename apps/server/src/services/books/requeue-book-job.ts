import type PgBoss from 'pg-boss';
import { GENERATE_BOOK_JOB } from './job-names';

/**
 * Puts a cut-off `book.generate` job back in the queue under the same id (cancel + resume), so live streams keyed
 * by jobId keep working; the job reuses the saved plan and every stored picture, and the book was charged once
 * when it was created.
 */
export async function requeueBookJob(boss: PgBoss, job: { id: string; state: string }) {
  if (job.state === 'active') await boss.cancel(GENERATE_BOOK_JOB, job.id);
  await boss.resume(GENERATE_BOOK_JOB, job.id);
}
