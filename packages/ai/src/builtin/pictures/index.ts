import type { ImageProvider, ImageRequest } from '../../types';
import { pictureSvg } from './page-art';
import { renderPng } from './render';

export { designCharacter } from './character-design';
export { planPuzzlePages } from './puzzles/plan-puzzles';

/**
 * The offline picture engine: each page is composed as SVG from Fluent Emoji Flat (MIT) and our own
 * shapes, then rasterised at 300 DPI by resvg. Rendering runs on libuv's thread pool (resvg's
 * renderAsync, sharp), so concurrent calls use every core; the SVG itself takes milliseconds.
 */
export function createBuiltinImageProvider(
  opts: { concurrency?: number; inThread?: boolean } = {},
): ImageProvider & {
  close(): Promise<void>;
} {
  return {
    name: 'builtin',
    supportsReference: false,
    async generate(req: ImageRequest, signal?: AbortSignal) {
      const started = performance.now();
      const svg = pictureSvg(req);
      const png = await renderPng(svg, req.width, req.height, signal, opts.inThread);
      return {
        png,
        usage: {
          provider: 'builtin',
          model: 'builtin-svg',
          images: 1,
          costUsd: 0,
          ms: Math.round(performance.now() - started),
        },
      };
    },
    close: async () => {},
  };
}

export { pictureSvg };
