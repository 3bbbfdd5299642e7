import { createHash, randomUUID } from 'node:crypto';
import { COSTS } from '@bookloom/core';
import { addPromptHistory, debitCredits, insertCoverTemplates } from '@bookloom/db';
import type { AppDeps } from '../../app-env';
import { AppError } from '../../http/app-error';
import { txExecutor } from '../../jobs/tx-executor';
import { requireApprovedContent } from '../content-check/check-content';
import { type CleanImage, processUpload, uploadGate } from '../uploads';
import { coverKeys } from './cover-keys';
import type { CoverDetails } from './cover-request-schema';
import { GENERATE_COVER_JOB } from './job-names';

class NotEnough extends Error {
  constructor(readonly balance: number) {
    super('insufficient credits');
  }
}

/**
 * 'Generate Cover': content check, then ONE transaction — the cover row ('generating'), the 30-credit
 * debit (`cover:<id>`), the prompt history row and the job. An optional reference picture is checked and
 * re-encoded first (its file is removed again when the transaction fails). Idempotency-Key: one cover
 * per key, so a double click charges once.
 */
export async function startCoverGeneration(
  deps: AppDeps,
  userId: string,
  body: CoverDetails,
  opts: { reference?: { bytes: Uint8Array; name?: string }; idempotencyKey?: string },
) {
  await requireApprovedContent(deps, [body.title, body.subtitle, body.description].join('\n'), 'cover');
  const id = opts.idempotencyKey ? keyedId(userId, opts.idempotencyKey) : randomUUID();
  const keys = coverKeys(userId, id);
  let reference: CleanImage | undefined;
  if (opts.reference) {
    const ref = opts.reference;
    reference = await uploadGate.run(userId, () => processUpload({ ...ref, kind: 'reference' }));
  }
  const cost = COSTS.cover;
  try {
    if (reference) await deps.storage.put(keys.reference, reference.bytes, reference.contentType);
    await deps.database.db.transaction(async (tx) => {
      const made = await insertCoverTemplates(tx, [
        {
          id,
          userId,
          name: body.title,
          style: body.category,
          tags: ['generated'],
          imageKey: keys.image,
          thumbKey: keys.thumb,
          width: 800,
          height: 1200,
          provider: 'pending',
          status: 'generating',
          creditsCharged: cost,
          details: { ...body, method: reference ? 'image' : 'text', hasReference: !!reference },
        },
      ]);
      if (!made) throw new Repeat();
      const paid = await debitCredits(tx, {
        userId,
        amount: cost,
        reference: `cover:${id}`,
        type: 'cover_generation',
        description: `Cover: ${body.title}`,
        metadata: { coverId: id },
      });
      if (!paid.ok) throw new NotEnough(paid.credits);
      if (body.savePrompt)
        await addPromptHistory(tx, {
          userId,
          kind: 'cover',
          title: body.title,
          promptData: {
            title: body.title,
            subtitle: body.subtitle,
            author: body.author,
            category: body.category,
            description: body.description,
          },
        });
      await deps.queue.send(GENERATE_COVER_JOB, { coverId: id }, { db: txExecutor(tx) });
    });
  } catch (e) {
    if (e instanceof Repeat) return { coverId: id, charged: 0 };
    if (reference) await deps.storage.delete(keys.reference).catch(() => {});
    if (e instanceof NotEnough)
      throw new AppError(
        402,
        'insufficient_credits',
        `You need ${cost} credits to generate a cover. You have ${e.balance} credits.`,
        undefined,
        { needed: cost, balance: e.balance },
      );
    throw e;
  }
  return { coverId: id, charged: cost };
}

class Repeat extends Error {}

/** The same key from the same user names the same cover (a UUID derived from both). */
function keyedId(userId: string, key: string) {
  const h = createHash('sha256').update(`cover:${userId}:${key}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
