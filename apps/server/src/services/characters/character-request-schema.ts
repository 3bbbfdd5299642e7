import { z } from 'zod';

export const MISSING_INFO = 'Please provide at least a name and description for your character';
export const NO_PROMPT = "This character doesn't have a prompt configured.";

const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .optional()
    .transform((s) => s || undefined);

/** /create-character's details form (spec: create-character-bible), sent as form data or JSON. */
export const createCharacterBody = z.object({
  name: z
    .string({ error: MISSING_INFO })
    .trim()
    .min(1, MISSING_INFO)
    .max(60, 'must be at most 60 characters'),
  description: z
    .string({ error: MISSING_INFO })
    .trim()
    .min(1, MISSING_INFO)
    .max(1000, 'must be at most 1000 characters'),
  appearance: optional(1000),
  personality: optional(1000),
  style: optional(60),
  language: z.enum(['en', 'fr']).optional(),
  savePrompt: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .optional()
    .transform((v) => v === true || v === 'true'),
  /** Admins only: the character goes straight into the public gallery. */
  gallery: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .optional()
    .transform((v) => v === true || v === 'true'),
});
export type CreateCharacterBody = z.infer<typeof createCharacterBody>;

/** A new picture of a character (spec: generate-character-image, render-character). */
export const characterImageBody = z.object({
  pose: optional(200),
  setting: optional(200),
  isColoringBook: z.boolean().optional(),
});
export type CharacterImageBody = z.infer<typeof characterImageBody>;
