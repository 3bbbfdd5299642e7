import { BUILT_SETTINGS } from './settings-built';
import { CAVE_SETTINGS } from './settings-cave';
import type { Setting } from './settings-kit';
import { LAND_SETTINGS } from './settings-land';
import { VISIT_SETTINGS } from './settings-visit';
import { WATER_SETTINGS } from './settings-water';
import { WILD_SETTINGS } from './settings-wild';

export {
  frJoin,
  inFamily,
  type Place,
  type PlaceDraft,
  type PlaceFamily,
  place,
  type Setting,
} from './settings-kit';

/**
 * Where a story can happen: every setting, in the order the idea reader tries them (a tie between
 * two forms of the same length at the same word goes to the first). Declared by family in
 * settings-water.ts, settings-land.ts, settings-built.ts, settings-visit.ts, settings-cave.ts and settings-wild.ts;
 * types and helpers in settings-kit.ts.
 */
const ORDER = [
  'beach',
  'sea',
  'jungle',
  'space',
  'farm',
  'city',
  'village',
  'castle',
  'snow',
  'forest',
  'park',
  'garden',
  'mountain',
  'volcano',
  'school',
  'lake',
  'pond',
  'river',
  'zoo',
  'aquarium',
  'museum',
  'fair',
  // The world's named wild places (settings-wild.ts).
  'savanna',
  'desert',
  'outback',
  'bamboo',
  // Last: a spot another setting names the same ("the school hall") stays that setting's (goal-destination.ts).
  'cave',
  'glowing-cave',
];
const DECLARED = [
  ...WATER_SETTINGS,
  ...LAND_SETTINGS,
  ...BUILT_SETTINGS,
  ...VISIT_SETTINGS,
  ...CAVE_SETTINGS,
  ...WILD_SETTINGS,
];
const BY_ID = new Map(DECLARED.map((s) => [s.id, s]));

export const SETTINGS: readonly Setting[] = ORDER.map((id) => {
  const s = BY_ID.get(id);
  if (!s) throw new Error(`setting ${id} is not declared`);
  return s;
});
