import {
  BOOK_TYPES,
  LANGUAGES,
  optionalText as optional,
  PAGE_LIMITS,
  QUALITIES,
  requiredText,
  TRIM_SIZES,
} from '@bookloom/core';
import { z } from 'zod';

// Every text field goes through @bookloom/core's one normalisation (NFC, no controls, visible length).
const required = (label: string, max: number, multiline = false) => requiredText({ label, max, multiline });
const optionalText = (max: number, label: string) => optional({ label, max });

const pagesMessage = `Pages must be between ${PAGE_LIMITS.min} and ${PAGE_LIMITS.max}`;

/** POST /api/generate (docs/api/books.md). Unknown fields are dropped. */
export const generateBookBody = z.object({
  title: required('Title', 120),
  subtitle: optionalText(160, 'Subtitle'),
  author: required('Author', 80),
  type: z.enum(BOOK_TYPES, { error: 'Book type is required' }),
  description: required('Description', 2000, true),
  pages: z
    .number({ error: pagesMessage })
    .int(pagesMessage)
    .min(PAGE_LIMITS.min, pagesMessage)
    .max(PAGE_LIMITS.max, pagesMessage)
    .default(PAGE_LIMITS.default),
  quality: z.enum(QUALITIES, { error: 'Quality must be standard or high' }).default('standard'),
  trimSize: z.enum(TRIM_SIZES, { error: 'Choose a KDP trim size' }).default('6x9'),
  includeBleed: z.boolean().default(true),
  language: z.enum(LANGUAGES).optional(),
  savePrompt: z.boolean().optional(),
  coverTemplateId: optionalText(100, 'Cover template'),
  characterId: optionalText(100, 'Character'),
});
export type GenerateBookBody = z.infer<typeof generateBookBody>;

export const ONE_CLICK_TYPES = {
  adventure: 'story-book',
  anime: 'anime',
  coloring: 'coloring',
  activity: 'activity-books',
} as const;

export const oneClickBody = z.object({
  storyType: z.enum(Object.keys(ONE_CLICK_TYPES) as [keyof typeof ONE_CLICK_TYPES], {
    error: 'Choose a story type',
  }),
  idea: required('Idea', 2000, true),
  language: z.enum(LANGUAGES).optional(),
});
export type OneClickBody = z.infer<typeof oneClickBody>;

export const bookIdResponse = z.object({ bookId: z.string(), jobId: z.string() });
