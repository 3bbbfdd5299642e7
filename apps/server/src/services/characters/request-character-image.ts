import { randomUUID } from 'node:crypto';
import { debitCredits, getOwnCharacter } from '@bookloom/db';
import type { AppDeps } from '../../app-env';
import { AppError, notFound } from '../../http/app-error';
import { txExecutor } from '../../jobs/tx-executor';
import { CHARACTER_CREDITS, RENDER_CHARACTER_JOB, type StoredBible } from './character-keys';
import { type CharacterImageBody, NO_PROMPT } from './character-request-schema';
import type { RenderCharacterPayload } from './render-character-image';

/**
 * 'Generate Image' on one of the user's characters: needs its prompt prefix, charges 10 credits
 * (`character-image:<imageId>`) and queues the render in the same transaction.
 */
export async function requestCharacterImage(
  deps: AppDeps,
  userId: string,
  characterId: string,
  body: CharacterImageBody,
) {
  const { db } = deps.database;
  const character = await getOwnCharacter(db, userId, characterId);
  if (!character) throw notFound('Character not found');
  const bible = character.bible as StoredBible | null;
  if (!bible?.promptPrefix?.trim()) throw new AppError(400, 'no_prompt', NO_PROMPT);
  const imageId = randomUUID();
  const charge = `character-image:${imageId}`;
  await db.transaction(async (tx) => {
    const paid = await debitCredits(tx, {
      userId,
      amount: CHARACTER_CREDITS,
      reference: charge,
      type: 'character_generation',
      description: `Character picture: ${character.name}`,
      metadata: { characterId, imageId },
    });
    if (!paid.ok)
      throw new AppError(
        402,
        'insufficient_credits',
        `You need ${CHARACTER_CREDITS} credits to generate an image. You have ${paid.credits} credits.`,
        undefined,
        { needed: CHARACTER_CREDITS, balance: paid.credits },
      );
    const payload: RenderCharacterPayload = {
      characterId,
      imageId,
      charge,
      amount: CHARACTER_CREDITS,
      pose: body.pose,
      setting: body.setting,
      lineArt: body.isColoringBook,
    };
    await deps.queue.send(RENDER_CHARACTER_JOB, payload, { db: txExecutor(tx) });
  });
  return { imageId };
}
