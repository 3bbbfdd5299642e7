import { z } from 'zod';
import { workerSeedDrawings } from '../services/seed-drawing/worker-seed-drawings';
import { SEED_GALLERY_TEMPLATES_JOB } from '../services/templates/job-names';
import { seedGalleryTemplates } from '../services/templates/seed-gallery-templates';
import { defineJob } from './job-definition';

/** Draws the gallery cover templates once (queued at boot when none exist); `redraw` redraws them all (admin). */
export const seedGalleryTemplatesJob = defineJob({
  name: SEED_GALLERY_TEMPLATES_JOB,
  payload: z.object({ redraw: z.boolean().optional() }).passthrough(),
  // 'stately': at most one queued and one running, so two booting processes make one job.
  policy: 'stately',
  retryLimit: 2,
  retryDelay: 30,
  expireInSeconds: 10 * 60,
  handler: async (data, ctx) => {
    await seedGalleryTemplates(ctx, {
      redraw: data.redraw === true,
      pauseMs: 150,
      drawings: workerSeedDrawings,
    });
  },
});
