import { findStuckBooks } from '@bookloom/db';
import { z } from 'zod';
import { failBook } from '../services/books/fail-book';
import { FAIL_STUCK_BOOKS_JOB } from '../services/books/job-names';
import { defineJob } from './job-definition';

export const STUCK_AFTER_MS = 30 * 60_000;
export const STUCK_MESSAGE = 'Generation took too long and was stopped. Your credits were refunded.';

/** Every 5 minutes: books generating with no change for 30 minutes are failed and refunded. */
export const failStuckBooks = defineJob({
  name: FAIL_STUCK_BOOKS_JOB,
  payload: z.object({}).passthrough(),
  cron: '*/5 * * * *',
  retryLimit: 1,
  handler: async (_data, ctx) => {
    const stuck = await findStuckBooks(ctx.database.db, new Date(Date.now() - STUCK_AFTER_MS));
    let failed = 0;
    for (const b of stuck) if (await failBook(ctx, b.id, STUCK_MESSAGE)) failed++;
    if (failed) ctx.log.warn('stuck books failed and refunded', { count: failed });
  },
});
