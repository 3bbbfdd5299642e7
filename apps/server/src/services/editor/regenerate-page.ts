import { randomUUID } from 'node:crypto';
import {
  type BookRequest,
  type CharacterBible,
  type PagePlan,
  redrawPage,
  rewritePageText,
  sanitizeUserText,
} from '@bookloom/ai';
import type { BookType, TrimSize } from '@bookloom/core';
import {
  type BookRow,
  claimPageRegeneration,
  creditCredits,
  debitCredits,
  type PageContent,
  releasePageRegeneration,
  writePageVersion,
} from '@bookloom/db';
import { z } from 'zod';
import type { AppDeps } from '../../app-env';
import { errorForLog } from '../../error-for-log';
import { AppError } from '../../http/app-error';
import { characterReferenceOf } from '../characters/character-reference';
import { editBook, withPages } from './edit-book';
import { editorError, type Lang, REGENERATE_COST } from './editor-messages';
import { type EditorState, REGEN_STALE_MS } from './editor-state';
import { pageOf } from './page-actions';

export const regenerateBody = z.object({
  what: z.enum(['image', 'text']),
  /** "make it night", "add the cat": goes into the prompt (the builtin engine maps what it can draw). */
  instruction: z.string().max(300).optional(),
});
type Body = z.infer<typeof regenerateBody>;
type Who = { deps: AppDeps; userId: string; bookId: string; lang: Lang };
type Target = { book: BookRow; page: PageContent; pageId: number; position: number; first?: PageContent };
type Made = { content: Partial<PageContent>; followed: string[]; notFollowed: string[] };

const FALLBACK_BIBLE: CharacterBible = {
  name: 'hero',
  look: '',
  palette: [],
  styleTags: [],
  promptPrefix: '',
};
const bibleOf = (book: BookRow) =>
  (book.plan as { character?: CharacterBible } | null)?.character ?? FALLBACK_BIBLE;
const newSeed = () => Math.floor(Math.random() * 2 ** 31);

/** A new picture for the page, stored under a new name (the old one stays: its version may be restored). */
async function drawPicture(w: Who, t: Target, instruction?: string): Promise<Made> {
  const { image } = await w.deps.ai.providers();
  const bible = bibleOf(t.book);
  const doc = t.book.document as { trim: TrimSize; bleed: boolean; type: BookType };
  const plan: PagePlan = {
    text: t.page.text ?? '',
    ...(t.page.heading ? { heading: t.page.heading } : {}),
    // An added page has no scene yet: its text (user text, so sanitised) describes the picture.
    scene: t.page.scene ?? sanitizeUserText(t.page.text || t.book.title, 300),
    layout: t.page.layout === 'text-only' ? 'image-top' : t.page.layout,
    ...(t.page.hints ? { hints: t.page.hints } : {}),
  };
  // Page 1's picture (or the chosen character's) keeps the hero the same on providers that take a reference.
  let reference: Uint8Array | undefined;
  if (image.supportsReference) {
    reference = await characterReferenceOf(w.deps, t.book.characterId);
    if (!reference && t.first?.image)
      reference = (await w.deps.storage.get(`books/${t.book.id}/${t.first.image}`)) ?? undefined;
  }
  const made = await redrawPage(
    {
      trim: doc.trim,
      bleed: doc.bleed,
      bookType: doc.type,
      bible,
      page: plan,
      seed: newSeed(),
      reference,
      instruction,
    },
    image,
  );
  const name = `p${t.pageId}-${randomUUID().slice(0, 8)}.png`;
  await w.deps.storage.put(`books/${t.book.id}/${name}`, made.png, 'image/png');
  const builtin = image.name === 'builtin';
  return {
    followed: made.followed,
    notFollowed: made.notFollowed,
    content: {
      image: name,
      scene: made.page.scene,
      layout: made.page.layout,
      ...(made.page.hints ? { hints: made.page.hints } : {}),
      alt: t.page.alt ?? made.page.scene.slice(0, 1000),
      // Builtin pictures are drawn from the bible's figure and palette; others need a vision check we lack.
      check: builtin ? 'ok' : 'not_checked',
      ...(builtin ? { drawnWith: { figure: bible.figure ?? null, palette: bible.palette } } : {}),
    },
  };
}

async function produce(w: Who, t: Target, body: Body): Promise<Made> {
  if (body.what === 'image') return drawPicture(w, t, body.instruction);
  const { text } = await w.deps.ai.providers();
  const request = t.book.request as unknown as BookRequest;
  const hero = bibleOf(t.book).name;
  const r = await rewritePageText(request, t.position, newSeed(), body.instruction, text, undefined, {
    current: t.page.text ?? '',
    ...(hero && hero !== FALLBACK_BIBLE.name ? { heroName: hero } : {}),
  });
  return { content: { text: r.text }, followed: r.followed, notFollowed: r.notFollowed };
}

/**
 * Regenerates one page's picture or text for REGENERATE_COST credits. Only one regeneration of a page
 * runs at a time (a double click gets 409, not a second charge). A failure refunds once (its own ledger
 * row) and leaves the page as it was; success is a new version of the page.
 */
export async function regeneratePage(w: Who, pageId: number, body: Body): Promise<EditorState> {
  const { db } = w.deps.database;
  const target = await withPages(w.deps, w.userId, w.bookId, w.lang, async (ctx) => {
    const row = pageOf(ctx, pageId);
    return {
      book: ctx.book,
      page: row.content,
      pageId,
      position: row.position,
      first: ctx.pages[0]?.content,
    };
  });
  const bookId = target.book.id;
  if (!(await claimPageRegeneration(db, bookId, pageId, new Date(Date.now() - REGEN_STALE_MS))))
    throw editorError.busy(w.lang);
  const reference = `page_regeneration:${bookId}:${pageId}:${randomUUID()}`;
  const metadata = { bookId, pageId, what: body.what };
  try {
    const charge = await debitCredits(db, {
      userId: w.userId,
      amount: REGENERATE_COST,
      reference,
      type: 'page_regeneration',
      description: `Regenerate page ${target.position + 1} ${body.what === 'image' ? 'picture' : 'text'}: ${target.book.title}`,
      metadata,
    });
    if (!charge.ok) throw editorError.insufficient(w.lang, charge.credits);
    const refund = async (e: unknown) => {
      w.deps.log.warn('page regeneration failed; refunded', { ...metadata, ...errorForLog(e) });
      await creditCredits(db, {
        userId: w.userId,
        amount: REGENERATE_COST,
        reference: `refund:${reference}`,
        type: 'refund',
        description: `Refund: page regeneration failed: ${target.book.title}`,
        metadata,
      });
    };
    let made: Made;
    try {
      made = await produce(w, target, body);
    } catch (e) {
      await refund(e);
      throw editorError.failed(w.lang);
    }
    try {
      const state = await editBook(w.deps, w.userId, w.bookId, w.lang, async (ctx) => {
        const now = pageOf(ctx, pageId);
        const change = body.what === 'image' ? 'regenerate-image' : 'regenerate-text';
        await writePageVersion(ctx.tx, bookId, pageId, { ...now.content, ...made.content }, change);
        await releasePageRegeneration(ctx.tx, bookId, pageId);
        return undefined;
      });
      return { ...state, regenerated: { followed: made.followed, notFollowed: made.notFollowed } };
    } catch (e) {
      // The page (or book) went away while it was being made: nothing was delivered, so nothing is owed.
      if (e instanceof AppError && e.status === 404) await refund(e);
      throw e;
    }
  } finally {
    await releasePageRegeneration(db, bookId, pageId).catch(() => {});
  }
}
