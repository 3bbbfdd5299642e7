import { z } from 'zod';
import { GENERATE_COVER_JOB } from '../services/covers/job-names';
import { runCoverGeneration } from '../services/covers/run-cover-generation';
import { defineJob } from './job-definition';

/** Draws one paid cover (enqueued by POST /api/covers/generate in the transaction that charged it). */
export const generateCoverJob = defineJob({
  name: GENERATE_COVER_JOB,
  payload: z.object({ coverId: z.uuid() }),
  retryLimit: 2,
  retryDelay: 10,
  workers: (s) => (s.ai.localImages ? 1 : 4),
  expireInSeconds: 10 * 60,
  handler: (data, ctx) => runCoverGeneration(ctx, data.coverId),
});
