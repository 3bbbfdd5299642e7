import { BOOK_TYPES, type BookType } from '@bookloom/core';
import { z } from 'zod';

/** Spec §2: every book type except journal and shapes. */
export const SAMPLE_STORY_TYPES = BOOK_TYPES.filter((t) => t !== 'journal' && t !== 'shapes') as BookType[];
/** Spec §9: stories per type 1–10, default 3; export pdf/epub/both, default both; watermark on by default. */
export const STORIES_PER_TYPE = { min: 1, max: 10, default: 3 } as const;
export const SAMPLE_EXPORT_FORMATS = ['pdf', 'epub', 'both'] as const;
export type SampleExportFormat = (typeof SAMPLE_EXPORT_FORMATS)[number];
export const DEFAULT_WATERMARK = 'SAMPLE - For testing only - Do not publish';

const MESSAGES = {
  en: {
    types: 'Please select at least one story type to generate',
    type: 'Unknown story type',
    perType: `Stories per type must be a whole number from ${STORIES_PER_TYPE.min} to ${STORIES_PER_TYPE.max}`,
    format: 'Export format must be pdf, epub or both',
    watermark: 'Watermark text must be 1 to 100 characters',
  },
  fr: {
    types: 'Veuillez choisir au moins un type d’histoire à générer',
    type: 'Type d’histoire inconnu',
    perType: `Le nombre d’histoires par type doit être un nombre entier de ${STORIES_PER_TYPE.min} à ${STORIES_PER_TYPE.max}`,
    format: 'Le format d’export doit être pdf, epub ou both',
    watermark: 'Le texte du filigrane doit compter de 1 à 100 caractères',
  },
} as const;

/** POST /api/admin/samples/generate (spec §3 "Mass generation request"), with field errors in the caller's language. */
export function massStoryBody(lang: 'en' | 'fr') {
  const m = MESSAGES[lang];
  return z
    .object({
      storyTypes: z
        .array(z.enum(SAMPLE_STORY_TYPES as [BookType, ...BookType[]], { error: m.type }), { error: m.types })
        .min(1, m.types)
        .max(SAMPLE_STORY_TYPES.length, m.types),
      storiesPerType: z
        .number({ error: m.perType })
        .int(m.perType)
        .min(STORIES_PER_TYPE.min, m.perType)
        .max(STORIES_PER_TYPE.max, m.perType)
        .default(STORIES_PER_TYPE.default),
      exportFormat: z.enum(SAMPLE_EXPORT_FORMATS, { error: m.format }).default('both'),
      addWatermark: z.boolean().default(true),
      watermarkText: z.string().trim().min(1, m.watermark).max(100, m.watermark).default(DEFAULT_WATERMARK),
    })
    .transform((b) => ({ ...b, storyTypes: [...new Set(b.storyTypes)] }));
}
export type MassStoryBody = z.infer<ReturnType<typeof massStoryBody>>;
