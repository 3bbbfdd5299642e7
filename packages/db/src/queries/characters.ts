import { and, count, desc, eq, ilike, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../open-db';
import { characterImages, characters } from '../schema';
import { isUuid } from './books';

export type CharacterRow = typeof characters.$inferSelect;
export type NewCharacter = typeof characters.$inferInsert;

/** The newest picture of each character, as a subquery to join. */
const latestImage = (db: DbOrTx) =>
  db
    .selectDistinctOn([characterImages.characterId], {
      characterId: characterImages.characterId,
      imageKey: characterImages.imageKey,
      type: characterImages.type,
    })
    .from(characterImages)
    .orderBy(characterImages.characterId, desc(characterImages.createdAt))
    .as('latest');

export async function insertCharacter(db: DbOrTx, row: NewCharacter) {
  const [made] = await db.insert(characters).values(row).returning();
  return made;
}

/** The user's own character (another user's id, or a gallery one: undefined → 404). */
export async function getOwnCharacter(db: DbOrTx, userId: string, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(characters)
    .where(and(eq(characters.id, id), eq(characters.userId, userId)));
  return row;
}

/** A character this viewer may see: public ones for anyone (null viewer too), own ones for their owner. */
export async function getVisibleCharacter(db: DbOrTx, viewerId: string | null, id: string) {
  if (!isUuid(id)) return undefined;
  const visible = viewerId
    ? or(eq(characters.isPublic, true), eq(characters.userId, viewerId))
    : eq(characters.isPublic, true);
  const [row] = await db
    .select()
    .from(characters)
    .where(and(eq(characters.id, id), visible));
  return row;
}

/** A character by id, whoever owns it (jobs: the request already checked who may use it). */
export async function getCharacterById(db: DbOrTx, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(characters).where(eq(characters.id, id));
  return row;
}

export async function updateCharacter(db: DbOrTx, id: string, patch: Partial<NewCharacter>) {
  await db
    .update(characters)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(characters.id, id));
}

/** The user's characters, newest first, with their latest picture (null while generating). */
export function listOwnCharacters(db: DbOrTx, userId: string, limit = 50) {
  const latest = latestImage(db);
  return db
    .select({ character: characters, imageKey: latest.imageKey })
    .from(characters)
    .leftJoin(latest, eq(latest.characterId, characters.id))
    .where(eq(characters.userId, userId))
    .orderBy(desc(characters.createdAt))
    .limit(limit);
}

export type GalleryQuery = { search?: string; type?: string; page: number; pageSize: number };

/** Public characters with a picture, filtered by name/description and picture type; exact total. */
export async function listGalleryCharacters(db: DbOrTx, q: GalleryQuery) {
  const latest = latestImage(db);
  const term = q.search?.trim() ? `%${q.search.trim().replace(/[\\%_]/g, (m) => `\\${m}`)}%` : null;
  const where = and(
    eq(characters.isPublic, true),
    term ? or(ilike(characters.name, term), ilike(characters.description, term)) : undefined,
    q.type ? eq(latest.type, q.type) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ character: characters, imageKey: latest.imageKey, type: latest.type })
      .from(characters)
      .innerJoin(latest, eq(latest.characterId, characters.id))
      .where(where)
      .orderBy(desc(characters.createdAt), characters.id)
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db
      .select({ total: count() })
      .from(characters)
      .innerJoin(latest, eq(latest.characterId, characters.id))
      .where(where),
  ]);
  return { rows, total: Number(total) };
}

/** Distinct non-null picture types of public characters (the gallery's chips). */
export async function listGalleryCharacterTypes(db: DbOrTx) {
  const rows = await db
    .selectDistinctOn([characterImages.type], { type: characterImages.type })
    .from(characterImages)
    .innerJoin(characters, eq(characters.id, characterImages.characterId))
    .where(and(eq(characters.isPublic, true), isNotNull(characterImages.type)))
    .orderBy(characterImages.type);
  return rows.map((r) => r.type as string);
}

export async function addCharacterImage(db: DbOrTx, row: typeof characterImages.$inferInsert) {
  const [made] = await db.insert(characterImages).values(row).returning();
  return made;
}

export const listCharacterImages = (db: DbOrTx, characterId: string) =>
  db
    .select()
    .from(characterImages)
    .where(eq(characterImages.characterId, characterId))
    .orderBy(desc(characterImages.createdAt));

/** Deletes the user's character (its images cascade); returns it, or undefined when not theirs. */
export async function deleteOwnCharacter(db: DbOrTx, userId: string, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .delete(characters)
    .where(and(eq(characters.id, id), eq(characters.userId, userId)))
    .returning();
  return row;
}

/** Which of these gallery character ids exist already (the seeder draws only the others). */
export async function existingGalleryCharacterIds(db: DbOrTx, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: characters.id })
    .from(characters)
    .where(and(inArray(characters.id, ids), isNull(characters.userId)));
  return new Set(rows.map((r) => r.id));
}

/** How many gallery (ownerless, public) characters exist: the boot check for the seed job. */
export const countGalleryCharacters = async (db: DbOrTx) =>
  Number(
    (
      await db
        .select({ n: sql<number>`count(*)` })
        .from(characters)
        .where(and(isNull(characters.userId), eq(characters.isPublic, true)))
    )[0].n,
  );

/** Characters still being drawn with no change since `before` (the stuck sweeper's list). */
export const findStuckCharacters = (db: DbOrTx, before: Date) =>
  db
    .select({ id: characters.id })
    .from(characters)
    .where(and(eq(characters.status, 'generating'), lt(characters.updatedAt, before)))
    .limit(100);

/** generating → failed, only once: the row when this call made the change, else undefined. */
export async function markCharacterFailed(db: DbOrTx, id: string, reason: string) {
  const [row] = await db
    .update(characters)
    .set({ status: 'failed', error: reason.slice(0, 500), updatedAt: new Date() })
    .where(and(eq(characters.id, id), eq(characters.status, 'generating')))
    .returning();
  return row;
}
