import { and, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../open-db';
import { characterImages, characters, coverTemplates } from '../schema';
import { isUuid } from './books';
import { categoryFilter, isUserUpload } from './covers';

/**
 * Gallery templates (no owner) and the user's own, newest first. With a cover category (the book type's),
 * spec: that category's covers plus the user's uploads (the 18th category, user-uploaded).
 */
export const listCoverTemplatesForUser = (db: DbOrTx, userId: string, limit = 100, category?: string) =>
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
    .where(
      and(
        or(isNull(coverTemplates.userId), eq(coverTemplates.userId, userId)),
        eq(coverTemplates.status, 'ready'),
        category ? or(categoryFilter(category), isUserUpload()) : undefined,
      ),
    )
    .orderBy(desc(coverTemplates.createdAt))
    .limit(limit);

/** A template this viewer may see: gallery ones for anyone (null viewer too), own ones for their owner. */
export async function getVisibleCoverTemplate(db: DbOrTx, viewerId: string | null, templateId: string) {
  if (!isUuid(templateId)) return undefined;
  const visible = viewerId
    ? or(isNull(coverTemplates.userId), eq(coverTemplates.userId, viewerId))
    : isNull(coverTemplates.userId);
  const [row] = await db
    .select()
    .from(coverTemplates)
    .where(and(eq(coverTemplates.id, templateId), visible, eq(coverTemplates.status, 'ready')));
  return row;
}

/** A template by id, whoever owns it (the book job: the request already checked who may use it). */
export async function getCoverTemplateById(db: DbOrTx, templateId: string) {
  if (!isUuid(templateId)) return undefined;
  const [row] = await db.select().from(coverTemplates).where(eq(coverTemplates.id, templateId));
  return row;
}

/** Which of these gallery template ids exist already (the seeder draws only the others). */
export async function existingGalleryTemplateIds(db: DbOrTx, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: coverTemplates.id })
    .from(coverTemplates)
    .where(and(inArray(coverTemplates.id, ids), isNull(coverTemplates.userId)));
  return new Set(rows.map((r) => r.id));
}

/** True when at least one gallery template exists (cheap boot check). */
export async function hasGalleryTemplates(db: DbOrTx): Promise<boolean> {
  const [row] = await db
    .select({ id: coverTemplates.id })
    .from(coverTemplates)
    .where(isNull(coverTemplates.userId))
    .limit(1);
  return row !== undefined;
}

/** Inserts templates; an id that exists already is left as it is (two seeders may race). */
export async function insertCoverTemplates(db: DbOrTx, rows: (typeof coverTemplates.$inferInsert)[]) {
  if (!rows.length) return 0;
  const made = await db
    .insert(coverTemplates)
    .values(rows)
    .onConflictDoNothing({ target: coverTemplates.id })
    .returning({ id: coverTemplates.id });
  return made.length;
}

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
