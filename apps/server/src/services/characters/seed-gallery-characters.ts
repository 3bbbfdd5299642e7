import {
  addCharacterImage,
  countGalleryCharacters,
  existingGalleryCharacterIds,
  insertCharacter,
} from '@bookloom/db';
import type { JobServices } from '../../jobs/job-definition';
import type { JobQueue } from '../../jobs/start-jobs';
import { inThreadSeedDrawings, type SeedDrawings } from '../seed-drawing/seed-drawings';
import { SEED_GALLERY_CHARACTERS_JOB } from './character-keys';
import { GALLERY_CHARACTERS, type GalleryCharacter } from './gallery-characters';
import { storeDrawnCharacterPicture } from './render-character-image';

const seedOf = (id: string) => Number.parseInt(id.replace(/-/g, '').slice(0, 8), 16) >>> 0;

/**
 * Draws and inserts the gallery characters that are missing (fixed ids: safe to run twice). Always the
 * builtin engine: offline and free. The picture is stored before its row exists, so a public row
 * always has a picture (the gallery lists only characters with one).
 */
export async function seedGalleryCharacters(
  ctx: Pick<JobServices, 'database' | 'storage' | 'log'>,
  opts: {
    pauseMs?: number;
    drawings?: () => Promise<SeedDrawings> | SeedDrawings;
    /** The admin mass generator passes its selection from the 60-name catalogue. */
    entries?: GalleryCharacter[];
  } = {},
) {
  const entries = opts.entries ?? GALLERY_CHARACTERS;
  const { db } = ctx.database;
  const have = await existingGalleryCharacterIds(
    db,
    entries.map((c) => c.id),
  );
  const missing = entries.filter((c) => !have.has(c.id));
  if (!missing.length) return { inserted: 0 };
  const drawings = await (opts.drawings ?? inThreadSeedDrawings)();
  const base = Date.now();
  let inserted = 0;
  try {
    for (const entry of missing) {
      if (opts.pauseMs) await new Promise((r) => setTimeout(r, opts.pauseMs));
      const { bible, full, thumb } = await drawings.character(entry, seedOf(entry.id));
      const order = entries.indexOf(entry);
      const p = { characterId: entry.id, imageId: entry.id, charge: '', amount: 0, type: entry.group };
      // Files first, rows after in one transaction: a public row always has its picture.
      const picture = await storeDrawnCharacterPicture(ctx.storage, p, { full, thumb });
      await db.transaction(async (tx) => {
        await insertCharacter(tx, {
          id: entry.id,
          userId: null,
          name: entry.name,
          description: entry.description,
          appearance: entry.appearance,
          personality: entry.personality,
          style: entry.style,
          bible,
          isPublic: true,
          status: 'ready',
          // Newest first in the gallery: the catalogue's order, first entry on top.
          createdAt: new Date(base - order * 1000),
        });
        await addCharacterImage(tx, picture);
      });
      inserted++;
    }
  } finally {
    await drawings.close();
  }
  ctx.log.info('gallery characters seeded', { inserted });
  return { inserted };
}

/** At boot: queue the seed job when the gallery has fewer characters than the catalogue. */
export async function enqueueCharacterSeedIfMissing(
  deps: Pick<JobServices, 'database' | 'log'> & { queue: JobQueue; nodeEnv: string },
) {
  if (deps.nodeEnv === 'test') return false;
  try {
    if ((await countGalleryCharacters(deps.database.db)) >= GALLERY_CHARACTERS.length) return false;
    await deps.queue.send(SEED_GALLERY_CHARACTERS_JOB, {}, { singletonKey: SEED_GALLERY_CHARACTERS_JOB });
    return true;
  } catch (e) {
    deps.log.warn('character gallery seed not queued', { err: String(e) });
    return false;
  }
}
