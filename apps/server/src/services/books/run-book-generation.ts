import { AiError, type BookRequest, generateBook, type Progress, type StoryPlan } from '@bookloom/ai';
import {
  addCreationHistory,
  completeBook,
  getBookById,
  saveBookPlan,
  updateBookProgress,
} from '@bookloom/db';
import { errorForLog } from '../../error-for-log';
import type { JobContext } from '../../jobs/job-definition';
import { characterReferenceOf } from '../characters/character-reference';
import { templateCoverPng } from '../templates/copy-template-cover';
import { cleanUpIfDeleted, storeBookFile } from './book-files';
import { COVER_FILE, coverTolerantProvider } from './cover-tolerant-provider';
import { failBook } from './fail-book';
import { prepareBookRenditions } from './prepare-book-renditions';

type BookProgress = { done: number; total: number; stage: string };

export const COVER_FAILED_MESSAGE = 'Book created but cover generation failed. You can add a cover later.';

/** Loads what an earlier run of this book already stored, so those pictures are not made again. */
async function existingImages(ctx: JobContext, bookId: string) {
  const prefix = `books/${bookId}/`;
  const images = new Map<string, Uint8Array>();
  for (const key of await ctx.storage.list(prefix)) {
    const bytes = await ctx.storage.get(key);
    if (bytes) images.set(key.slice(prefix.length), bytes);
  }
  return images;
}

/** Keeps books.progress and the live events in step with generateBook, one write at a time. */
function progressWriter(ctx: JobContext, book: { id: string; userId: string }) {
  let chain = Promise.resolve();
  const write = (p: BookProgress, status: 'generating' | 'generating_images') => {
    chain = chain
      .then(async () => {
        if (!(await updateBookProgress(ctx.database.db, book.id, p, status))) return;
        await ctx.events.publish({ userId: book.userId, bookId: book.id, status, progress: p, error: null });
      })
      .catch((err) => ctx.log.warn('progress not saved', { bookId: book.id, ...errorForLog(err) }));
  };
  return {
    onProgress(p: Progress) {
      if (p.stage === 'done') write({ done: p.done, total: p.total, stage: 'saving' }, 'generating_images');
      else write(p, p.stage === 'illustrating' ? 'generating_images' : 'generating');
    },
    flush: () => chain,
  };
}

/**
 * The `book.generate` job: plan (saved on the row), pictures (each stored as soon as it exists),
 * Book document, completed. Safe to run again: finished books are left alone, a saved plan and
 * stored pictures are reused. Failure: non-retryable errors fail and refund at once; others are
 * thrown for pg-boss to retry, and the last attempt fails and refunds.
 */
export async function runBookGeneration(
  ctx: JobContext,
  bookId: string,
  opts: { concurrency?: number } = {},
): Promise<void> {
  const book = await getBookById(ctx.database.db, bookId);
  if (!book || book.status === 'completed' || book.status === 'failed') return;
  try {
    const providers = await ctx.ai.providers();
    const plan = (book.plan as StoryPlan | null) ?? undefined;
    const images = coverTolerantProvider(providers.image);
    const progress = progressWriter(ctx, book);
    const request = book.request as unknown as BookRequest;
    const existing = await existingImages(ctx, book.id);
    // A chosen cover template becomes the cover (stored first, so a retried job finds it and keeps it);
    // generateBook then reuses it instead of drawing one.
    if (book.coverTemplateId && !existing.has(COVER_FILE)) {
      const cover = await templateCoverPng(ctx, book, request.trim);
      if (cover) {
        await storeBookFile(ctx, book.id, COVER_FILE, cover);
        existing.set(COVER_FILE, cover);
      }
    }
    const characterReference = images.provider.supportsReference
      ? await characterReferenceOf(ctx, book.characterId)
      : undefined;
    const made = await generateBook(
      request,
      { text: providers.text, image: images.provider },
      {
        plan,
        characterReference,
        existingImages: existing,
        // The builtin engine renders on the thread pool: two at a time fill both cores and leave the main
        // thread (HTTP, PGlite) room to answer; network providers are waited on, four at a time.
        concurrency: opts.concurrency ?? (ctx.ai.localImages ? 2 : 4),
        onPlan: async (p) => {
          if (!book.plan)
            await saveBookPlan(ctx.database.db, book.id, p as unknown as Record<string, unknown>);
        },
        onProgress: progress.onProgress,
        // Each picture is in storage the moment it exists: a crashed or retried job reuses it.
        onImage: async (name, png) => {
          if (name === COVER_FILE && images.state.coverError !== undefined) return;
          await storeBookFile(ctx, book.id, name, png);
        },
      },
    );
    await progress.flush();
    const coverFailed = images.state.coverError !== undefined;
    const document = { ...made.document };
    if (coverFailed) {
      ctx.log.warn('cover failed; book kept without one', { bookId, err: String(images.state.coverError) });
      const { image: _drop, ...cover } = document.cover;
      document.cover = cover;
    }
    const done = await completeBook(ctx.database.db, book.id, {
      document: document as unknown as Record<string, unknown>,
      coverKey: coverFailed ? null : `books/${book.id}/${COVER_FILE}`,
      error: coverFailed ? COVER_FAILED_MESSAGE : null,
    });
    if (!done) return; // failed meanwhile (stuck sweeper): its refund stands
    await addCreationHistory(ctx.database.db, {
      userId: book.userId,
      itemType: 'book',
      itemId: book.id,
      itemName: book.title,
      itemData: { pages: book.pages, type: book.type, quality: book.quality },
      creditsUsed: book.creditsCharged,
    });
    await ctx.events.publish({
      userId: book.userId,
      bookId: book.id,
      status: 'completed',
      progress: done.progress,
      error: done.error,
    });
    // After the book is announced, so the user never waits for it; never fails the job.
    await prepareBookRenditions(ctx, book.id, document, made.images);
  } catch (e) {
    if (await cleanUpIfDeleted(ctx, book.id, e)) return;
    const retryable = !(e instanceof AiError) || e.retryable;
    const lastAttempt = ctx.attempt.retryCount >= ctx.attempt.retryLimit;
    if (retryable && !lastAttempt) {
      ctx.log.warn('book generation will be retried', {
        bookId,
        attempt: ctx.attempt.retryCount,
        ...errorForLog(e),
      });
      throw e;
    }
    await failBook(ctx, book.id, e instanceof Error ? e.message : String(e));
  }
}
