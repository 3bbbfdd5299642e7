/**
 * A day of snow is its own small arc, not a hunt: 'The day it snowed', « Le jour où il a neigé »,
 * 'A snow day', « La première neige » — the garden gone white, boots and mittens, footprints and a
 * snow angel, the snowman, the sledging hill, cold fingers and hot cocoa, the biggest snowman built
 * together (text/goal-snow-day.ts). Before this « Le jour où il a neigé » hunted a kite at the
 * library (issue 14).
 */
export type SnowDayGoal = {
  kind: 'snowday';
  /** The day said as a deed, for writers that print any goal as one (a poem's “to {task}”). */
  task: { en: string; fr: string };
};

// ("One snowy day", « un jour de neige » only say when another story happens: its snow is held on
// every page, held-weather.ts; the snow is not the story.)
const SNOW_DAY = [
  /\b(?:the day it snowed|snow day|first snow(?:fall)?|it(?:['’]s| is| was) snowing|snowed all night|plays? in the snow|playing in the snow|fun in the snow)\b/i,
  /\b(?:le jour où il a neigé|il neige|il a neigé|il neigeait|(?:la )?première neige|jou(?:e|ent|er) dans la neige)(?!\p{L})/iu,
];
const TASK = { en: 'play in the snow', fr: 'jouer dans la neige' };

/** The snow day the idea describes, if any. */
export function readSnowDay(description: string): SnowDayGoal | undefined {
  return SNOW_DAY.some((re) => re.test(description)) ? { kind: 'snowday', task: TASK } : undefined;
}
