import type { NamedThing } from './named-drawn';
import type { PlacedL } from './story-place-fit';

/**
 * One wish to be different (goal-different.ts), its lines in order: the wish said, the tries that fit
 * it (each its own funny fail), a friend's words, the moment that needs the hero as it is, the turn
 * where being itself saves the day, the ending with the lesson. English lines name the hero, never
 * "he" or "she" (the idea may not say which); French ones keep no word that agrees with the hero.
 */
export type WishTable = {
  problems: PlacedL[];
  tries: PlacedL[];
  words: PlacedL[];
  need: PlacedL[];
  turns: PlacedL[];
  endings: PlacedL[];
  lesson: { en: string; fr: string };
  /** What the lines name, drawn on their page (the berries, the tall hat, the long stick). */
  named: NamedThing[];
  /** Who speaks the friend's words and comes at the turn. */
  friend: NamedThing;
  /** The hero drawn in the colour a try gave it (a wolf rolled in berries), by the page's words. */
  tints?: [RegExp, string][];
  /** Things drawn in a colour of their own (the mud's puddle is brown, not a blue drop). */
  thingTints?: Record<string, string>;
  turnAction: string;
};

/** A plain line of the arc (no place of its own: the hero's world's places). */
export const b = (en: string, fr: string): PlacedL => ({ en, fr });
