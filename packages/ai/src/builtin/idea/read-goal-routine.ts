/**
 * Getting ready for bed is a picture-book shape of its own: "A baby elephant goes to bed", « Un petit
 * lapin va se coucher », "Teddy gets ready for bed" — the bath, pyjamas, teeth, a story read by Mum
 * or Dad, a goodnight kiss, the light off, asleep (text/goal-bedtime-routine.ts). Before this the
 * elephant's was a task "to go to bed" at the top of the hill, and the rabbit hunted for a kite.
 */
export type RoutineGoal = {
  kind: 'routine';
  /** The routine said as a deed, for writers that print any goal as one (a poem's “to {task}”). */
  task: { en: string; fr: string };
};
const TASK = { en: 'get ready for bed', fr: 'se préparer pour aller au lit' };

const ROUTINE =
  /\b(?:goes|go|going|went|gets\s+ready|get\s+ready|getting\s+ready|got\s+ready)\s+(?:to|for)\s+bed\b|\bbedtime\s+routine\b|\b(?:va|vont|allait)\s+(?:se\s+coucher|au\s+lit|dormir)\b|\bse\s+(?:couche|prépare\s+pour\s+(?:aller\s+au\s+lit|la\s+nuit|dormir))\b|\brituel\s+du\s+(?:coucher|soir)\b/i;

/** The bedtime routine the idea names, if it names one. */
export function readRoutine(description: string): RoutineGoal | undefined {
  return ROUTINE.test(description) ? { kind: 'routine', task: TASK } : undefined;
}

// "Goodnight little bear", « Bonne nuit petit lapin », "Sleepy time for Pip": bedtime said, no deed.
const GOODNIGHT =
  /\bgood ?night\b|\bbed ?time\b|\bsleepy\b|\bsleep(?:s|ing)?\b|(?<!\p{L})(?:bonne nuit|dodo|au lit|dormir|endormir|s[’']endort|coucher)(?!\p{L})/iu;

/**
 * A bedtime book whose idea says only bedtime ("Goodnight little bear") and names no deed, journey
 * or thing of its own is the bedtime routine: it was a hunt for a stock kite in the forest at night.
 */
export function readBedtimeBook(description: string, thing?: string): RoutineGoal | undefined {
  // « Bonne nuit les étoiles », 'Goodnight stars': the stars are said goodnight to from the window,
  // not a thing to hunt for (was « Milo avait un grand rêve : trouver une étoile »).
  const sky = thing && SKY.has(thing) && SAYS_GOODNIGHT.test(description);
  if (thing && !sky) return undefined;
  return GOODNIGHT.test(description) ? { kind: 'routine', task: TASK } : undefined;
}
const SKY = new Set(['star', 'moon']);
const SAYS_GOODNIGHT = /\bgood ?night\b|(?<!\p{L})bonne nuit(?!\p{L})/iu;
