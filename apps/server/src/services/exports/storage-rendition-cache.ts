import { type RenditionCache, renditionName } from '@bookloom/export';
import type { FileStorage } from '../../storage/file-storage';

/** Where the e-reader renditions live in the file storage (not scanned by the orphan-files cleanup). */
export const RENDITION_PREFIX = 'cache/epub-renditions/';

/**
 * EPUB renditions of the art kept in the app's file storage, so every process of a deployment (S3) reuses
 * the ones any of them made (decision 0006). A cache: a failed read or write only costs a conversion.
 */
export function storageRenditionCache(storage: FileStorage): RenditionCache {
  const key = (k: string, ext: string) => `${RENDITION_PREFIX}${renditionName(k, ext)}`;
  return {
    async get(k, ext) {
      const bytes = await storage.get(key(k, ext)).catch(() => undefined);
      return bytes && Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    },
    async put(k, ext, data) {
      await storage.put(key(k, ext), data, ext === 'png' ? 'image/png' : 'image/jpeg').catch(() => undefined);
    },
  };
}
