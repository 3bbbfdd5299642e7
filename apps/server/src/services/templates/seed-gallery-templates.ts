import { createProviders } from '@bookloom/ai';
import { existingGalleryTemplateIds, hasGalleryTemplates, insertCoverTemplates } from '@bookloom/db';
import type { JobServices } from '../../jobs/job-definition';
import type { JobQueue } from '../../jobs/start-jobs';
import { drawGalleryCover, TEMPLATE_SIZE } from './draw-gallery-cover';
import { GALLERY_TEMPLATES } from './gallery-catalog';
import { SEED_GALLERY_TEMPLATES_JOB } from './job-names';
import { templateImageKey, templateThumbKey } from './template-keys';

/**
 * Draws and inserts the gallery templates that are missing. Idempotent and safe to run twice at once:
 * ids are stable, files are written before their row (a row never points at nothing), and the insert
 * skips ids that exist. Always the builtin engine: it is offline and free, whatever books are drawn with.
 */
export async function seedGalleryTemplates(ctx: Pick<JobServices, 'database' | 'storage' | 'log'>) {
  const { db } = ctx.database;
  const have = await existingGalleryTemplateIds(
    db,
    GALLERY_TEMPLATES.map((t) => t.id),
  );
  const missing = GALLERY_TEMPLATES.filter((t) => !have.has(t.id));
  if (!missing.length) return { inserted: 0, ms: 0 };
  const started = Date.now();
  const providers = await createProviders({ AI_IMAGE_PROVIDER: 'builtin' }, { imageConcurrency: 1 });
  let inserted = 0;
  try {
    const base = Date.now();
    for (const entry of missing) {
      const { art, thumb, prompt } = await drawGalleryCover(providers.image, entry);
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
    await providers.close();
  }
  const ms = Date.now() - started;
  ctx.log.info('gallery cover templates seeded', { inserted, ms });
  return { inserted, ms };
}

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
    deps.log.warn('gallery seed not queued', { err: String(e) });
    return false;
  }
}
