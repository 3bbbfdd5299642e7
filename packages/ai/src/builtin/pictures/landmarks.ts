import { BUILT_FAMILIES } from './landmark-families-built';
import { LIVING_FAMILIES } from './landmark-families-living';
import type { Family } from './landmark-family';
import { ICE_EDGE_FAMILIES } from './landmark-ice-edge';
import type { Spot } from './landmark-spot';
import { VOYAGE_FAMILIES } from './landmark-voyage';
import { WILD_REGION_FAMILIES } from './wild-region-families';

export type { Family };

/**
 * What makes one place of a setting recognisable: the story's ~140 places (idea/settings.ts and
 * the themes' places) fall into families, each with one drawn landmark: a lighthouse, a pool,
 * shelves of books, a barn… matched on the same place string the text prints (`Place.pic`, English).
 * Indoor places (`room`) replace the sky and hills with a room and its window; `inside` an igloo or
 * an ice cave, with walls of snow or ice and the way out (snow-rooms.ts). The table, in match order, is
 * in landmark-families-built.ts and landmark-families-living.ts.
 */

// Inside a cave (idea/settings-cave.ts): rock all round and the place's own thing (cave-rooms.ts), before
// its words meet the lake's or the crystals' (and the cave mouth seen from outside: landmark-wild.ts).
const CAVE_FAMILIES: Family[] = [
  { id: 'glowing-cave', re: /inside the glowing cave/i, inside: 'glowing-cave' },
  { id: 'rock-cave', re: /inside the cave/i, inside: 'cave' },
];

// A pirate voyage's places first: their words also name a harbour, a beach, a ship (landmark-voyage.ts).
const FAMILIES: Family[] = [
  ...CAVE_FAMILIES,
  ...VOYAGE_FAMILIES,
  ...ICE_EDGE_FAMILIES,
  ...WILD_REGION_FAMILIES,
  ...BUILT_FAMILIES,
  ...LIVING_FAMILIES,
];

/** Family ids, in match order (tests list them). */
export const LANDMARK_IDS = FAMILIES.map((f) => f.id);

/** The landmark of a place string ("the lighthouse on the shore" → lighthouse), if its family has one. */
export function landmarkFor(place: string): Family | undefined {
  // The table is in match order: the most specific family first (classroom before school).
  return FAMILIES.find((f) => f.re.test(place));
}

/** The landmark's SVG, in a group whose id and class name it (the picture's tests read them). */
export function drawLandmark(f: Family, s: Spot): string {
  return f.draw ? `<g id="landmark-${f.id}" class="landmark">${f.draw(s)}</g>` : '';
}
