import { getCharacterById, listCharacterImages } from '@bookloom/db';
import type { JobServices } from '../../jobs/job-definition';
import type { StoredBible } from './character-keys';

/**
 * The reference picture of a book's chosen character, for image providers that take one: the
 * picture the user uploaded (image → image), else the character's latest portrait.
 */
export async function characterReferenceOf(
  s: Pick<JobServices, 'database' | 'storage'>,
  characterId: string | null,
): Promise<Uint8Array | undefined> {
  if (!characterId) return undefined;
  const c = await getCharacterById(s.database.db, characterId);
  if (!c) return undefined;
  const key =
    (c.bible as StoredBible | null)?.referenceKey ??
    (await listCharacterImages(s.database.db, c.id))[0]?.imageKey;
  return key ? ((await s.storage.get(key)) ?? undefined) : undefined;
}
