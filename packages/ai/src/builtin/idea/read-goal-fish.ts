/**
 * A fishing trip is its own small arc, not a search: "Emma and her grandpa go fishing at the lake",
 * « Léo part à la pêche avec son papi » — the rods and the bucket, the first casts, the old boot and
 * the cheeky duck, waiting quietly, and the big fish at the turn (text/goal-fish.ts). Before, Emma
 * went looking for a stock boat her grandpa never mentioned.
 */
export type FishGoal = {
  kind: 'fish';
  /** The trip said as a deed, for writers that print any goal as one (a poem's “to {task}”). */
  task: { en: string; fr: string };
};

const FISHING =
  /\b(?:go|goes|going|went|gone)\s+fishing\b|\bfishing trip\b|\b(?:learns?|learning)\s+to\s+fish\b|(?<!\p{L})(?:va|vont|aller|part|partent|partir|allait)\s+(?:à\s+la\s+)?pêche(?!\p{L})|(?<!\p{L})partie\s+de\s+pêche(?!\p{L})|(?<!\p{L})(?:pêche|pêchent|pêcher)\s+(?:à\s+la\s+ligne|au\s+bord)/iu;

/** The fishing trip the idea names, if any. */
export function readFish(description: string): FishGoal | undefined {
  return FISHING.test(description)
    ? { kind: 'fish', task: { en: 'go fishing', fr: 'aller à la pêche' } }
    : undefined;
}
