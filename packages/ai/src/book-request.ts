import { BOOK_TYPES, LANGUAGES, PAGE_LIMITS, TRIM_SIZES } from '@bookloom/core';
import { z } from 'zod';
import { bibleSchema } from './story-plan-schema';
import { AiError, type BookRequest } from './types';

/** Longest description we accept; a 20,000-character paste is refused, not truncated silently. */
export const MAX_DESCRIPTION_CHARS = 4000;

const text = (max: number) =>
  z.string().trim().min(1, 'is required').max(max, `must be at most ${max} characters`);

export const bookRequestSchema = z.object({
  title: text(200),
  subtitle: z.string().trim().max(300).optional(),
  author: text(200),
  type: z.enum(BOOK_TYPES),
  description: text(MAX_DESCRIPTION_CHARS),
  pages: z.number().int().min(PAGE_LIMITS.min).max(PAGE_LIMITS.max),
  language: z.enum(LANGUAGES).default('en'),
  trim: z.enum(TRIM_SIZES).default('8.5x8.5'),
  bleed: z.boolean().default(true),
  quality: z.enum(['standard', 'high']).default('standard'),
  character: z
    .object({
      name: text(60),
      description: z.string().trim().max(1000).optional(),
      appearance: z.string().trim().max(1000).optional(),
      imageUrl: z.string().max(2000).optional(),
      /** A stored character's bible: the book draws exactly this figure (see generateBook). */
      bible: bibleSchema.optional(),
    })
    .optional(),
  seed: z
    .number()
    .int()
    .min(0)
    .max(2 ** 32 - 1)
    .optional(),
});

/** Validates a request; AiError('invalid_input') names each bad field. */
export function parseBookRequest(input: unknown): BookRequest {
  const r = bookRequestSchema.safeParse(input);
  if (r.success) return r.data as BookRequest;
  const msg = r.error.issues.map((i) => `${i.path.join('.') || 'request'}: ${i.message}`).join('; ');
  throw new AiError('invalid_input', `Invalid book request: ${msg}`, false);
}
