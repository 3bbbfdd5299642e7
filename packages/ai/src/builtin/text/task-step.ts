import type { PlacedL } from './story-place-fit';

/** A told deed's template (a race, a match, a treehouse, a chameleon's game): `onlyPlace` keeps it to its spot. */
export const step = (en: string, fr: string, onlyPlace?: RegExp): PlacedL => ({
  en,
  fr,
  ...(onlyPlace ? { onlyPlace } : {}),
});
