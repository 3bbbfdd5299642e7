import { z } from 'zod';
import { COVER_CATEGORIES, COVER_LAYOUT_IDS } from './cover-categories';

/** Spec: 'Please provide title, category, and description for your cover'. */
export const MISSING_COVER_INFO = 'Please provide title, category, and description for your cover';

const text = (max: number) => z.string().trim().max(max);

/** Create-cover details (JSON, or the text fields of the multipart form with a reference picture). */
export const coverDetailsSchema = z.object({
  title: text(120).min(1, MISSING_COVER_INFO),
  subtitle: text(160).optional().default(''),
  author: text(80).optional().default(''),
  category: z.enum(COVER_CATEGORIES, MISSING_COVER_INFO),
  description: text(1000).min(1, MISSING_COVER_INFO),
  layout: z.enum(COVER_LAYOUT_IDS).default('classic'),
  savePrompt: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .transform((v) => v === true || v === 'true')
    .default(false),
});
export type CoverDetails = z.infer<typeof coverDetailsSchema>;

/** Upload: a category is needed ('Please upload a cover and select a category'); a title names it. */
export const uploadDetailsSchema = z.object({
  category: z.enum(COVER_CATEGORIES, 'Please upload a cover and select a category'),
  title: text(120).optional().default(''),
});
