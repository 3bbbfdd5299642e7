import { createProviders, designCharacterBible } from '@bookloom/ai';
import { drawCharacterPicture } from '../characters/draw-character-picture';
import type { GalleryCharacter } from '../characters/gallery-characters';
import { drawGalleryCover } from '../templates/draw-gallery-cover';
import type { GalleryEntry } from '../templates/gallery-catalog';

/** What the gallery seeders ask to be drawn; the same calls in this thread or in the drawing worker. */
export type SeedDrawings = {
  cover(entry: GalleryEntry, seed: number): Promise<{ art: Uint8Array; thumb: Uint8Array; prompt: string }>;
  character(
    entry: GalleryCharacter,
    seed: number,
  ): Promise<{
    bible: Awaited<ReturnType<typeof designCharacterBible>>;
    full: Uint8Array;
    thumb: Uint8Array;
  }>;
  close(): Promise<void>;
};

/**
 * Draws with the builtin engine (offline and free, whatever books use). `rasteriseHere`: the worker
 * rasterises on its own low-priority thread rather than on libuv's pool, which sign-up's scrypt needs.
 */
export async function inThreadSeedDrawings(opts: { rasteriseHere?: boolean } = {}): Promise<SeedDrawings> {
  const providers = await createProviders(
    { AI_IMAGE_PROVIDER: 'builtin' },
    { imageConcurrency: 1, imageInThread: opts.rasteriseHere },
  );
  return {
    cover: (entry, seed) => drawGalleryCover(providers.image, entry, seed),
    async character(entry, seed) {
      const bible = await designCharacterBible(entry, seed);
      return { bible, ...(await drawCharacterPicture(providers.image, bible)) };
    },
    close: () => providers.close(),
  };
}
