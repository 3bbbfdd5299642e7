import {
  type BookPageRow,
  type BookRow,
  type DbOrTx,
  isUuid,
  listBookPages,
  lockBookForUser,
  lockBookPageRows,
  saveEditedDocument,
  seedBookPages,
} from '@bookloom/db';
import type { AppDeps } from '../../app-env';
import { errorForLog } from '../../error-for-log';
import { editorError, type Lang } from './editor-messages';
import { type EditorState, editorBookOf, editorState } from './editor-state';
import { documentWith, firstContents } from './page-content';
import { queueVisionCheck } from './queue-vision-check';

export type EditContext = { tx: DbOrTx; book: BookRow; pages: BookPageRow[]; lang: Lang };
export type EditResult = {
  book?: { title?: string; subtitle?: string | null; author?: string; backText?: string };
  /** The pages after the change when the change knows them (saves reading them again). */
  pages?: BookPageRow[];
};

/**
 * One editor change: the book row is locked (changes of one book go one at a time), its pages are
 * seeded from the document on the first edit, `change` runs, then the Book document is rebuilt from
 * the pages in the same transaction. Live listeners (library, open preview) hear of it after commit.
 */
export async function editBook(
  deps: AppDeps,
  userId: string,
  bookId: string,
  lang: Lang,
  change: (ctx: EditContext) => Promise<EditResult | undefined>,
): Promise<EditorState> {
  const state = await deps.database.db.transaction(async (tx) => {
    // Pages before the book: the order of a page PATCH's single statement (no deadlock between the two).
    if (isUuid(bookId)) await lockBookPageRows(tx, bookId);
    const book = await lockBookForUser(tx, userId, bookId);
    if (!book) throw editorError.bookNotFound(lang);
    if (book.status !== 'completed' || !book.document) throw editorError.notEditable(lang);
    const pages = await pagesOf(tx, book);
    const result = await change({ tx, book, pages, lang });
    // A new picture (or a new page 1) gets the vision model's consistency check, queued with this change.
    const after = await queueVisionCheck(deps, tx, book, result?.pages ?? (await listBookPages(tx, book.id)));
    const details = result?.book ?? {};
    const doc: Record<string, unknown> = documentWith(book, after);
    if (details.title !== undefined) doc.title = details.title;
    if (details.author !== undefined) doc.author = details.author;
    if (details.subtitle !== undefined) {
      if (details.subtitle) doc.subtitle = details.subtitle;
      else delete doc.subtitle;
    }
    if (details.backText !== undefined) {
      const cover = { ...((doc.cover as Record<string, unknown>) ?? {}) };
      if (details.backText) cover.backText = details.backText;
      else delete cover.backText;
      doc.cover = cover;
    }
    const columns = {
      pages: after.length,
      ...(details.title !== undefined ? { title: details.title } : {}),
      ...(details.author !== undefined ? { author: details.author } : {}),
      ...(details.subtitle !== undefined ? { subtitle: details.subtitle || null } : {}),
    };
    await saveEditedDocument(tx, book.id, doc, columns);
    return editorState(editorBookOf({ ...book, ...columns, document: doc, updatedAt: new Date() }), after);
  });
  announceEdit(deps, userId, bookId);
  return state;
}

/**
 * The editor's pages of a book; on its first open, version 1 of each page is made from the document (which
 * itself does not change).
 */
async function pagesOf(tx: DbOrTx, book: BookRow) {
  const pages = await listBookPages(tx, book.id);
  if (pages.length > 0) return pages;
  await seedBookPages(tx, book.id, firstContents(book));
  return listBookPages(tx, book.id);
}

const ANNOUNCE_EVERY_MS = 300;
const pending = new Map<string, { again: boolean }>();

const publishEdit = (deps: AppDeps, userId: string, bookId: string) =>
  deps.events
    .publish({
      userId,
      bookId,
      status: 'completed',
      progress: { done: 1, total: 1, stage: 'edited' },
      error: null,
    })
    .catch((e) => deps.log.warn('edit event not sent', { bookId, ...errorForLog(e) }));

/**
 * The library and an open preview refetch the book when they hear it changed. Off the request path, and at
 * most one event per book every 300 ms (typing saves often; each event makes every listener refetch): the
 * first edit is announced at once, later ones within the window by one event at its end.
 */
export function announceEdit(deps: AppDeps, userId: string, bookId: string) {
  const waiting = pending.get(bookId);
  if (waiting) {
    waiting.again = true;
    return;
  }
  const entry = { again: false };
  pending.set(bookId, entry);
  void publishEdit(deps, userId, bookId);
  setTimeout(() => {
    pending.delete(bookId);
    if (entry.again) announceEdit(deps, userId, bookId);
  }, ANNOUNCE_EVERY_MS).unref();
}

/** Reads a finished book's pages (seeded on first open) without changing them. */
export function withPages<T>(
  deps: AppDeps,
  userId: string,
  bookId: string,
  lang: Lang,
  read: (ctx: EditContext) => Promise<T>,
): Promise<T> {
  return deps.database.db.transaction(async (tx) => {
    const book = await lockBookForUser(tx, userId, bookId);
    if (!book) throw editorError.bookNotFound(lang);
    if (book.status !== 'completed' || !book.document) throw editorError.notEditable(lang);
    return read({ tx, book, pages: await pagesOf(tx, book), lang });
  });
}

export const readEditor = (deps: AppDeps, userId: string, bookId: string, lang: Lang) =>
  withPages(deps, userId, bookId, lang, async ({ book, pages }) => editorState(editorBookOf(book), pages));
