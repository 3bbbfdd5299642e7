import { getVisibleCoverTemplate } from '@bookloom/db';
import type { AppDeps } from '../../app-env';
import { notFound } from '../../http/app-error';

/**
 * A template's art (or thumb) for this viewer: gallery templates for anyone, a user's own only for
 * that user; anything else (unknown, another user's, a non-stored URL) is a 404.
 */
export async function readTemplateImage(
  deps: AppDeps,
  viewerId: string | null,
  templateId: string,
  size: 'full' | 'thumb',
) {
  const t = await getVisibleCoverTemplate(deps.database.db, viewerId, templateId);
  if (!t) throw notFound();
  const key = size === 'thumb' ? (t.thumbKey ?? t.imageKey) : t.imageKey;
  if (/^https?:\/\//.test(key)) throw notFound();
  const bytes = await deps.storage.get(key);
  if (!bytes) throw notFound();
  const contentType = /\.jpe?g$/i.test(key)
    ? 'image/jpeg'
    : /\.webp$/i.test(key)
      ? 'image/webp'
      : 'image/png';
  return { bytes, contentType, isPublic: t.userId === null };
}
