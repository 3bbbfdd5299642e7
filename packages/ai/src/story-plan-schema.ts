import { PAGE_LAYOUTS } from '@bookloom/core';
import { z } from 'zod';
import { AiError, type StoryPlan } from './types';

export const bibleSchema = z.object({
  name: z.string().min(1).max(80),
  look: z.string().min(1).max(1000),
  palette: z.array(z.string().max(40)).max(12),
  styleTags: z.array(z.string().max(80)).max(12),
  promptPrefix: z.string().min(1).max(2000),
  figure: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

const pageSchema = z.object({
  text: z.string().max(5000),
  heading: z.string().max(200).optional(),
  scene: z.string().min(1).max(2000),
  alt: z.string().max(1000).optional(),
  layout: z.enum(PAGE_LAYOUTS),
  hints: z.record(z.string(), z.unknown()).optional(),
});

export const storyPlanSchema = z.object({
  title: z.string().trim().min(1).max(200),
  subtitle: z.string().max(300).optional(),
  character: bibleSchema,
  pages: z.array(pageSchema).min(1).max(200),
  coverScene: z.string().min(1).max(2000),
  backText: z.string().max(2000).optional(),
});

/** Checks any provider's plan before a single image is paid for. */
export function checkStoryPlan(plan: unknown, provider: string): StoryPlan {
  const r = storyPlanSchema.safeParse(plan);
  if (r.success) return r.data as StoryPlan;
  const where = r.error.issues
    .slice(0, 3)
    .map((i) => `${i.path.join('.')}: ${i.message}`)
    .join('; ');
  throw new AiError(
    'malformed_response',
    `${provider}: story plan does not match the contract (${where})`,
    true,
  );
}
