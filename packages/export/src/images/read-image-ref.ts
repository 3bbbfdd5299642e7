import { readFile } from 'node:fs/promises';
import { isAbsolute, resolve } from 'node:path';

export class ImageRefError extends Error {
  constructor(
    public readonly ref: string,
    reason: string,
  ) {
    super(`Image ${ref.length > 80 ? `${ref.slice(0, 77)}...` : ref}: ${reason}`);
    this.name = 'ImageRefError';
  }
}

/**
 * Reads a Book document image reference: a path relative to `baseDir`, a `data:` URL or an
 * http(s) URL. Returns the raw, still-compressed bytes (never decoded here).
 */
export async function readImageRef(ref: string, baseDir: string, signal?: AbortSignal): Promise<Buffer> {
  if (ref.startsWith('data:')) {
    const m = /^data:([^;,]*)(;base64)?,(.*)$/s.exec(ref);
    if (!m) throw new ImageRefError(ref, 'malformed data: URL');
    return m[2] ? Buffer.from(m[3], 'base64') : Buffer.from(decodeURIComponent(m[3]), 'latin1');
  }
  if (/^https?:\/\//i.test(ref)) {
    const res = await fetch(ref, { signal: signal ?? AbortSignal.timeout(30_000) }).catch((e: Error) => {
      throw new ImageRefError(ref, `download failed (${e.message})`);
    });
    if (!res.ok) throw new ImageRefError(ref, `download failed (HTTP ${res.status})`);
    return Buffer.from(await res.arrayBuffer());
  }
  const path = isAbsolute(ref) ? ref : resolve(baseDir, ref);
  return readFile(path).catch(() => {
    throw new ImageRefError(ref, `file not found or unreadable (${path})`);
  });
}
