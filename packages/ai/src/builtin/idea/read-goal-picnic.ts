/**
 * A picnic is its own small arc, not a deed: "Zoé et son chien partent en pique-nique", "A picnic in
 * the park with Grandma", "The teddy bears' picnic" — the basket packed, the walk, the blanket under
 * the big tree, the ducks, the daisy chain, rolling down the hill, the ants, the shower and the cake
 * shared under the bandstand with a rainbow (text/goal-picnic.ts). Before, the hero was "going to
 * have a picnic… half of the job was done" at the library. A search ("loses her hat at the picnic")
 * keeps its quest.
 */
export type PicnicGoal = {
  kind: 'picnic';
  /** The outing said as a deed, for writers that print any goal as one (a poem's “to {task}”). */
  task: { en: string; fr: string };
};

const PICNIC = /\bpicnics?\b|(?<!\p{L})pique-?niqu\p{L}*/iu;
const QUEST =
  /\b(?:looks? for|looking for|search\p{L}*|finds?|lost|loses)\b|(?<!\p{L})(?:cherche\p{L}*|perd\p{L}*|retrouve\p{L}*)(?!\p{L})/iu;

/** The picnic the idea names, if any. */
export function readPicnic(description: string): PicnicGoal | undefined {
  return PICNIC.test(description) && !QUEST.test(description)
    ? { kind: 'picnic', task: { en: 'have a picnic', fr: 'faire un pique-nique' } }
    : undefined;
}
