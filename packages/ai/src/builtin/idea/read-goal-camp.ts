/**
 * A camping trip is its own small arc, not a search: "A boy goes camping with his dad in the
 * mountains", « Léa part camper avec sa mamie » — the tent put up, sticks for the fire, marshmallows at
 * dusk, night noises, the stars, and the morning (text/goal-camp.ts). Before, the hero went looking
 * for a stock kite.
 */
export type CampGoal = {
  kind: 'camp';
  /** The trip said as a deed, for writers that print any goal as one (a poem's “to {task}”). */
  task: { en: string; fr: string };
};

const CAMPING =
  /\b(?:go|goes|going|went) camping\b|\bcamping (?:trip|with|under)\b|\bcamps? out\b|\b(?:sleeps?|night) (?:in a tent|under the stars)\b|\b(?:part|partent|va|vont|partir|aller) (?:faire du )?camp(?:er|ing)\b|\b(?:fai(?:t|re|s|sons|tes)|font) du camping\b|\bnuit (?:de|en) camping\b|\bdort (?:sous (?:la|une) tente|à la belle étoile)\b/i;

/** The camping trip the idea names, if any. */
export function readCamp(description: string): CampGoal | undefined {
  return CAMPING.test(description)
    ? { kind: 'camp', task: { en: 'go camping', fr: 'partir camper' } }
    : undefined;
}
