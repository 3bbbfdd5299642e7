/**
 * A wonder that happens to the whole town is its own small arc, not a deed: "The day it rained
 * candy", « Le jour où il a plu des bonbons » — sweets falling from the sky, caught in umbrellas and
 * hats, shared, too many of them, and a gentle ending (text/goal-wonder.ts). Before this the hero set
 * out "to rain candy" (« plaire des bonbons ») as a task (issue 14). Only falling sweets for now: the
 * pictures draw them (pictures/sweets-falling-icon.ts).
 */
export type WonderGoal = {
  kind: 'wonder';
  what: 'sweets';
  /** The wonder said as a deed, for writers that print any goal as one (a poem's “to {task}”). */
  task: { en: string; fr: string };
};

const SWEETS =
  '(?:candy|candies|sweets|sweeties|lollipops|jelly beans|chocolates?|bonbons|sucettes|chocolats)';
const FALLING_SWEETS = [
  // "it rained candy", "raining sweets", "a rain of lollipops", "candy fell from the sky".
  new RegExp(
    `\\brain(?:s|ed|ing)?\\s+(?:down\\s+)?${SWEETS}\\b|\\b(?:rain|shower)\\s+of\\s+${SWEETS}\\b`,
    'i',
  ),
  new RegExp(`\\b${SWEETS}\\s+(?:fell|falls|falling|rained|came down)\\s+from\\s+the\\s+sky\\b`, 'i'),
  // « il a plu des bonbons », « il pleut des bonbons », « une pluie de bonbons », « des bonbons tombent du ciel ».
  new RegExp(
    `\\b(?:plu|pleut|pleuvait|pleuvra|pleuvoir)\\s+des\\s+${SWEETS}|\\bpluie\\s+de\\s+${SWEETS}`,
    'i',
  ),
  new RegExp(
    `\\b${SWEETS}\\s+(?:tombent|tombaient|tombèrent|sont tombés|tomb(?:ent|aient)?)\\s+du\\s+ciel`,
    'i',
  ),
];
const TASK = { en: 'catch the sweets falling from the sky', fr: 'attraper les bonbons tombés du ciel' };

/** The wonder the idea describes, if any. */
export function readWonder(description: string): WonderGoal | undefined {
  return FALLING_SWEETS.some((re) => re.test(description))
    ? { kind: 'wonder', what: 'sweets', task: TASK }
    : undefined;
}
