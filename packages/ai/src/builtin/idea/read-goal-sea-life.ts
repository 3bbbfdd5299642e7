/**
 * Two sea lives that are their own arcs, not a hunt for the ocean's stock pearl (issue 14: « Une
 * baleine qui chante » was "Finn avait un grand rêve : trouver une perle", and 'A sea turtle's journey
 * back to the beach' hunted it too):
 *
 * - a whale who sings ('A whale who loves to sing', 'The whale's song', « Une baleine qui chante »):
 *   a lost calf found on the problem page, the song carried through the ocean (the reef's fish, the
 *   dolphins, the echo in the deep), the calf's family answering from far away at the turn
 *   (text/goal-whale-song.ts). A lonely whale who sings keeps its friend (read-goal-befriend.ts).
 * - a sea turtle's journey ('A sea turtle's journey back to the beach', « Le voyage d'une tortue de
 *   mer »): hatched on the beach under the moon, the hatchlings' run to the sea, the open ocean's
 *   currents, jellyfish and seagrass, and years later home to the same beach to lay eggs; or, when
 *   the idea says the hatching ('Little turtle hatches and goes to the sea'), the hatchling's first
 *   journey, from the nest to the open ocean (text/goal-turtle-journey.ts).
 */
export type WhaleSongGoal = {
  kind: 'whale-song';
  /** The song said as a deed, for writers that print any goal as one (a poem's “to {task}”). */
  task: { en: string; fr: string };
};

export type TurtleJourneyGoal = {
  kind: 'turtle-journey';
  /** `hatch`: the hatchling's first journey to the open ocean; `return`: a whole life, home to lay eggs. */
  story: 'hatch' | 'return';
  task: { en: string; fr: string };
};

const SINGS =
  /\b(?:sing|sings|singing|sang|songs?|singer|hums?|humming)\b|(?<!\p{L})(?:chant\p{L}*|chanson\p{L}*|fredonn\p{L}*)(?!\p{L})/iu;

/** A whale the idea has sing, if any. */
export function readWhaleSong(description: string, heroKind: string | undefined): WhaleSongGoal | undefined {
  if (heroKind !== 'whale' || !SINGS.test(description)) return undefined;
  return { kind: 'whale-song', task: { en: 'sing across the ocean', fr: 'chanter à travers l’océan' } };
}

// A sea turtle ("sea turtle", « tortue de mer », « tortue marine »), or a turtle the idea sends to the sea.
const SEA_TURTLE =
  /\bsea[- ]turtles?\b|\bturtles?\b[^.!?]{0,60}\b(?:sea|ocean|beach|waves?)\b|(?<!\p{L})tortues? (?:de mer|marines?)(?!\p{L})|(?<!\p{L})tortue\p{L}*[^.!?]{0,60}(?<!\p{L})(?:mer|océan|plage|vagues?)(?!\p{L})/iu;
const JOURNEY =
  /\b(?:journey|voyage|trip|travels?|hatch\p{L}*|back to the (?:beach|sea)|(?:goes|go|going|runs?|heads?|swims?) (?:to|into|out to) the (?:sea|ocean|waves)|lays? (?:her |its )?eggs|nest|born)\b|(?<!\p{L})(?:voyage\p{L}*|éclo\p{L}*|naît|naissance|retour|retourne\p{L}*|pond\p{L}*|nid|(?:va|part|court|file|rejoint) (?:vers |jusqu’à |jusqu'à )?(?:la mer|l’océan|l'océan))(?!\p{L})/iu;
// The whole life, home again: "journey back to the beach", « retourne sur sa plage », laying eggs.
const RETURN =
  /\b(?:back|return\p{L}*|home|lays?|eggs|grown|years)\b|(?<!\p{L})(?:retour\p{L}*|revient|revenir|pond\p{L}*|œufs|grandi\p{L}*|ans)(?!\p{L})/iu;
// The hatchling's first journey: "hatches and goes to the sea", « une bébé tortue éclot ».
const HATCH =
  /\b(?:hatch\p{L}*|baby|newborn|first)\b|(?<!\p{L})(?:éclo\p{L}*|bébé|naît|premier|première)(?!\p{L})/iu;

/** A sea turtle's journey the idea tells, if any. */
export function readTurtleJourney(
  description: string,
  heroKind: string | undefined,
): TurtleJourneyGoal | undefined {
  if (heroKind !== 'turtle' || !SEA_TURTLE.test(description) || !JOURNEY.test(description)) return undefined;
  const story = HATCH.test(description) && !RETURN.test(description) ? 'hatch' : 'return';
  return {
    kind: 'turtle-journey',
    story,
    task:
      story === 'hatch'
        ? { en: 'reach the sea', fr: 'rejoindre la mer' }
        : { en: 'swim home to the beach', fr: 'revenir sur sa plage' },
  };
}

/**
 * A sea creature's own story, read in story-facts.ts: a sea turtle's journey (when no other story
 * is told), else a whale's song (when the idea is free of one). Before, both hunted the stock pearl.
 */
export function readSeaLife(
  description: string,
  heroKind: string | undefined,
  free: boolean,
  turtleFree: boolean,
) {
  return (
    (turtleFree ? readTurtleJourney(description, heroKind) : undefined) ??
    (free ? readWhaleSong(description, heroKind) : undefined)
  );
}
