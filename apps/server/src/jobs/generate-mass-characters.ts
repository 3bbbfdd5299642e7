import { z } from 'zod';
import { MASS_CHARACTERS_JOB, runMassCharacters } from '../services/admin-characters/mass-characters';
import { defineJob } from './job-definition';

/** Admin mass character generation: its own queue, one worker, builtin engine one picture at a time. */
export const generateMassCharactersJob = defineJob({
  name: MASS_CHARACTERS_JOB,
  payload: z.object({ selectedCharacters: z.array(z.string()), cleanupFirst: z.boolean() }),
  policy: 'short',
  workers: 1,
  retryLimit: 1,
  retryDelay: 30,
  expireInSeconds: 30 * 60,
  handler: async (data, ctx) => {
    await runMassCharacters(ctx, data);
  },
});
