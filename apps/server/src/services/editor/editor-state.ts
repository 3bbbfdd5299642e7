import { PAGE_LIMITS } from '@bookloom/core';
import type { BookPageRow, BookRow } from '@bookloom/db';
import { z } from 'zod';
import { fileBaseOf } from '../books/book-summary';
import { MAX_PAGE_TEXT, REGENERATE_COST } from './editor-messages';
import { consistencyOf, toBookPage } from './page-content';
import { overflows } from './page-overflow';
import { verdictApplies } from './vision-check-plan';

export const editorPage = z.object({
  id: z.number(),
  position: z.number(),
  version: z.number(),
  page: z.record(z.string(), z.unknown()),
  /**
   * Main character compared with page 1 (or the chosen character): ok, differs, checking (the vision model's verdict
   * is on its way), not_checked (upload or provider picture without a vision model, or the check failed), none.
   */
  check: z.enum(['ok', 'differs', 'checking', 'not_checked', 'none']),
  /** The vision model's short reason for its verdict (in the book's language). */
  checkReason: z.string().optional(),
  regenerating: z.boolean(),
  /** The text (or heading) does not fit on the printed page: measured as the PDF exporter measures it. */
  overflow: z.boolean(),
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
export type EditorPage = z.infer<typeof editorPage>;

/** A page edit's answer (PATCH /api/books/:id/pages/:pageId): the book's header and the edited page. */
export const pageEditSchema = z.object({ book: editorStateSchema.shape.book, page: editorPage });
export type PageEditAnswer = z.infer<typeof pageEditSchema>;
/** What a batch of page edits computes once: the book's header and each written page's entry. */
export type EditedPages = { book: EditorState['book']; pages: EditorPage[] };

const REGEN_STALE_MS = 5 * 60_000;

/** What the editor's answer needs of a book (a changed page's fast path reads no more than this). */
export type EditorBook = {
  id: string;
  title: string;
  subtitle: string | null;
  author: string;
  backText: string | null;
  trim: string;
  bleed: boolean;
  type: string;
  language: string;
  updatedAt: Date | string;
};
type StatePage = Pick<BookPageRow, 'pageId' | 'position' | 'version' | 'content' | 'regeneratingAt'> &
  Partial<Pick<BookPageRow, 'visionCheck'>>;

/** The builtin rule's flag, else the vision model's verdict when it applies to the page's current picture. */
function checksOf(pages: StatePage[]) {
  const builtin = consistencyOf(pages.map((p) => p.content));
  const firstImage = pages.find((p) => p.content.image && p.content.layout !== 'text-only')?.content.image;
  return pages.map((p, i) => {
    const vc = p.visionCheck;
    if (builtin[i] !== 'not_checked' || !verdictApplies(vc, p.content, firstImage) || !vc)
      return { check: builtin[i] };
    // A check that never reported (its process died) stops being "checking" rather than polled forever.
    const lost = vc.status === 'pending' && Date.now() - Date.parse(vc.at) > PENDING_GIVE_UP_MS;
    const check = lost ? 'not_checked' : VISION_FLAG[vc.status];
    return check === 'ok' || check === 'differs'
      ? { check, ...(vc.reason ? { checkReason: vc.reason } : {}) }
      : { check };
  });
}
const PENDING_GIVE_UP_MS = 15 * 60_000;
const VISION_FLAG = {
  pending: 'checking',
  same: 'ok',
  differs: 'differs',
  failed: 'not_checked',
  skipped: 'not_checked',
} as const;

export function editorBookOf(book: BookRow): EditorBook {
  const doc = (book.document ?? {}) as { trim?: string; bleed?: boolean; cover?: { backText?: string } };
  return {
    id: book.id,
    title: book.title,
    subtitle: book.subtitle ?? null,
    author: book.author,
    backText: doc.cover?.backText ?? null,
    trim: doc.trim ?? book.trimSize,
    bleed: doc.bleed ?? book.includeBleed,
    type: book.type,
    language: book.language,
    updatedAt: book.updatedAt,
  };
}

function bookOf(book: EditorBook): EditorState['book'] {
  return {
    id: book.id,
    title: book.title,
    subtitle: book.subtitle,
    author: book.author,
    backText: book.backText,
    trim: book.trim,
    bleed: book.bleed,
    language: book.language,
    updatedAt: new Date(book.updatedAt).toISOString(),
  };
}

/**
 * The pages' editor entries; `only` limits the (costly: a text layout each) entries to those pages, and then
 * `pages` need hold only them and the book's first pictured page, with the book's `pageCount`.
 */
function pagesOf(
  book: EditorBook,
  pages: StatePage[],
  only?: Set<number>,
  pageCount = pages.length,
): EditorPage[] {
  const now = Date.now();
  const checks = checksOf(pages);
  const measure = { trim: book.trim, bleed: book.bleed, type: book.type, pageCount };
  const out: EditorPage[] = [];
  pages.forEach((p, i) => {
    if (only && !only.has(p.pageId)) return;
    out.push({
      id: p.pageId,
      position: p.position,
      version: p.version,
      page: toBookPage(p.content),
      ...checks[i],
      regenerating: Boolean(p.regeneratingAt && now - new Date(p.regeneratingAt).getTime() < REGEN_STALE_MS),
      overflow: overflows(p.content, measure),
    });
  });
  return out;
}

export function editorState(book: EditorBook, pages: StatePage[]): EditorState {
  return {
    book: bookOf(book),
    pages: pagesOf(book, pages),
    fileBase: fileBaseOf(book.id),
    limits: { minPages: PAGE_LIMITS.min, maxPages: PAGE_LIMITS.max, maxText: MAX_PAGE_TEXT },
    costs: { regenerate: REGENERATE_COST },
  };
}

/**
 * A page edit's answer: the book's header and the edited pages' entries, not the whole book (decision 0034):
 * at 32 tabs typing, serialising and sending the whole editor state per keystroke-save was most of the cost.
 */
export function editedPages(
  book: EditorBook,
  pages: StatePage[],
  only: Set<number>,
  pageCount: number,
): EditedPages {
  return { book: bookOf(book), pages: pagesOf(book, pages, only, pageCount) };
}

export { REGEN_STALE_MS };
