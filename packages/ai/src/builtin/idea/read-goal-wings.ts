/**
 * A fairy who lost her wings ("A fairy who lost her wings", « Une fée qui a perdu ses ailes »): she
 * wakes without them, cannot fly to the flowers, walks and sees the small things, the butterfly, the
 * ladybird and the bee help, and her kindness and the dew grow them back shimmering at the turn
 * (text/goal-wings.ts). Before, « l’ailes » was a stock object to find, drawn as a package.
 */
export type WingsGoal = {
  kind: 'wings';
  /** The wish said as a deed, for writers that print any goal as one (a poem, a coloring book). */
  task: { en: string; fr: string };
};

// Her own wings gone: "lost her wings", "without wings", "her wings are broken", « a perdu ses ailes »,
// « sans ailes », « ses ailes ont disparu ».
const WINGS =
  /\b(?:lost|loses|lose|losing|missing|without|no|broke|broken|torn|breaks?)\b[^.!?]{0,20}\bwings?\b|\bwings?\b[^.!?]{0,20}\b(?:is|are|was|were|has|have|had)\s+(?:gone|missing|lost|broken|torn|fallen off|fell off|disappeared|vanished)|(?<!\p{L})(?:perdu|perd|perdait|perdre|sans|plus d['’]|cassé)(?!\p{L})[^.!?]{0,20}(?<!\p{L})ailes?(?!\p{L})|(?<!\p{L})ailes? (?:perdues?|cassées?|abîmées?|disparues?|ont disparu|a disparu|sont tombées|est tombée)(?!\p{L})/iu;

/** The fairy hero's lost wings the idea says, if any. */
export function readWings(description: string, heroKind: string | undefined): WingsGoal | undefined {
  if (heroKind !== 'fairy' || !WINGS.test(description)) return undefined;
  return { kind: 'wings', task: { en: 'get her wings back', fr: 'retrouver ses ailes' } };
}
