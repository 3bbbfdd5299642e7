import { and, desc, eq, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../open-db';
import { characterImages, characters, coverTemplates } from '../schema';
import { isUuid } from './books';

/** Gallery templates (no owner) and the user's own, newest first. */
export const listCoverTemplatesForUser = (db: DbOrTx, userId: string, limit = 100) =>
  db
    .select({
      id: coverTemplates.id,
      userId: coverTemplates.userId,
      name: coverTemplates.name,
      style: coverTemplates.style,
      tags: coverTemplates.tags,
      imageKey: coverTemplates.imageKey,
      thumbKey: coverTemplates.thumbKey,
    })
    .from(coverTemplates)
    .where(or(isNull(coverTemplates.userId), eq(coverTemplates.userId, userId)))
    .orderBy(desc(coverTemplates.createdAt))
    .limit(limit);

/** The user's and public characters that have at least one image (the latest one is returned). */
export async function listPickableCharacters(db: DbOrTx, userId: string, limit = 50) {
  const latest = db
    .selectDistinctOn([characterImages.characterId], {
      characterId: characterImages.characterId,
      imageKey: characterImages.imageKey,
    })
    .from(characterImages)
    .orderBy(characterImages.characterId, desc(characterImages.createdAt))
    .as('latest');
  return db
    .select({
      id: characters.id,
      userId: characters.userId,
      name: characters.name,
      description: characters.description,
      appearance: characters.appearance,
      imageKey: latest.imageKey,
    })
    .from(characters)
    .innerJoin(latest, eq(latest.characterId, characters.id))
    .where(or(eq(characters.userId, userId), eq(characters.isPublic, true)))
    .orderBy(desc(characters.createdAt))
    .limit(limit);
}

/** A character the user may use in a book (own or public), for the generate request. */
export async function getUsableCharacter(db: DbOrTx, userId: string, characterId: string) {
  if (!isUuid(characterId)) return undefined;
  const [row] = await db
    .select()
    .from(characters)
    .where(
      and(eq(characters.id, characterId), or(eq(characters.userId, userId), eq(characters.isPublic, true))),
    );
  return row;
}
