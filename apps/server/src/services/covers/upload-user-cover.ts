import { randomUUID } from 'node:crypto';
import { addCreationHistory, insertCoverTemplates } from '@bookloom/db';
import type { z } from 'zod';
import type { AppDeps } from '../../app-env';
import { processUpload, uploadGate } from '../uploads';
import { uploadKey } from './cover-keys';
import type { uploadDetailsSchema } from './cover-request-schema';
import { coverThumb } from './draw-cover-art';

/**
 * 'Add to Gallery' (upload): the picture is checked and re-drawn (never stored as sent), then kept as the
 * user's own cover template (provider and tag user_upload, spec) — theirs only, free of charge. Files are
 * written before the row; a failed insert removes them again.
 */
export async function uploadUserCover(
  deps: AppDeps,
  userId: string,
  file: { bytes: Uint8Array; name?: string },
  details: z.infer<typeof uploadDetailsSchema>,
) {
  const clean = await uploadGate.run(userId, () => processUpload({ ...file, kind: 'cover' }));
  const id = randomUUID();
  const imageKey = uploadKey(userId, id, clean.format);
  const thumbKey = `covers/${userId}/${id}-thumb.jpg`;
  const name = details.title || file.name?.replace(/\.[a-z0-9]+$/i, '').slice(0, 120) || 'My cover';
  try {
    await deps.storage.put(imageKey, clean.bytes, clean.contentType);
    await deps.storage.put(thumbKey, await coverThumb(clean.bytes), 'image/jpeg');
    await insertCoverTemplates(deps.database.db, [
      {
        id,
        userId,
        name,
        style: details.category,
        tags: ['user_upload'],
        imageKey,
        thumbKey,
        width: clean.width,
        height: clean.height,
        provider: 'user_upload',
        details: { title: name, category: details.category, method: 'upload' },
      },
    ]);
  } catch (e) {
    await Promise.all([deps.storage.delete(imageKey), deps.storage.delete(thumbKey)]).catch(() => {});
    throw e;
  }
  await addCreationHistory(deps.database.db, {
    userId,
    itemType: 'cover',
    itemId: id,
    itemName: name,
    itemData: { category: details.category, method: 'upload' },
    creditsUsed: 0,
  }).catch(() => {});
  return id;
}
