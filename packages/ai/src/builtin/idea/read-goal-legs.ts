import type { HornGoal } from './read-goal-horn';
import type { MarkingsGoal } from './read-goal-markings';
import type { WingsGoal } from './read-goal-wings';

/**
 * A mermaid who wishes to walk on land ("A mermaid who wants to walk on land", « Une sirène qui rêve
 * de marcher sur la terre », « La petite sirène veut des jambes »): she dreams of the beach, a magic
 * shell gives her legs for one day, and she goes home to the sea at the turn (text/goal-mermaid-legs.ts).
 * Before, it was a generic day's plan "to walk on land" under the sea, or a plain wish.
 */
export type LegsGoal = {
  kind: 'legs';
  /** The wish said as a deed, for writers that print any goal as one (a poem, a coloring book). */
  task: { en: string; fr: string };
};

/** A hero's body changed: a mermaid's legs for a day, a unicorn's horn, a fairy's wings or a zebra's stripes lost and back. */
export type BodyGoal = LegsGoal | HornGoal | WingsGoal | MarkingsGoal;

const LEGS =
  /\b(?:walk(?:s|ing)? on (?:the )?(?:land|beach|sand|shore)|legs|live on land|go(?:es)? (?:on|to) (?:the )?(?:land|beach|shore))\b|(?<!\p{L})(?:marcher sur (?:la )?(?:terre|plage|sable)|jambes|vivre sur (?:la )?terre|aller sur (?:la )?(?:terre|plage))(?!\p{L})/iu;

/** The mermaid hero's wish for legs the idea says, if any. */
export function readLegs(description: string, heroKind: string | undefined): LegsGoal | undefined {
  if (heroKind !== 'mermaid' || !LEGS.test(description)) return undefined;
  return { kind: 'legs', task: { en: 'walk on land', fr: 'marcher sur la terre' } };
}
