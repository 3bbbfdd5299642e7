import type { PlacedL } from './story-place-fit';

/** A told deed's template (a race, a match, a treehouse, a chameleon's game): `onlyPlace` keeps it to its spot. */
export const step = (en: string, fr: string, onlyPlace?: RegExp): PlacedL => ({
  en,
  fr,
  ...(onlyPlace ? { onlyPlace } : {}),
});

/** A step told at its own spot before the templates after it (a rescue, the road between calls). */
export const leadStep = (en: string, fr: string, spot: RegExp): PlacedL => ({
  ...step(en, fr, spot),
  leads: true,
});
