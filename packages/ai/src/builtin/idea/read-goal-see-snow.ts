/**
 * A mermaid who wishes to see the snow ("A mermaid who wants to see the snow", « Une sirène qui veut
 * voir la neige »): she dreams of it under the warm sea, swims north through colder water with a seal
 * and a whale, past the icebergs, surfaces at the ice edge and sees the first snow fall at the turn,
 * then swims home with her story (text/goal-see-snow.ts). Before, the snow fell under the sea from
 * page 1 and she walked through a meadow and a wheat field to "the snowy hills".
 */
export type SeeSnowGoal = {
  kind: 'seesnow';
  /** The wish said as a deed, for writers that print any goal as one (a poem, a coloring book). */
  task: { en: string; fr: string };
};

const SEE_SNOW =
  /\b(?:see|find|touch|feel|visit|dreams? (?:of|about)|loves?)\b[^.]{0,20}\bsnow(?:flakes?)?\b|(?<!\p{L})(?:voir|trouver|toucher|découvrir|rêve de|rêvait de|aime)(?!\p{L})[^.]{0,20}(?<!\p{L})(?:neige|flocons?)(?!\p{L})/iu;

/** The mermaid hero's wish to see snow the idea says, if any. */
export function readSeeSnow(description: string, heroKind: string | undefined): SeeSnowGoal | undefined {
  if (heroKind !== 'mermaid' || !SEE_SNOW.test(description)) return undefined;
  return { kind: 'seesnow', task: { en: 'see the snow', fr: 'voir la neige' } };
}
