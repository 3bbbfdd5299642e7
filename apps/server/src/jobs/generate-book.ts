import { z } from 'zod';
import { withBookHeartbeat } from '../services/books/book-heartbeat';
import { GENERATE_BOOK_JOB } from '../services/books/job-names';
import { runBookGeneration } from '../services/books/run-book-generation';
import { defineJob } from './job-definition';

/** Makes one book (enqueued by POST /api/generate in the transaction that charged it). */
export const generateBookJob = defineJob({
  name: GENERATE_BOOK_JOB,
  payload: z.object({ bookId: z.uuid() }),
  retryLimit: 2,
  // With network providers a book mostly waits, so several books move at once. The builtin engine keeps
  // both cores busy with one book (measured: 3 at once gave no faster finish and pushed the API's p99
  // from ~150 ms to ~800 ms, PGlite sharing the main thread), so it makes one book at a time.
  workers: (s) => (s.ai.localImages ? 1 : 4),
  retryDelay: 30,
  // The last resort for a lost job: a dead worker's book is requeued within a minute by the heartbeat sweep
  // (Postgres) or at boot (embedded).
  expireInSeconds: 20 * 60,
  handler: (data, ctx) => withBookHeartbeat(ctx, data.bookId, () => runBookGeneration(ctx, data.bookId)),
});
