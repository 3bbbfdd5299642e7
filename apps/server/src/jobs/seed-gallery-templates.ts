import { z } from 'zod';
import { SEED_GALLERY_TEMPLATES_JOB } from '../services/templates/job-names';
import { seedGalleryTemplates } from '../services/templates/seed-gallery-templates';
import { defineJob } from './job-definition';

/** Draws the 12 gallery cover templates once (queued at boot when none exist). */
export const seedGalleryTemplatesJob = defineJob({
  name: SEED_GALLERY_TEMPLATES_JOB,
  payload: z.object({}).passthrough(),
  // 'stately': at most one queued and one running, so two booting processes make one job.
  policy: 'stately',
  retryLimit: 2,
  retryDelay: 30,
  expireInSeconds: 10 * 60,
  handler: async (_data, ctx) => {
    await seedGalleryTemplates(ctx);
  },
});
