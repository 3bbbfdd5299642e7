import { z } from 'zod';
import { RENDER_CHARACTER_JOB } from '../services/characters/character-keys';
import { renderCharacterImage } from '../services/characters/render-character-image';
import { defineJob } from './job-definition';

/** Draws one character picture (enqueued in the transaction that charged for it). */
export const renderCharacterJob = defineJob({
  name: RENDER_CHARACTER_JOB,
  payload: z.object({
    characterId: z.uuid(),
    imageId: z.uuid(),
    charge: z.string(),
    amount: z.number().int().min(0),
    pose: z.string().optional(),
    setting: z.string().optional(),
    lineArt: z.boolean().optional(),
    type: z.string().optional(),
  }),
  retryLimit: 2,
  retryDelay: 10,
  expireInSeconds: 5 * 60,
  workers: (s) => (s.ai.localImages ? 1 : 4),
  handler: (data, ctx) => renderCharacterImage(ctx, data),
});
