import { z } from 'zod';
import { failStuckCharacters } from '../services/characters/fail-stuck-characters';
import { defineJob } from './job-definition';

/** Every 5 minutes: characters drawn for 30 minutes without finishing are failed and refunded. */
export const failStuckCharactersJob = defineJob({
  name: 'characters.fail-stuck',
  payload: z.object({}).passthrough(),
  cron: '*/5 * * * *',
  retryLimit: 1,
  handler: async (_data, ctx) => {
    await failStuckCharacters(ctx);
  },
});
