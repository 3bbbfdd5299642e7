import { z } from 'zod';
import { SEED_GALLERY_CHARACTERS_JOB } from '../services/characters/character-keys';
import { seedGalleryCharacters } from '../services/characters/seed-gallery-characters';
import { workerSeedDrawings } from '../services/seed-drawing/worker-seed-drawings';
import { defineJob } from './job-definition';

/** Draws the gallery characters once (queued at boot when some are missing). */
export const seedGalleryCharactersJob = defineJob({
  name: SEED_GALLERY_CHARACTERS_JOB,
  payload: z.object({}).passthrough(),
  policy: 'stately',
  retryLimit: 2,
  retryDelay: 30,
  expireInSeconds: 10 * 60,
  handler: async (_data, ctx) => {
    await seedGalleryCharacters(ctx, { pauseMs: 150, drawings: workerSeedDrawings });
  },
});
