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
  patchPagesFast,
  removeBookPage,
  writePageVersion,
} from '@bookloom/db';
import { z } from 'zod';
import type { AppDeps } from '../../app-env';
import { announceEdit, type EditContext, editBook, withPages } from './edit-book';
import { editorError, type Lang, MAX_PAGE_TEXT } from './editor-messages';
import { type EditedPages, type EditorState, editedPages, type PageEditAnswer } from './editor-state';
import { cleanPageText, toBookPage } from './page-content';
import { PageEditBatches, WAIT_TURNS } from './page-edit-batches';

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

const batchesByDeps = new WeakMap<AppDeps, PageEditBatches<EditedPages>>();

/**
 * This app's page-edit batches (one set per app instance: two test apps must not share them). A batch is one
 * statement (`patchPagesFast`); its answer, the book's header and the written pages' entries, is made once
 * and shared by its edits (each answers its own page).
 */
function batchesOf(deps: AppDeps) {
  const known = batchesByDeps.get(deps);
  if (known) return known;
  const batches = new PageEditBatches<EditedPages>(async ({ userId, bookId }, edits) => {
    const done = await patchPagesFast(deps.database, userId, bookId, edits);
    if (!done) return undefined;
    announceEdit(deps, userId, bookId);
    const b = done.book;
    const answer = editedPages(
      { ...b, trim: b.docTrim ?? b.trimSize, bleed: b.docBleed ?? b.includeBleed },
      done.pages,
      done.written,
      done.pageCount,
    );
    return { answer, written: done.written };
  }, WAIT_TURNS[deps.database.kind]);
  batchesByDeps.set(deps, batches);
  return batches;
}

/**
 * A text/heading/layout edit: first in the book's next batch of edits, one statement for the edits waiting at
 * the same moment (compare-and-swap per page, decisions 0028 and 0032d); when that writes nothing for this edit
 * (another version, no such page or book, pages not made yet) the locked path below runs and either answers the
 * precise error (409 stale_version with the current version, 404…) or makes the pages and applies the edit.
 */
export async function patchPage(
  w: Who,
  pageId: number,
  bodyOf: Promise<z.infer<typeof patchPageBody>>,
): Promise<PageEditAnswer> {
  const batchable = isUuid(w.bookId) && pageId > 0;
  const target = { userId: w.userId, bookId: w.bookId };
  // Announced while its body is read, so the book's next batch waits for this edit (decision 0034).
  const arrived = batchable ? batchesOf(w.deps).announce(target) : () => {};
  let body: z.infer<typeof patchPageBody>;
  try {
    body = await bodyOf;
  } finally {
    arrived();
  }
  const patch: PagePatch = {};
  if (body.text !== undefined) patch.text = cleanPageText(body.text);
  if (body.heading !== undefined) patch.heading = cleanPageText(body.heading).replace(/\n/g, ' ');
  if (body.layout !== undefined) patch.layout = body.layout;
  const change = body.layout !== undefined && body.text === undefined ? 'layout' : 'text';
  const fast = batchable
    ? await batchesOf(w.deps).submit(target, { pageId, version: body.version, patch, change })
    : undefined;
  if (fast) return answerFor(fast, pageId);
  const state = await editBook(w.deps, w.userId, w.bookId, w.lang, async (ctx) => {
    const page = pageOf(ctx, pageId);
    if (page.version !== body.version) throw editorError.stale(ctx.lang, page.version);
    const next: PageContent = { ...page.content, ...patch };
    const done = await writePageVersion(ctx.tx, ctx.book.id, pageId, next, change, body.version);
    if (!done) throw editorError.stale(ctx.lang, page.version + 1);
    return { pages: ctx.pages.map((p) => (p.pageId === pageId ? done : p)) };
  });
  return answerFor(state, pageId);
}

function answerFor(edited: EditedPages | EditorState, pageId: number): PageEditAnswer {
  const page = edited.pages.find((p) => p.id === pageId);
  // Unreachable: both paths answer only after writing this page.
  if (!page) throw new Error(`page ${pageId} missing from its own edit's answer`);
  return { book: edited.book, page };
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
