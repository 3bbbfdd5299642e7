import { AiError, type CharacterBible } from '@bookloom/ai';
import {
  addCharacterImage,
  addCreationHistory,
  creditCredits,
  getCharacterById,
  listCharacterImages,
  markCharacterFailed,
  updateCharacter,
} from '@bookloom/db';
import type { JobContext, JobServices } from '../../jobs/job-definition';
import { characterImageKey, characterThumbKey, type StoredBible } from './character-keys';
import { drawCharacterPicture } from './draw-character-picture';

export type RenderCharacterPayload = {
  characterId: string;
  imageId: string;
  /** The ledger reference that paid for this picture (refunded as `refund:<charge>` on failure). */
  charge: string;
  amount: number;
  pose?: string;
  setting?: string;
  lineArt?: boolean;
  /** Gallery seeding: the picture's type (the gallery's chips); user pictures have none. */
  type?: string;
};

/** Draws one picture of a character and stores it (full + thumb); the caller adds its row. */
export async function storeCharacterPicture(
  storage: JobServices['storage'],
  image: Awaited<ReturnType<JobServices['ai']['providers']>>['image'],
  p: RenderCharacterPayload,
  bible: StoredBible,
) {
  const reference =
    image.supportsReference && bible.referenceKey ? await storage.get(bible.referenceKey) : undefined;
  const { full, thumb } = await drawCharacterPicture(image, bible as CharacterBible, {
    pose: p.pose,
    setting: p.setting,
    lineArt: p.lineArt,
    reference: reference ?? undefined,
  });
  return storeDrawnCharacterPicture(storage, p, { full, thumb });
}

/** Stores a drawn picture (full + thumb) under the character's keys; the caller adds its row. */
export async function storeDrawnCharacterPicture(
  storage: JobServices['storage'],
  p: Pick<RenderCharacterPayload, 'characterId' | 'imageId' | 'type'>,
  { full, thumb }: { full: Uint8Array; thumb: Uint8Array },
) {
  await storage.put(characterImageKey(p.characterId, p.imageId), full, 'image/png');
  await storage.put(characterThumbKey(p.characterId, p.imageId), thumb, 'image/png');
  return {
    id: p.imageId,
    characterId: p.characterId,
    imageKey: characterImageKey(p.characterId, p.imageId),
    type: p.type ?? null,
  };
}

/**
 * The render job (generate-character-image). A picture that exists already is not drawn again; a
 * non-retryable error, or the last attempt, marks a new character failed and refunds the charge once.
 */
export async function renderCharacterImage(ctx: JobContext, p: RenderCharacterPayload) {
  const { db } = ctx.database;
  const character = await getCharacterById(db, p.characterId);
  if (!character?.bible) return; // deleted meanwhile
  if ((await listCharacterImages(db, p.characterId)).some((i) => i.id === p.imageId)) return;
  try {
    const providers = await ctx.ai.providers();
    const picture = await storeCharacterPicture(
      ctx.storage,
      providers.image,
      p,
      character.bible as StoredBible,
    );
    await db.transaction(async (tx) => {
      await addCharacterImage(tx, picture);
      await updateCharacter(tx, p.characterId, { status: 'ready', error: null });
    });
    if (character.userId)
      await addCreationHistory(db, {
        userId: character.userId,
        itemType: 'character',
        itemId: character.id,
        itemName: character.name,
        itemData: { imageId: p.imageId },
        creditsUsed: p.amount,
      });
  } catch (e) {
    const retryable = !(e instanceof AiError) || e.retryable;
    if (retryable && ctx.attempt.retryCount < ctx.attempt.retryLimit) throw e;
    await failCharacterImage(ctx, character, p, e instanceof Error ? e.message : String(e));
  }
}

async function failCharacterImage(
  ctx: Pick<JobServices, 'database' | 'log'>,
  character: NonNullable<Awaited<ReturnType<typeof getCharacterById>>>,
  p: RenderCharacterPayload,
  reason: string,
) {
  await ctx.database.db.transaction(async (tx) => {
    await markCharacterFailed(tx, character.id, reason);
    if (character.userId && p.amount > 0) {
      const r = await creditCredits(tx, {
        userId: character.userId,
        amount: p.amount,
        reference: `refund:${p.charge}`,
        type: 'refund',
        description: `Refund: ${character.name}`,
        metadata: { characterId: character.id, imageId: p.imageId },
      });
      if (!r.ok) throw new Error(`refund of ${p.charge} failed: ${r.reason}`);
    }
  });
  ctx.log.warn('character image failed', { characterId: character.id, reason });
}
