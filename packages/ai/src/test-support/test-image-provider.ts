import sharp from 'sharp';
import type { ImageProvider, ImageRequest } from '../types';

/** Test double for orchestrator unit tests only: a tiny real PNG, recording each request. */
export async function createTestImageProvider(opts: { supportsReference?: boolean; failOn?: number } = {}) {
  const png = new Uint8Array(
    await sharp({ create: { width: 8, height: 8, channels: 3, background: '#88ccee' } })
      .png()
      .toBuffer(),
  );
  const calls: ImageRequest[] = [];
  const provider: ImageProvider = {
    name: 'test-png',
    supportsReference: opts.supportsReference ?? false,
    async generate(req) {
      calls.push(req);
      if (opts.failOn !== undefined && calls.length === opts.failOn) throw new Error('boom');
      return { png, usage: { provider: 'test-png', model: 'fixed', images: 1, ms: 0 } };
    },
  };
  return { provider, calls, png };
}
