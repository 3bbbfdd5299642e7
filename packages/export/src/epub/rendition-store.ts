import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * E-reader renditions of the art kept on disk between processes, named by the source's content
 * hash and the target (so a changed picture or layout never reuses a stale file). Decoding 32
 * pages of 2625-px art is most of a cold EPUB build (JPEG entropy decoding, which shrink-on-load
 * cannot skip); the server makes these when a picture is stored (`prepareEpubArt`) or the first
 * export does, and every later export — in any process — skips the decode. Best effort: a
 * missing or unwritable folder only costs the conversion.
 */
/**
 * Where e-reader renditions are kept: a folder (RenditionStore) or the server's file storage (S3), so
 * every process of a deployment shares them. Best effort: `get` misses and failed `put`s only cost a conversion.
 */
export interface RenditionCache {
  get(key: string, ext: string): Promise<Buffer | undefined>;
  put(key: string, ext: string, data: Buffer): Promise<void>;
}

/** A safe file name for a rendition key (the source's content hash and the target). */
export const renditionName = (key: string, ext: string) => `${key.replace(/[^a-z0-9x-]/gi, '_')}.${ext}`;

export class RenditionStore implements RenditionCache {
  private ready?: Promise<unknown>;
  constructor(private readonly dir: string) {}

  private file(key: string, ext: string) {
    return join(this.dir, renditionName(key, ext));
  }

  async get(key: string, ext: string): Promise<Buffer | undefined> {
    return readFile(this.file(key, ext)).catch(() => undefined);
  }

  /** Written to a temporary name and renamed, so a reader never sees half a file. */
  async put(key: string, ext: string, data: Buffer): Promise<void> {
    this.ready ??= mkdir(this.dir, { recursive: true });
    const path = this.file(key, ext);
    const tmp = `${path}.${randomUUID()}.tmp`;
    try {
      await this.ready;
      await writeFile(tmp, data);
      await rename(tmp, path);
    } catch {
      // A read-only or full disk only means the next export converts again.
    }
  }
}
