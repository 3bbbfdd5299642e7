/**
 * A superhero's day ("A superhero kid saves the city", « Un petit super-héros sauve la ville », "A
 * dog who is a superhero"): in cape and mask, small rescues across the city, then the big storm at
 * the bridge, held with the help of everyone the hero helped (text/goal-superhero.ts). Before, the
 * hero had a task "to save the city" at the library and the bakery. A threat the idea names ("saves
 * the city from a giant robot") keeps its defend arc (read-goal-defend.ts), read before this one.
 */
export type SuperheroGoal = {
  kind: 'superhero';
  /** The day said as a deed, for writers that print any goal as one. */
  task: { en: string; fr: string };
};

const HERO =
  /\bsuper[- ]?(?:hero|heroes|heroine|heroines)\b|(?<!\p{L})super[- ]?h[ée]ro(?:s|ïne|ïnes)?(?!\p{L})/iu;

/** The superhero the idea says the hero is, if any. */
export function readSuperhero(description: string): SuperheroGoal | undefined {
  if (!HERO.test(description)) return undefined;
  return { kind: 'superhero', task: { en: 'help everyone in the city', fr: 'aider tout le monde en ville' } };
}
