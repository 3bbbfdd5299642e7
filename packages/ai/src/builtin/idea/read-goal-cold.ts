/**
 * A hero who is always cold gets warm, in its own small arc, not a quest: "A little penguin who is
 * always cold", « Un petit pingouin qui a froid » — at the snowy place, tries to get warm (a huddle,
 * a dance, hot cocoa), a friend knitting in secret, the scarf given at the turn and warm at the end
 * (text/goal-cold.ts). Before this the penguin went looking for a kite on Maple Lane (issue 14).
 */
export type ColdGoal = {
  kind: 'cold';
  /** The cold said as a deed, for writers that print any goal as one (a poem's “to {task}”). */
  task: { en: string; fr: string };
};

// The hero is cold, not the day: "who is always cold", "that feels so cold", "is always chilly",
// "can't get warm"; « qui a froid », « qui avait toujours froid », « a toujours froid », « frileux ».
// ("It was a cold day" and « il fait froid » are the weather, read elsewhere.)
const ADVERBS = '(?:always\\s+|very\\s+|so\\s+|too\\s+|really\\s+|still\\s+)*';
const COLD = [
  new RegExp(`\\b(?:who|that)\\s+(?:is|was|feels?|felt|gets?)\\s+${ADVERBS}(?:cold|chilly)\\b`, 'i'),
  /\b(?:is|was|feels?)\s+always\s+(?:so\s+)?(?:cold|chilly)\b|\bcan['’]?t\s+(?:ever\s+)?get\s+warm\b/i,
  /(?<!\p{L})qui\s+(?:a|avait)\s+(?:toujours\s+|très\s+|si\s+|tellement\s+|tout\s+le\s+temps\s+)*froid(?!\p{L})|(?<!\p{L})a\s+toujours\s+froid(?!\p{L})|(?<!\p{L})frileu(?:x|se)(?!\p{L})/iu,
];
const TASK = { en: 'get warm', fr: 'se réchauffer' };

/** The cold the idea describes, if any. */
export function readCold(description: string): ColdGoal | undefined {
  return COLD.some((re) => re.test(description)) ? { kind: 'cold', task: TASK } : undefined;
}
