import type { ImageProvider } from '@bookloom/ai';
import sharp from 'sharp';

export const COVER_FILE = 'cover.png';

/**
 * A failed cover does not fail the book (spec: 'Cover Generation Failed'): this wrapper keeps the
 * cover's error and answers with a small blank stand-in, which the job neither stores nor puts in
 * the document. Page failures and aborts (another image failed) still throw.
 */
export function coverTolerantProvider(inner: ImageProvider) {
  const state: { coverError?: unknown } = {};
  const provider: ImageProvider = {
    name: inner.name,
    supportsReference: inner.supportsReference,
    async generate(r, signal) {
      try {
        return await inner.generate(r, signal);
      } catch (e) {
        if (!r.cover || signal?.aborted) throw e;
        state.coverError = e;
        const blank = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#ffffff' } })
          .png()
          .toBuffer();
        return { png: new Uint8Array(blank), usage: { provider: inner.name, model: 'none', ms: 0 } };
      }
    },
  };
  return { provider, state };
}
