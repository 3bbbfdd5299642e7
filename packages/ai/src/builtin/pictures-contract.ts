import type { BookRequest, CharacterBible, ImageProvider, PagePlan } from '../types';

/**
 * The builtin picture engine (builtin/pictures, owned by its own author) as this package uses it.
 * Loaded lazily so the text engine, adapters and tests work even where the module is absent, and so
 * resvg/worker threads only start when pictures are really drawn.
 */
export type PicturesModule = {
  createBuiltinImageProvider(opts?: { concurrency?: number }): ImageProvider & { close(): Promise<void> };
  designCharacter(req: BookRequest, seed: number): CharacterBible;
  planPuzzlePages(req: BookRequest, seed: number): PagePlan[];
};

let loaded: Promise<Partial<PicturesModule> | undefined> | undefined;

/** The pictures module, or undefined when it is not there (yet). Never throws. */
export function loadPictures(): Promise<Partial<PicturesModule> | undefined> {
  // A non-literal specifier keeps typecheck independent of the module's presence.
  const specifier = './pictures/index.ts';
  loaded ??= import(specifier).then(
    (m) => m as Partial<PicturesModule>,
    (e: NodeJS.ErrnoException) => {
      // Only the module's own absence means "not installed"; its broken imports must surface.
      const missing =
        e?.code === 'ERR_MODULE_NOT_FOUND' || /Cannot find module|Failed to load/.test(String(e?.message));
      if (missing && String(e?.message).includes('pictures/index')) return undefined;
      throw e;
    },
  );
  return loaded;
}
