import { z } from 'zod';
import { BOOK_TYPES } from './categories';
import { LANGUAGES } from './i18n-text';
import { DEFAULT_TRIM, PAPER_TYPES, TRIM_SIZES } from './kdp';

/**
 * Book document v1 (DESIGN.md §5): the interchange format between the AI engine, the server
 * and the publishing engine. Plain JSON; images are references, never inline bytes in memory.
 */

/** A path relative to the JSON file, a `data:` URL or an `http(s)` URL. */
export const imageRefSchema = z
  .string()
  .min(1, 'must not be empty')
  .max(20_000_000)
  .refine(
    (s) => !/^(javascript|file|vbscript):/i.test(s),
    'must be a relative path, a data: URL or an http(s) URL',
  );

export const PAGE_LAYOUTS = ['image-top', 'image-full', 'text-only', 'coloring', 'activity'] as const;
export type PageLayout = (typeof PAGE_LAYOUTS)[number];

export const bookPageSchema = z
  .object({
    /** Body text, typeset by the publishing engine (never painted into the picture). */
    text: z.string().max(100_000).optional(),
    /** Optional heading drawn above the text (e.g. "Maze 3", "Answer key"). */
    heading: z.string().max(200).optional(),
    image: imageRefSchema.optional(),
    /** Alternative text for the image (EPUB accessibility). */
    alt: z.string().max(1000).optional(),
    layout: z.enum(PAGE_LAYOUTS).default('image-top'),
  })
  .strict();
export type BookPage = z.infer<typeof bookPageSchema>;

export const bookDocumentSchema = z
  .object({
    version: z.literal(1),
    title: z.string().trim().min(1, 'is required').max(200),
    subtitle: z.string().max(300).optional(),
    author: z.string().trim().min(1, 'is required').max(200),
    language: z.enum(LANGUAGES).default('en'),
    type: z.enum(BOOK_TYPES).default('story-book'),
    trim: z.enum(TRIM_SIZES).default(DEFAULT_TRIM),
    bleed: z.boolean().default(true),
    paper: z.enum(PAPER_TYPES).default('white'),
    /** Short description for EPUB metadata and the back cover. */
    description: z.string().max(4000).optional(),
    /** Stable identifier (urn:uuid:… or ISBN); the EPUB needs one. */
    identifier: z.string().max(200).optional(),
    isbn: z.string().max(40).optional(),
    /** Copyright year; defaults to the export year. */
    year: z.number().int().min(1900).max(3000).optional(),
    cover: z
      .object({
        image: imageRefSchema.optional(),
        backText: z.string().max(2000).optional(),
      })
      .strict()
      .default({}),
    pages: z.array(bookPageSchema).min(1, 'a book needs at least one page').max(800),
    watermark: z.string().max(200).optional(),
  })
  .strict();
export type BookDocument = z.infer<typeof bookDocumentSchema>;
export type BookDocumentInput = z.input<typeof bookDocumentSchema>;

export class BookDocumentError extends Error {
  constructor(public readonly issues: { path: string; message: string }[]) {
    super(`Invalid book document: ${issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`);
    this.name = 'BookDocumentError';
  }
}

const formatPath = (path: readonly PropertyKey[]) =>
  path.reduce<string>(
    (acc, p) => (typeof p === 'number' ? `${acc}[${p}]` : acc ? `${acc}.${String(p)}` : String(p)),
    '',
  ) || '(document)';

/** Validates unknown JSON; throws BookDocumentError naming each bad field and why. */
export function parseBookDocument(input: unknown): BookDocument {
  const r = bookDocumentSchema.safeParse(input);
  if (r.success) return r.data;
  throw new BookDocumentError(r.error.issues.map((i) => ({ path: formatPath(i.path), message: i.message })));
}
