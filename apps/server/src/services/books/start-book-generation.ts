import { randomUUID } from 'node:crypto';
import { AiError, type BookRequest, checkContent } from '@bookloom/ai';
import { estimateBookCredits } from '@bookloom/core';
import {
  addPromptHistory,
  createBook,
  debitCredits,
  getBookByIdempotencyKey,
  getUsableCharacter,
  getVisibleCoverTemplate,
  isUniqueViolation,
} from '@bookloom/db';
import type { AppDeps } from '../../app-env';
import { errorForLog } from '../../error-for-log';
import { AppError } from '../../http/app-error';
import { txExecutor } from '../../jobs/tx-executor';
import type { StoredBible } from '../characters/character-keys';
import type { GenerateBookBody } from './book-request-schema';
import { requestHash, sameRequestOr422 } from './idempotency';
import { GENERATE_BOOK_JOB } from './job-names';

export type StartedBook = { bookId: string; jobId: string };

class NotEnough extends Error {
  constructor(
    readonly needed: number,
    readonly balance: number,
    readonly noProfile: boolean,
  ) {
    super('insufficient credits');
  }
}

export const insufficientCredits = (needed: number, balance: number) =>
  new AppError(
    402,
    'insufficient_credits',
    `You need ${needed} credits to generate this book. You have ${balance} credits.`,
    undefined,
    { needed, balance },
  );

/** What the AI engine is asked to make (kept on the row: the job reads it, a retry makes the same book). */
function toBookRequest(
  body: GenerateBookBody,
  language: 'en' | 'fr',
  character?: BookRequest['character'],
): BookRequest {
  return {
    title: body.title,
    ...(body.subtitle ? { subtitle: body.subtitle } : {}),
    author: body.author,
    type: body.type,
    description: body.description,
    pages: body.pages,
    language,
    trim: body.trimSize,
    bleed: body.includeBleed,
    quality: body.quality,
    ...(character ? { character } : {}),
  };
}

/** Content check of the user's words before anything is charged. */
async function checkRequestContent(deps: AppDeps, req: BookRequest) {
  try {
    await checkContent(deps.ai.moderation, req);
  } catch (e) {
    if (e instanceof AiError && e.code === 'content_rejected')
      throw new AppError(422, 'content_not_approved', e.message);
    deps.log.warn('content check failed', { ...errorForLog(e) });
    throw new AppError(503, 'content_check_failed', 'Content validation failed. Please try again.');
  }
}

/**
 * Validated request → content check → ONE transaction: the book row, the debit (reference
 * `book:<id>`), the prompt-history row and the job. Any failure leaves nothing behind. A repeated
 * Idempotency-Key answers with the first book.
 */
export async function startBookGeneration(
  deps: AppDeps,
  userId: string,
  body: GenerateBookBody,
  opts: { idempotencyKey?: string; language: 'en' | 'fr' },
): Promise<StartedBook> {
  const { db } = deps.database;
  const key = opts.idempotencyKey;
  const hash = key ? requestHash(body, opts.language) : null;
  if (key && hash) {
    const prior = await getBookByIdempotencyKey(db, userId, key);
    if (prior) return sameRequestOr422(prior, hash, opts.language);
  }
  let character: BookRequest['character'];
  if (body.characterId) {
    const c = await getUsableCharacter(db, userId, body.characterId);
    if (!c)
      throw new AppError(400, 'validation_error', 'characterId: Character not found', {
        characterId: 'Character not found',
      });
    const bible = c.bible as StoredBible | null;
    character = {
      name: c.name,
      ...(c.description ? { description: c.description } : {}),
      ...(c.appearance ? { appearance: c.appearance } : {}),
      // The stored bible makes every picture of the book show this character (figure, colours, prefix).
      ...(bible?.promptPrefix
        ? {
            bible: {
              name: c.name,
              look: bible.look,
              palette: bible.palette,
              styleTags: bible.styleTags,
              promptPrefix: bible.promptPrefix,
              ...(bible.figure ? { figure: bible.figure } : {}),
            },
          }
        : {}),
    };
  }
  // The chosen cover must be one the picker could have shown this user (gallery or their own).
  if (body.coverTemplateId && !(await getVisibleCoverTemplate(db, userId, body.coverTemplateId)))
    throw new AppError(400, 'validation_error', 'coverTemplateId: Cover not found', {
      coverTemplateId: 'Cover not found',
    });
  const language = body.language ?? opts.language;
  const request = toBookRequest(body, language, character);
  await checkRequestContent(deps, request);

  const cost = estimateBookCredits(body.pages, body.quality).credits;
  const bookId = randomUUID();
  const jobId = randomUUID();
  try {
    await db.transaction(async (tx) => {
      await createBook(tx, {
        id: bookId,
        userId,
        title: body.title,
        subtitle: body.subtitle ?? null,
        author: body.author,
        type: body.type,
        pages: body.pages,
        quality: body.quality,
        trimSize: body.trimSize,
        includeBleed: body.includeBleed,
        language,
        status: 'generating',
        progress: { done: 0, total: 1, stage: 'checking' },
        creditsCharged: cost,
        idempotencyKey: key ?? null,
        idempotencyHash: hash,
        jobId,
        request: request as unknown as Record<string, unknown>,
        coverTemplateId: body.coverTemplateId ?? null,
        characterId: body.characterId ?? null,
      });
      const paid = await debitCredits(tx, {
        userId,
        amount: cost,
        reference: `book:${bookId}`,
        type: 'book_generation',
        description: `Book: ${body.title}`,
        metadata: { bookId, pages: body.pages, quality: body.quality },
      });
      if (!paid.ok) throw new NotEnough(cost, paid.credits, paid.reason === 'no_profile');
      if (body.savePrompt) {
        await addPromptHistory(tx, {
          userId,
          kind: 'story',
          title: body.title,
          promptData: {
            subtitle: body.subtitle ?? null,
            author: body.author,
            type: body.type,
            pages: body.pages,
            quality: body.quality,
            trimSize: body.trimSize,
            includeBleed: body.includeBleed,
            description: body.description,
            character_id: body.characterId ?? null,
          },
        });
      }
      const sent = await deps.queue.send(GENERATE_BOOK_JOB, { bookId }, { id: jobId, db: txExecutor(tx) });
      if (!sent) throw new Error('the job queue refused the book job');
    });
  } catch (e) {
    if (e instanceof NotEnough) {
      if (e.noProfile)
        throw new AppError(
          404,
          'profile_not_found',
          'Your user profile was not found. Please try logging out and back in.',
        );
      throw insufficientCredits(e.needed, e.balance);
    }
    if (key && hash && isUniqueViolation(e)) {
      const prior = await getBookByIdempotencyKey(db, userId, key);
      if (prior) return sameRequestOr422(prior, hash, opts.language);
    }
    throw e;
  }
  await deps.events
    .publish({
      userId,
      bookId,
      status: 'generating',
      progress: { done: 0, total: 1, stage: 'checking' },
      error: null,
    })
    .catch((err) => deps.log.warn('book event not sent', { ...errorForLog(err) }));
  return { bookId, jobId };
}
