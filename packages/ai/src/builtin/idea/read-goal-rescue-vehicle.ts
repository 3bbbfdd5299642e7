import type { Kind } from './kinds';

/**
 * A rescue vehicle's day ("A little fire truck saves the day", « Une ambulance à la rescousse »,
 * "A tow truck helps everyone", or just "A little fire truck named Ruby"): the station in the
 * morning, a call, one rescue a page at its own Busy Town spot, the biggest call at the turn with
 * the other vehicles' help, back at the station at dusk (text/goal-rescue-vehicle.ts). Before, the
 * truck had a task "to save the day" worked "one small step after another" on the building site.
 * A goal of its own ("is afraid of the dark", "looks for his lost hat") keeps its arc: read only
 * when the idea names no other goal (story-facts.ts `free`) and no object. An idea naming the city
 * ("helps the town") answers the calls at the city's own spots (text/goal-rescue-vehicle-city.ts);
 * any other setting of its own (the farm, the snow) keeps that setting's arc.
 */
export type RescueVehicleGoal = {
  kind: 'vehicle-rescue';
  /** Whose calls: the vehicle's table of rescues (goal-rescue-vehicle.ts RESCUE_TABLES). */
  vehicle: RescueVehicle;
  /** The day said as a deed, for writers that print any goal as one. */
  task: { en: string; fr: string };
};
export type RescueVehicle =
  | 'fire'
  | 'tow'
  | 'ambulance'
  | 'police'
  | 'helicopter'
  | 'tractor'
  | 'tug'
  | 'digger';

/** The hero kinds that go out on calls (idea/kind-variants.ts VEHICLES). */
const BY_KIND: Record<string, RescueVehicle> = {
  'fire-truck': 'fire',
  'tow-truck': 'tow',
  ambulance: 'ambulance',
  'police-car': 'police',
  helicopter: 'helicopter',
  // "The little red tractor who helped everyone": a day of jobs on the farm (goal-rescue-vehicle-tractor.ts).
  tractor: 'tractor',
  // "Little Tugboat helps the big ship": a day in the harbour (goal-rescue-vehicle-tug.ts).
  tugboat: 'tug',
  // "Digger the excavator digs a big hole": a day on the building site (goal-rescue-vehicle-digger.ts).
  excavator: 'digger',
};
/** A tugboat's or a digger's own deeds, said besides the rescue words: the ship, the hole, the house. */
const OWN_DEED: Partial<Record<RescueVehicle, RegExp>> = {
  tug: /\b(?:ships?|boats?|harbou?r|port|tows?|pull|push)|(?<!\p{L})(?:bateaux?|navires?|paquebots?|port|tire|pousse)(?!\p{L})/iu,
  digger:
    /\b(?:dig|digs|digging|dug|holes?|builds?|building|lifts?)\b|(?<!\p{L})(?:creuse\w*|trous?|construi\w*|chantier|soul[eè]ve)(?!\p{L})/iu,
};
/** The tugboat's harbour and the digger's site are their own places: the sea or the shore keeps them. */
const OWN_SETTINGS: Partial<Record<RescueVehicle, Set<string>>> = {
  tug: new Set(['sea', 'beach', 'city']),
  digger: new Set(['city']),
};

/** The deed said as a rescue: "saves the day", "to the rescue", « vient en aide », « à la rescousse ». */
const RESCUE =
  /\b(?:saves?|saved|saving|rescues?|rescued|rescuing|to the rescue|helps?|helped|helping|busy day)\b|(?<!\p{L})(?:sauve|sauva|sauver|rescousse|secours|vient en aide|aide|aider|aidait|aida)(?!\p{L})/iu;

/** Settings whose spots hold the calls (text/goal-rescue-vehicle-city.ts): "helps the town" is the city. */
const IN_TOWN = new Set(['city']);

const TASK = { en: 'help everyone in Busy Town', fr: 'aider tout le monde à Toutbouge' };
const FARM_TASK = { en: 'help everyone on the farm', fr: 'aider tout le monde à la ferme' };
const OWN_TASK: Partial<Record<RescueVehicle, { en: string; fr: string }>> = {
  tractor: FARM_TASK,
  tug: { en: 'help the big ship into the harbour', fr: 'aider le gros bateau à entrer au port' },
  digger: { en: 'help build the new playground', fr: 'aider à construire la nouvelle aire de jeux' },
};

/**
 * The rescue vehicle the hero is, when the idea says it rescues or says nothing else it does.
 * `other`: the idea names a thing or a goal of its own besides the rescue words (a lost hat);
 * `setting`: the setting the idea names (story-corpus.test.ts draws every page at that setting's
 * spots): only the city has a table of calls at its own spots.
 */
export function readRescueVehicle(
  description: string,
  heroKind: Kind | undefined,
  other: boolean,
  setting: string | undefined,
): RescueVehicleGoal | undefined {
  const vehicle = heroKind && BY_KIND[heroKind.id];
  // The helicopter's calls are by the sea and on the hills, which the city has not.
  // The tractor's jobs are on the farm: a named setting keeps its own arc (the farm's chores, read first).
  if (!vehicle) return undefined;
  const own = OWN_SETTINGS[vehicle];
  if (
    own
      ? setting && !own.has(setting)
      : setting && (!IN_TOWN.has(setting) || vehicle === 'helicopter' || vehicle === 'tractor')
  )
    return undefined;
  if (!RESCUE.test(description) && !OWN_DEED[vehicle]?.test(description) && other) return undefined;
  // A tractor goes out only when the idea says it helps: "A little tractor" alone keeps its own day.
  if (vehicle === 'tractor' && !RESCUE.test(description)) return undefined;
  return { kind: 'vehicle-rescue', vehicle, task: OWN_TASK[vehicle] ?? TASK };
}
