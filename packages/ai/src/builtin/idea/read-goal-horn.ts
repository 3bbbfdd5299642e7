/**
 * A unicorn who lost her horn ("A unicorn who lost her horn", « La licorne qui a perdu sa corne »): she
 * wakes without it, her magic fades, the fairy, the owl and the rainbow bridge help her look, she learns
 * she is still herself without it, and it grows back glowing at the turn (text/goal-horn.ts). Before,
 * the horn was a stock object to find, drawn as a postal horn (its icon matched by name).
 */
export type HornGoal = {
  kind: 'horn';
  /** The wish said as a deed, for writers that print any goal as one (a poem, a coloring book). */
  task: { en: string; fr: string };
};

// Her own horn gone: "lost her horn", "without a horn", "her horn is missing", « a perdu sa corne »,
// « sans corne », « sa corne a disparu ». (A horn she blows, a car's horn, is no unicorn's.)
const HORN =
  /\b(?:lost|loses|lose|losing|missing|without|no|broke|broken|breaks?)\b[^.!?]{0,20}\bhorn\b|\bhorn\b[^.!?]{0,20}\b(?:is|was|has|had)\s+(?:gone|missing|lost|broken|fallen off|fell off|disappeared|vanished)|(?<!\p{L})(?:perdu|perd|perdait|perdre|sans|plus de|cassé)(?!\p{L})[^.!?]{0,20}(?<!\p{L})corne(?!\p{L})|(?<!\p{L})corne (?:perdue|cassée|disparue|a disparu|est tombée)(?!\p{L})/iu;

/** The unicorn hero's lost horn the idea says, if any. */
export function readHorn(description: string, heroKind: string | undefined): HornGoal | undefined {
  if (heroKind !== 'unicorn' || !HORN.test(description)) return undefined;
  return { kind: 'horn', task: { en: 'find her horn', fr: 'retrouver sa corne' } };
}
