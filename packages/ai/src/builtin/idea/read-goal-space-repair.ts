/**
 * A repair in orbit ("An astronaut cat fixes the space station", « Un chat astronaute répare la station
 * spatiale »): the alarm, Mission Control on the radio, the space walk on a tether, the broken solar
 * panel, the wrench that floats away, the fix at the turn, the lights back on (text/goal-space-repair.ts).
 * Before, the hero was "going to fix the space station… half of the job was done" among the craters
 * and on the red planet, with a stock "Oops! everything tumbled down".
 */
export type SpaceRepairGoal = {
  kind: 'space-repair';
  /** The repair said as a deed, for writers that print any goal as one (a poem's “to {task}”). */
  task: { en: string; fr: string };
};

const MEND = /(?<!\p{L})(fix\p{L}*|repair\p{L}*|mend\p{L}*|r[ée]par\p{L}*)(?!\p{L})/iu;
const STATION =
  /\bspace ?station\b|\bspaceship\b|\bsatellite\b|(?<!\p{L})(station spatiale|vaisseau spatial|satellite)(?!\p{L})/iu;

/** The repair in orbit the idea names, if any: a mending verb and a station, a spaceship or a satellite. */
export function readSpaceRepair(description: string): SpaceRepairGoal | undefined {
  return MEND.test(description) && STATION.test(description)
    ? { kind: 'space-repair', task: { en: 'fix the space station', fr: 'réparer la station spatiale' } }
    : undefined;
}
