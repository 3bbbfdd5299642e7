import { z } from 'zod';
import { GENERATE_BOOK_JOB } from '../services/books/job-names';
import { runBookGeneration } from '../services/books/run-book-generation';
import { defineJob } from './job-definition';

/** Makes one book (enqueued by POST /api/generate in the transaction that charged it). */
export const generateBookJob = defineJob({
  name: GENERATE_BOOK_JOB,
  payload: z.object({ bookId: z.uuid() }),
  retryLimit: 2,
  retryDelay: 30,
  // A crashed worker's job is retried after this (Postgres; the embedded process resumes at boot).
  expireInSeconds: 20 * 60,
  handler: (data, ctx) => runBookGeneration(ctx, data.bookId),
});
