import { z } from 'zod';
import { runVisionCheck } from '../services/editor/run-vision-check';
import { CHECK_CONSISTENCY_JOB } from '../services/editor/vision-check-plan';
import { defineJob } from './job-definition';

/**
 * The editor's consistency check of one book (queued by a picture change in the same transaction). One queued and
 * one running per book ('stately' on the book id): a burst of edits is judged by one run that reads the newest
 * pages. One run per process at a time bounds the calls to the vision model. A failed call is a verdict of its
 * own ("not checked"), so the job does not retry.
 */
export const checkConsistencyJob = defineJob({
  name: CHECK_CONSISTENCY_JOB,
  payload: z.object({ bookId: z.uuid() }),
  policy: 'stately',
  retryLimit: 0,
  expireInSeconds: 10 * 60,
  handler: (data, ctx) => runVisionCheck(ctx, data.bookId),
});
