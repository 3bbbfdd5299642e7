import { randomUUID } from 'node:crypto';
import { createProviders } from '@bookloom/ai';
import type { CoverCategory } from '@bookloom/core';
import { getCoverTemplateById, insertCoverTemplates } from '@bookloom/db';
import type { JobServices } from '../../jobs/job-definition';
import { bookTypeFor } from '../covers/cover-categories';
import { clearGalleryCache } from '../covers/gallery-page-cache';
import { drawGalleryCover, TEMPLATE_SIZE } from './draw-gallery-cover';
import { GALLERY_TEMPLATES } from './gallery-catalog';
import { templateImageKey, templateThumbKey } from './template-keys';

/** Spec: 'Generate Variations' makes 4. */
export const VARIATIONS = 4;

/**
 * Admin 'Generate Variations': new gallery covers of the same category and subject as a gallery
 * template, each drawn with its own seed by the builtin engine. Returns the new ids.
 */
export async function drawVariations(
  ctx: Pick<JobServices, 'database' | 'storage' | 'log'>,
  templateId: string,
) {
  const source = await getCoverTemplateById(ctx.database.db, templateId);
  if (!source || source.userId !== null) return [];
  const known = GALLERY_TEMPLATES.find((g) => g.id === templateId);
  const subject = {
    name: source.name.replace(/ \(variation \d+\)$/, ''),
    type: known?.type ?? bookTypeFor((source.style ?? 'Story Books') as CoverCategory),
    description: known?.description ?? source.name,
  };
  const providers = await createProviders({ AI_IMAGE_PROVIDER: 'builtin' }, { imageConcurrency: 1 });
  const ids: string[] = [];
  try {
    for (let i = 1; i <= VARIATIONS; i++) {
      const id = randomUUID();
      const { art, thumb, prompt } = await drawGalleryCover(
        providers.image,
        subject,
        Math.floor(Math.random() * 2 ** 31),
      );
      await ctx.storage.put(templateImageKey(id), art, 'image/png');
      await ctx.storage.put(templateThumbKey(id), thumb, 'image/png');
      await insertCoverTemplates(ctx.database.db, [
        {
          id,
          userId: null,
          name: `${subject.name} (variation ${i})`,
          style: source.style,
          tags: [...new Set([...source.tags, 'variation'])],
          imageKey: templateImageKey(id),
          thumbKey: templateThumbKey(id),
          ...TEMPLATE_SIZE,
          prompt,
          provider: 'builtin',
        },
      ]);
      ids.push(id);
    }
  } finally {
    await providers.close();
  }
  clearGalleryCache();
  ctx.log.info('gallery variations drawn', { templateId, ids });
  return ids;
}
