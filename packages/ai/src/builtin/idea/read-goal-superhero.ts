/**
 * A superhero's day ("A superhero kid saves the city", « Un petit super-héros sauve la ville », "A
 * dog who is a superhero"): in cape and mask, small rescues across the city, then the big storm at
 * the bridge, held with the help of everyone the hero helped (text/goal-superhero.ts). Before, the
 * hero had a task "to save the city" at the library and the bakery. A threat the idea names ("saves
 * the city from a giant robot") keeps its defend arc (read-goal-defend.ts), read before this one.
 */
export type SuperheroGoal = {
  kind: 'superhero';
  /** The hero's name with its title ("Captain Broccoli", « Capitaine Chaussette »): the title is the hero. */
  named?: string;
  /** The day said as a deed, for writers that print any goal as one. */
  task: { en: string; fr: string };
};

const HERO =
  /\bsuper[- ]?(?:hero|heroes|heroine|heroines)\b|(?<!\p{L})super[- ]?h[ée]ro(?:s|ïne|ïnes)?(?!\p{L})/iu;

/**
 * "Captain Broccoli fights the junk food gang", « Les aventures de Capitaine Chaussette », "Super
 * Sprout": a titled hero is a superhero, unless the title is a ship's or a rocket's ("Captain Lily
 * and her crew sail the seven seas", "Captain Leo the pirate"). Before, the title was dropped and
 * "a child called Broccoli" had a plan "to fight the junk food gang" in a little house.
 */
const TITLED = /(?<!\p{L})([Cc]aptain|[Cc]apitaine|[Ss]uper)[ -](?!H[ée]ro)(\p{Lu}[\p{L}-]+)/u;
const AT_SEA =
  /(?<!\p{L})(sail\w*|ships?|boats?|pirates?|crew|seas?|ocean|spaceships?|rockets?|planets?|navires?|bateaux?|bateau|pirates?|équipage|mers?|océan|fusées?|vaisseaux?|vaisseau|planètes?)(?!\p{L})/iu;
// "fights the junk food gang", « combat le gang des bonbons »: a villain to beat is a superhero's.
const VILLAIN =
  /(?<!\p{L})(fights?|battles?|defeats?|stops?|combat|affronte|arrête)(?!\p{L}).*(?<!\p{L})(gang|villains?|baddies|monsters?|méchants?|monstres?|bande)(?!\p{L})/iu;

/** Whether the idea says its hero is a superhero: by the word, or by a superhero's title. */
export function saysSuperhero(text: string): boolean {
  const titled = text.match(TITLED);
  return HERO.test(text) || Boolean(titled && (VILLAIN.test(text) || !AT_SEA.test(text)));
}

/** The superhero the idea says the hero is, if any. */
export function readSuperhero(description: string): SuperheroGoal | undefined {
  if (!saysSuperhero(description)) return undefined;
  const titled = description.match(TITLED);
  // « Super » names the hero as it is; « captain » takes the book's language's capital.
  const named = titled ? `${titled[1][0].toUpperCase()}${titled[1].slice(1)} ${titled[2]}` : undefined;
  return {
    kind: 'superhero',
    ...(named ? { named } : {}),
    task: { en: 'help everyone in the city', fr: 'aider tout le monde en ville' },
  };
}
