import type { BookRequest, CharacterBible, ImageProvider, PagePlan } from '../types';

/**
 * The builtin picture engine as this package uses it. Loaded lazily so resvg, sharp and the icon
 * sets are only read when pictures are really drawn (a text-only run or an API-only process never
 * pays for them). The literal specifier lets the server bundler include the module.
 */
export type PicturesModule = {
  createBuiltinImageProvider(opts?: { concurrency?: number; inThread?: boolean }): ImageProvider & {
    close(): Promise<void>;
  };
  /** `themeId`: the theme the pages are told in, when the planner chose it from the idea's facts. */
  designCharacter(req: BookRequest, seed: number, themeId?: string): CharacterBible;
  planPuzzlePages(req: BookRequest, seed: number): PagePlan[];
};

let loaded: Promise<Partial<PicturesModule> | undefined> | undefined;

/** The pictures module (its import errors surface to the caller). */
export function loadPictures(): Promise<Partial<PicturesModule> | undefined> {
  loaded ??= import('./pictures/index').then((m) => m as Partial<PicturesModule>);
  return loaded;
}
