import { PAGE_LIMITS } from '@bookloom/core';
import type { BookPageRow, BookRow } from '@bookloom/db';
import { z } from 'zod';
import { fileBaseOf } from '../books/book-summary';
import { MAX_PAGE_TEXT, REGENERATE_COST } from './editor-messages';
import { consistencyOf, toBookPage } from './page-content';

export const editorPage = z.object({
  id: z.number(),
  position: z.number(),
  version: z.number(),
  page: z.record(z.string(), z.unknown()),
  /** Main character compared with page 1: ok, differs, not_checked (upload, provider without vision), none. */
  check: z.enum(['ok', 'differs', 'not_checked', 'none']),
  regenerating: z.boolean(),
});

export const editorStateSchema = z.object({
  book: z.object({
    id: z.string(),
    title: z.string(),
    subtitle: z.string().nullable(),
    author: z.string(),
    backText: z.string().nullable(),
    trim: z.string(),
    bleed: z.boolean(),
    language: z.string(),
    updatedAt: z.string(),
  }),
  pages: z.array(editorPage),
  fileBase: z.string(),
  limits: z.object({ minPages: z.number(), maxPages: z.number(), maxText: z.number() }),
  costs: z.object({ regenerate: z.number() }),
  /** Set by a regeneration: what the engine followed of the instruction, and what it could not. */
  regenerated: z.object({ followed: z.array(z.string()), notFollowed: z.array(z.string()) }).optional(),
});
export type EditorState = z.infer<typeof editorStateSchema>;

const REGEN_STALE_MS = 5 * 60_000;

export function editorState(book: BookRow, pages: BookPageRow[]): EditorState {
  const doc = (book.document ?? {}) as { trim?: string; bleed?: boolean; cover?: { backText?: string } };
  const now = Date.now();
  const checks = consistencyOf(pages.map((p) => p.content));
  return {
    book: {
      id: book.id,
      title: book.title,
      subtitle: book.subtitle ?? null,
      author: book.author,
      backText: doc.cover?.backText ?? null,
      trim: doc.trim ?? book.trimSize,
      bleed: doc.bleed ?? book.includeBleed,
      language: book.language,
      updatedAt: new Date(book.updatedAt).toISOString(),
    },
    pages: pages.map((p, i) => ({
      id: p.pageId,
      position: p.position,
      version: p.version,
      page: toBookPage(p.content),
      check: checks[i],
      regenerating: Boolean(p.regeneratingAt && now - new Date(p.regeneratingAt).getTime() < REGEN_STALE_MS),
    })),
    fileBase: fileBaseOf(book.id),
    limits: { minPages: PAGE_LIMITS.min, maxPages: PAGE_LIMITS.max, maxText: MAX_PAGE_TEXT },
    costs: { regenerate: REGENERATE_COST },
  };
}

export { REGEN_STALE_MS };
