import { z } from 'zod';
import { drawVariations } from '../services/templates/draw-variations';
import { GALLERY_VARIATIONS_JOB } from '../services/templates/job-names';
import { defineJob } from './job-definition';

/** Draws 4 variations of a gallery cover (admin 'Generate Variations'). */
export const galleryVariationsJob = defineJob({
  name: GALLERY_VARIATIONS_JOB,
  payload: z.object({ templateId: z.uuid() }),
  retryLimit: 1,
  expireInSeconds: 10 * 60,
  handler: async (data, ctx) => {
    await drawVariations(ctx, data.templateId);
  },
});
