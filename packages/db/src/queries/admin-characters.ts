import { and, desc, eq, isNull, notExists, sql } from 'drizzle-orm';
import type { DbOrTx } from '../open-db';
import { characterImages, characters } from '../schema';
import { isUuid } from './books';

/** Gallery (ownerless) characters for /admin/characters, newest first, with picture count (0 = broken). */
export const listGalleryCharactersForAdmin = (db: DbOrTx, limit = 100) =>
  db
    .select({
      id: characters.id,
      name: characters.name,
      status: characters.status,
      createdAt: characters.createdAt,
      images: sql<number>`(select count(*)::int from character_images ci where ci.character_id = "characters"."id")`,
    })
    .from(characters)
    .where(isNull(characters.userId))
    .orderBy(desc(characters.createdAt))
    .limit(limit);

/** Deletes a gallery character (its picture rows cascade); returns it, or undefined. */
export async function deleteGalleryCharacter(db: DbOrTx, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .delete(characters)
    .where(and(eq(characters.id, id), isNull(characters.userId)))
    .returning({ id: characters.id });
  return row;
}

/** Cleanup first: gallery characters with no picture at all are deleted; returns their ids. */
export async function deleteBrokenGalleryCharacters(db: DbOrTx) {
  const rows = await db
    .delete(characters)
    .where(
      and(
        isNull(characters.userId),
        notExists(
          db
            .select({ one: sql`1` })
            .from(characterImages)
            .where(eq(characterImages.characterId, characters.id)),
        ),
      ),
    )
    .returning({ id: characters.id });
  return rows.map((r) => r.id);
}
