import { getVisibleCharacter, listCharacterImages } from '@bookloom/db';
import type { AppDeps } from '../../app-env';
import { notFound } from '../../http/app-error';
import { characterThumbKey } from './character-keys';

/**
 * A character's picture (latest, or one by id) for a viewer who may see the character: public
 * ones for anyone, own ones for their owner; anything else is a 404. Thumbs fall back to the full.
 */
export async function readCharacterImage(
  deps: Pick<AppDeps, 'database' | 'storage'>,
  viewerId: string | null,
  characterId: string,
  opts: { size: 'full' | 'thumb'; imageId?: string },
) {
  const character = await getVisibleCharacter(deps.database.db, viewerId, characterId);
  if (!character) throw notFound('Image not found');
  const images = await listCharacterImages(deps.database.db, character.id);
  const image = opts.imageId ? images.find((i) => i.id === opts.imageId) : images[0];
  if (!image) throw notFound('Image not found');
  const bytes =
    (opts.size === 'thumb' ? await deps.storage.get(characterThumbKey(character.id, image.id)) : null) ??
    (await deps.storage.get(image.imageKey));
  if (!bytes) throw notFound('Image not found');
  return { bytes, isPublic: character.isPublic, name: character.name };
}
