import { deleteOwnCharacter } from '@bookloom/db';
import type { AppDeps } from '../../app-env';
import { notFound } from '../../http/app-error';
import { characterPrefix } from './character-keys';

/** Deletes the user's character, its pictures (rows cascade) and its files. Books keep their own copies. */
export async function deleteCharacter(
  deps: Pick<AppDeps, 'database' | 'storage' | 'log'>,
  userId: string,
  id: string,
) {
  const row = await deleteOwnCharacter(deps.database.db, userId, id);
  if (!row) throw notFound('Character not found');
  await deps.storage.deletePrefix(characterPrefix(row.id)).catch((e) => {
    deps.log.warn('character files left behind', { characterId: row.id, err: String(e) });
  });
}
