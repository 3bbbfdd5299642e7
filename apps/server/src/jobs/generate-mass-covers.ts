import { z } from 'zod';
import { MASS_COVERS_JOB, runMassCovers } from '../services/admin-covers/mass-covers';
import { defineJob } from './job-definition';

/** Admin mass cover generation: its own queue, one worker, one cover at a time (never users' cover slots). */
export const generateMassCoversJob = defineJob({
  name: MASS_COVERS_JOB,
  payload: z.object({ runId: z.uuid() }),
  workers: 1,
  retryLimit: 1,
  retryDelay: 30,
  expireInSeconds: 2 * 60 * 60,
  handler: (data, ctx) => runMassCovers(ctx, data.runId),
});
