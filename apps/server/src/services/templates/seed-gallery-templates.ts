import { existingGalleryTemplateIds, hasGalleryTemplates, insertCoverTemplates } from '@bookloom/db';
import { errorForLog } from '../../error-for-log';
import type { JobServices } from '../../jobs/job-definition';
import type { JobQueue } from '../../jobs/start-jobs';
import { clearGalleryCache } from '../covers/gallery-page-cache';
import { inThreadSeedDrawings, type SeedDrawings } from '../seed-drawing/seed-drawings';
import { TEMPLATE_SIZE } from './draw-gallery-cover';
import { GALLERY_TEMPLATES } from './gallery-catalog';
import { SEED_GALLERY_TEMPLATES_JOB } from './job-names';
import { templateImageKey, templateThumbKey } from './template-keys';

/**
 * Draws and inserts the gallery templates that are missing. Idempotent and safe to run twice at once:
 * ids are stable, files are written before their row (a row never points at nothing), and the insert
 * skips ids that exist. Always the builtin engine: it is offline and free, whatever books are drawn with.
 */
export async function seedGalleryTemplates(
  ctx: Pick<JobServices, 'database' | 'storage' | 'log'>,
  opts: { redraw?: boolean; pauseMs?: number; drawings?: () => Promise<SeedDrawings> | SeedDrawings } = {},
) {
  const { db } = ctx.database;
  const have = await existingGalleryTemplateIds(
    db,
    GALLERY_TEMPLATES.map((t) => t.id),
  );
  // Redraw (after an engine change): every catalog cover is drawn again; files are replaced in place
  // and rows kept, so the gallery is never empty meanwhile.
  const missing = opts.redraw ? GALLERY_TEMPLATES : GALLERY_TEMPLATES.filter((t) => !have.has(t.id));
  if (!missing.length) return { inserted: 0, ms: 0 };
  const started = Date.now();
  const drawings = await (opts.drawings ?? inThreadSeedDrawings)();
  let inserted = 0;
  try {
    const base = Date.now();
    for (const entry of missing) {
      // The picture engine fills libuv's thread pool, which password hashing (sign-up, sign-in) also needs:
      // a pause between covers lets those through while the gallery fills in the background.
      if (opts.pauseMs) await new Promise((r) => setTimeout(r, opts.pauseMs));
      const { art, thumb, prompt } = await drawings.cover(entry, seedOf(entry.id));
      await ctx.storage.put(templateImageKey(entry.id), art, 'image/png');
      await ctx.storage.put(templateThumbKey(entry.id), thumb, 'image/png');
      const order = GALLERY_TEMPLATES.indexOf(entry);
      inserted += await insertCoverTemplates(db, [
        {
          id: entry.id,
          userId: null,
          name: entry.name,
          style: entry.style,
          tags: entry.tags,
          imageKey: templateImageKey(entry.id),
          thumbKey: templateThumbKey(entry.id),
          ...TEMPLATE_SIZE,
          prompt,
          provider: 'builtin',
          // Newest first in the picker: the catalog's order, first entry on top.
          createdAt: new Date(base - order * 1000),
        },
      ]);
    }
  } finally {
    await drawings.close();
  }
  clearGalleryCache();
  const ms = Date.now() - started;
  ctx.log.info('gallery cover templates seeded', { inserted, ms });
  return { inserted, ms };
}

/** A stable per-cover seed, so covers of one type differ and a redraw gives the same picture. */
export const seedOf = (id: string) => Number.parseInt(id.slice(0, 8), 16);

/**
 * At boot: when there is no gallery template yet, queue the seed job (the boot does not wait for the
 * drawing). The singleton key keeps two booting processes to one queued job; the job itself is
 * idempotent besides. Tests seed on purpose, never at boot.
 */
export async function enqueueGallerySeedIfEmpty(
  deps: Pick<JobServices, 'database' | 'log'> & { queue: JobQueue; nodeEnv: string },
) {
  if (deps.nodeEnv === 'test') return false;
  try {
    if (await hasGalleryTemplates(deps.database.db)) return false;
    await deps.queue.send(SEED_GALLERY_TEMPLATES_JOB, {}, { singletonKey: SEED_GALLERY_TEMPLATES_JOB });
    return true;
  } catch (e) {
    // A missing gallery is cosmetic: it must never stop the server from starting.
    deps.log.warn('gallery seed not queued', { ...errorForLog(e) });
    return false;
  }
}
