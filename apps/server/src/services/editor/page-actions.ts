import { PAGE_LAYOUTS, PAGE_LIMITS } from '@bookloom/core';
import {
  type BookPageRow,
  getPageVersion,
  insertBookPage,
  isUuid,
  listPageVersions,
  moveBookPage,
  type PageContent,
  type PagePatch,
  patchPageFast,
  removeBookPage,
  writePageVersion,
} from '@bookloom/db';
import { z } from 'zod';
import type { AppDeps } from '../../app-env';
import { announceEdit, type EditContext, editBook, withPages } from './edit-book';
import { editorError, type Lang, MAX_PAGE_TEXT } from './editor-messages';
import { editorState } from './editor-state';
import { cleanPageText, toBookPage } from './page-content';

const text = z.string().max(MAX_PAGE_TEXT, `must be at most ${MAX_PAGE_TEXT} characters`);

export const patchPageBody = z.object({
  /** The version the change was made on: another version answers 409 stale_version. */
  version: z.number().int().min(1),
  text: text.optional(),
  heading: z.string().max(200).optional(),
  layout: z.enum(PAGE_LAYOUTS).optional(),
});
export const addPageBody = z.object({
  /** 0-based place of the new page; the end when absent. */
  position: z.number().int().min(0).optional(),
  text: text.default(''),
  layout: z.enum(PAGE_LAYOUTS).default('text-only'),
});
export const movePageBody = z.object({ position: z.number().int().min(0) });
export const restorePageBody = z.object({ version: z.number().int().min(1) });
export const bookDetailsBody = z.object({
  title: z.string().trim().min(1).max(200).optional(),
  subtitle: z.string().trim().max(300).optional(),
  author: z.string().trim().min(1).max(200).optional(),
  backText: z.string().max(2000).optional(),
});

type Who = { deps: AppDeps; userId: string; bookId: string; lang: Lang };

export const parsePageId = (raw: string) => (/^\d{1,6}$/.test(raw) ? Number(raw) : -1);

export function pageOf(ctx: EditContext, pageId: number): BookPageRow {
  const page = ctx.pages.find((p) => p.pageId === pageId);
  if (!page) throw editorError.pageNotFound(ctx.lang);
  return page;
}

/**
 * A text/heading/layout edit: first as one statement (compare-and-swap on the page row, decision 0028); when
 * that writes nothing (another version, no such page or book, pages not made yet) the locked path below runs
 * and either answers the precise error (409 stale_version with the current version, 404…) or makes the pages
 * and applies the edit.
 */
export async function patchPage(w: Who, pageId: number, body: z.infer<typeof patchPageBody>) {
  const patch: PagePatch = {};
  if (body.text !== undefined) patch.text = cleanPageText(body.text);
  if (body.heading !== undefined) patch.heading = cleanPageText(body.heading).replace(/\n/g, ' ');
  if (body.layout !== undefined) patch.layout = body.layout;
  const change = body.layout !== undefined && body.text === undefined ? 'layout' : 'text';
  const fast =
    isUuid(w.bookId) && pageId > 0
      ? await patchPageFast(w.deps.database.db, w.userId, w.bookId, pageId, body.version, patch, change)
      : undefined;
  if (fast) {
    announceEdit(w.deps, w.userId, w.bookId);
    const b = fast.book;
    return editorState(
      { ...b, trim: b.docTrim ?? b.trimSize, bleed: b.docBleed ?? b.includeBleed },
      fast.pages,
    );
  }
  return editBook(w.deps, w.userId, w.bookId, w.lang, async (ctx) => {
    const page = pageOf(ctx, pageId);
    if (page.version !== body.version) throw editorError.stale(ctx.lang, page.version);
    const next: PageContent = { ...page.content, ...patch };
    const done = await writePageVersion(ctx.tx, ctx.book.id, pageId, next, change, body.version);
    if (!done) throw editorError.stale(ctx.lang, page.version + 1);
    return { pages: ctx.pages.map((p) => (p.pageId === pageId ? done : p)) };
  });
}

export const addPage = (w: Who, body: z.infer<typeof addPageBody>, content?: Partial<PageContent>) =>
  editBook(w.deps, w.userId, w.bookId, w.lang, async (ctx) => {
    if (ctx.pages.length >= PAGE_LIMITS.max) throw editorError.tooMany(ctx.lang);
    const position = Math.min(body.position ?? ctx.pages.length, ctx.pages.length);
    const cleaned = cleanPageText(body.text);
    await insertBookPage(ctx.tx, ctx.book.id, position, {
      layout: body.layout,
      ...(cleaned ? { text: cleaned } : {}),
      ...content,
    });
    return undefined;
  });

export const deletePage = (w: Who, pageId: number) =>
  editBook(w.deps, w.userId, w.bookId, w.lang, async (ctx) => {
    pageOf(ctx, pageId);
    if (ctx.pages.length <= PAGE_LIMITS.min) throw editorError.tooFew(ctx.lang);
    await removeBookPage(ctx.tx, ctx.book.id, pageId);
    return undefined;
  });

export const movePage = (w: Who, pageId: number, body: z.infer<typeof movePageBody>) =>
  editBook(w.deps, w.userId, w.bookId, w.lang, async (ctx) => {
    const page = pageOf(ctx, pageId);
    await moveBookPage(ctx.tx, ctx.book.id, page, Math.min(body.position, ctx.pages.length - 1));
    return undefined;
  });

/** Undo: an old version becomes the newest one (the versions in between stay in the history). */
export const restorePage = (w: Who, pageId: number, body: z.infer<typeof restorePageBody>) =>
  editBook(w.deps, w.userId, w.bookId, w.lang, async (ctx) => {
    pageOf(ctx, pageId);
    const old = await getPageVersion(ctx.tx, ctx.book.id, pageId, body.version);
    if (!old) throw editorError.versionNotFound(ctx.lang);
    await writePageVersion(ctx.tx, ctx.book.id, pageId, old.content, 'restore');
    return undefined;
  });

export const updateDetails = (w: Who, body: z.infer<typeof bookDetailsBody>) =>
  editBook(w.deps, w.userId, w.bookId, w.lang, async () => ({
    book: {
      ...body,
      ...(body.backText !== undefined ? { backText: cleanPageText(body.backText).trim() } : {}),
    },
  }));

/** A page's history, newest first (deleted pages keep theirs until the book is deleted). */
export const pageHistory = (w: Who, pageId: number) =>
  withPages(w.deps, w.userId, w.bookId, w.lang, async (ctx) => {
    pageOf(ctx, pageId);
    const versions = await listPageVersions(ctx.tx, ctx.book.id, pageId);
    return versions.map((v) => ({
      version: v.version,
      change: v.change,
      createdAt: new Date(v.createdAt).toISOString(),
      page: toBookPage(v.content),
    }));
  });
