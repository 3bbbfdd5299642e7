import { randomUUID } from 'node:crypto';
import { DEFAULT_APPEARANCE, DEFAULT_PERSONALITY, designCharacterBible } from '@bookloom/ai';
import {
  addPromptHistory,
  debitCredits,
  getOwnCharacter,
  insertCharacter,
  isUniqueViolation,
} from '@bookloom/db';
import type { AppDeps } from '../../app-env';
import { AppError } from '../../http/app-error';
import { txExecutor } from '../../jobs/tx-executor';
import { requireApprovedContent } from '../content-check/check-content';
import {
  CHARACTER_CREDITS,
  characterReferenceKey,
  RENDER_CHARACTER_JOB,
  type StoredBible,
  uuidFrom,
} from './character-keys';
import type { CreateCharacterBody } from './character-request-schema';
import type { RenderCharacterPayload } from './render-character-image';

class NotEnough extends Error {
  constructor(readonly balance: number) {
    super('insufficient credits');
  }
}

/** A 32-bit seed from the id: the same character is always designed the same way. */
const seedOf = (id: string) => Number.parseInt(id.replace(/-/g, '').slice(0, 8), 16) >>> 0;

/**
 * create-character-bible: content check → bible → ONE transaction: the character row (generating),
 * the 10-credit debit (`character:<id>`), the prompt-history row and the render job. A repeated
 * Idempotency-Key names the same id, so a double click makes and charges one character.
 */
export async function createCharacter(
  deps: AppDeps,
  userId: string,
  body: CreateCharacterBody,
  opts: { reference?: Uint8Array; idempotencyKey?: string; isAdmin: boolean },
) {
  const { db } = deps.database;
  if (body.gallery && !opts.isAdmin)
    throw new AppError(403, 'forbidden', 'Only administrators add characters to the gallery.');
  const id = opts.idempotencyKey ? uuidFrom(`${userId}:${opts.idempotencyKey}`) : randomUUID();
  const prior = await getOwnCharacter(db, userId, id);
  if (prior) return prior;
  const lang = body.language ?? 'en';
  const appearance = body.appearance ?? DEFAULT_APPEARANCE[lang];
  const personality = body.personality ?? DEFAULT_PERSONALITY[lang];
  await requireApprovedContent(
    deps,
    [body.name, body.description, body.appearance, body.personality].filter(Boolean).join('\n'),
    'character',
  );
  const designed = await designCharacterBible(
    { name: body.name, description: body.description, appearance, personality, style: body.style },
    seedOf(id),
  );
  const bible: StoredBible = { ...designed };
  if (opts.reference) {
    bible.referenceKey = characterReferenceKey(id);
    await deps.storage.put(bible.referenceKey, opts.reference, 'image/png');
  }
  const imageId = randomUUID();
  const charge = `character:${id}`;
  try {
    return await db.transaction(async (tx) => {
      const row = await insertCharacter(tx, {
        id,
        userId,
        name: body.name,
        description: body.description,
        appearance,
        personality,
        style: body.style ?? null,
        bible,
        isPublic: body.gallery,
        status: 'generating',
      });
      const paid = await debitCredits(tx, {
        userId,
        amount: CHARACTER_CREDITS,
        reference: charge,
        type: 'character_generation',
        description: `Character: ${body.name}`,
        metadata: { characterId: id },
      });
      if (!paid.ok) throw new NotEnough(paid.credits);
      if (body.savePrompt)
        await addPromptHistory(tx, {
          userId,
          kind: 'character',
          title: body.name,
          promptData: {
            name: body.name,
            description: body.description,
            appearance,
            personality,
            style: body.style ?? null,
          },
        });
      const payload: RenderCharacterPayload = { characterId: id, imageId, charge, amount: CHARACTER_CREDITS };
      await deps.queue.send(RENDER_CHARACTER_JOB, payload, { db: txExecutor(tx) });
      return row;
    });
  } catch (e) {
    // The same key's winner shares this reference file: only a lone failure removes it.
    if (bible.referenceKey && !isUniqueViolation(e))
      await deps.storage.delete(bible.referenceKey).catch(() => {});
    if (e instanceof NotEnough)
      throw new AppError(
        402,
        'insufficient_credits',
        `You need ${CHARACTER_CREDITS} credits to create a character. You have ${e.balance} credits.`,
        undefined,
        { needed: CHARACTER_CREDITS, balance: e.balance },
      );
    // Two clicks at once with one key: the second insert loses; answer with the first character.
    if (isUniqueViolation(e)) {
      const first = await getOwnCharacter(db, userId, id);
      if (first) return first;
    }
    throw e;
  }
}
