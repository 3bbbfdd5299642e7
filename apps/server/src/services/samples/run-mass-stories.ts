import { type BookType, categoryById } from '@bookloom/core';
import {
  countRunSamples,
  countStoryRunBook,
  countUserBooksGenerating,
  createBook,
  getBookById,
  getStoryRun,
  insertSampleBook,
  updateStoryRun,
} from '@bookloom/db';
import { errorForLog } from '../../error-for-log';
import type { JobContext } from '../../jobs/job-definition';
import { withBookHeartbeat } from '../books/book-heartbeat';
import { runBookGeneration } from '../books/run-book-generation';
import { type MassStoryBody, SAMPLE_STORY_TYPES } from './mass-story-schema';
import { buildSampleExports } from './sample-exports';

/** Sample books are short: quick to make, still a real book (the engine pads print interiors to KDP's minimum). */
export const SAMPLE_PAGES = 8;
/** A user's own book always goes first: the generator waits (checking this often) while one is being made. */
export const YIELD_POLL_MS = 1000;
/** …but never longer than this per book, so a stuck user book cannot hold the run forever. */
export const YIELD_MAX_MS = 10 * 60_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function yieldToUsers(ctx: JobContext) {
  const until = Date.now() + YIELD_MAX_MS;
  while (Date.now() < until && (await countUserBooksGenerating(ctx.database.db)) > 0)
    await sleep(YIELD_POLL_MS);
}

function sampleRequest(type: BookType, n: number) {
  const cat = categoryById(type);
  const name = cat?.name.en ?? type;
  return {
    title: `${name} Sample ${n}`,
    author: 'Bookloom Samples',
    type,
    description: cat?.description.en ?? `A sample ${name.toLowerCase()}.`,
    pages: SAMPLE_PAGES,
    language: 'en' as const,
    trim: '8.5x8.5',
    bleed: true,
    quality: 'standard' as const,
  };
}

/** Makes one sample book: row, generation (one picture at a time on the builtin engine), watermarked exports. */
async function makeSample(
  ctx: JobContext,
  runId: string,
  adminId: string,
  body: MassStoryBody,
  type: BookType,
  n: number,
) {
  const request = sampleRequest(type, n);
  // One transaction: the book is a sample from its first moment, so it never shows in the admin's own library.
  const book = await ctx.database.db.transaction(async (tx) => {
    const row = await createBook(tx, {
      userId: adminId,
      title: request.title,
      author: request.author,
      type,
      pages: request.pages,
      trimSize: request.trim,
      includeBleed: request.bleed,
      request,
    });
    await insertSampleBook(tx, {
      bookId: row.id,
      runId,
      exportFormat: body.exportFormat,
      watermarkText: body.addWatermark ? body.watermarkText : null,
    });
    return row;
  });
  // As the last attempt: an error fails this one book (recorded on it) instead of retrying the whole run.
  const attempt = { ...ctx.attempt, retryCount: 0, retryLimit: 0 };
  await withBookHeartbeat({ ...ctx, attempt }, book.id, () =>
    runBookGeneration({ ...ctx, attempt }, book.id, { concurrency: ctx.ai.localImages ? 1 : 2 }),
  );
  const done = await getBookById(ctx.database.db, book.id);
  if (done?.status !== 'completed') return false;
  await buildSampleExports(ctx, done, body.exportFormat, body.addWatermark ? body.watermarkText : null);
  return true;
}

/** The `samples.generate-mass-stories` job: every selected type × stories per type, one book at a time. */
export async function runMassStories(ctx: JobContext, runId: string) {
  const run = await getStoryRun(ctx.database.db, runId);
  if (!run || run.status === 'completed' || run.status === 'failed') return;
  const body = run.request as unknown as MassStoryBody;
  await updateStoryRun(ctx.database.db, runId, { status: 'running' });
  try {
    const types = body.storyTypes.filter((t) => SAMPLE_STORY_TYPES.includes(t));
    // A retried run (its process stopped) goes on after the books it already started.
    let skip = await countRunSamples(ctx.database.db, runId);
    for (const type of types)
      for (let n = 1; n <= body.storiesPerType; n++) {
        if (skip-- > 0) continue;
        await yieldToUsers(ctx);
        let ok = false;
        try {
          ok = await makeSample(ctx, runId, run.adminId, body, type, n);
        } catch (e) {
          ctx.log.warn('sample book failed', { runId, type, ...errorForLog(e) });
        }
        await countStoryRunBook(ctx.database.db, runId, ok);
      }
    await updateStoryRun(ctx.database.db, runId, { status: 'completed', finishedAt: new Date() });
  } catch (e) {
    ctx.log.error('mass story run failed', { runId, ...errorForLog(e) });
    await updateStoryRun(ctx.database.db, runId, {
      status: 'failed',
      error: e instanceof Error ? e.message.slice(0, 500) : String(e),
      finishedAt: new Date(),
    });
  }
}
