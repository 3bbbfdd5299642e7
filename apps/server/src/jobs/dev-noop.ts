import { z } from 'zod';
import { defineJob } from './job-definition';

export const DEV_NOOP_JOB = 'dev.noop';

/** Does nothing: /api/dev/status sends one and waits for it to complete (the queue round-trips). */
export const devNoopJob = defineJob({
  name: DEV_NOOP_JOB,
  payload: z.object({}).passthrough(),
  retryLimit: 0,
  expireInSeconds: 60,
  handler: async () => {},
});
