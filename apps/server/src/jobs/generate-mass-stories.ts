import { z } from 'zod';
import { MASS_STORIES_JOB } from '../services/samples/job-names';
import { runMassStories } from '../services/samples/run-mass-stories';
import { defineJob } from './job-definition';

/**
 * Mass story generation (admin). Its own queue with ONE worker, apart from users' `book.generate`: a run of 30
 * sample books never takes a user's slot, and it waits while a user's book is being made (run-mass-stories.ts).
 */
export const generateMassStoriesJob = defineJob({
  name: MASS_STORIES_JOB,
  payload: z.object({ runId: z.uuid() }),
  workers: 1,
  retryLimit: 1,
  retryDelay: 30,
  // 30 books × a minute or two each on the builtin engine.
  expireInSeconds: 4 * 60 * 60,
  handler: (data, ctx) => runMassStories(ctx, data.runId),
});
