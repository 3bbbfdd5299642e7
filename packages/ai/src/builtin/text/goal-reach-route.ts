import type { Destination } from '../idea/goal-destination';
import { inFamily, type Place, place as p } from '../idea/settings';

/**
 * A road trip to a far setting (the sea, the mountains, the big city, the snow): a child of Maple
 * Lane does not reach the beach through the library and the park. The way goes out through the
 * countryside — a meadow, a wood, a river, a hill, the fields — then through the destination's own
 * spots (the dunes, the pier), each stop its own leg so the middle pages walk it in order
 * (episode-places.ts). Pictures: flowers on a meadow, oaks in a wood, a river, the village's fields.
 */
const COUNTRYSIDE = inFamily('nature', [
  p('in/the wildflower meadow', 'dans/la prairie fleurie'),
  p('in/the little wood|of oaks', 'dans/le petit bois'),
  p('by/the river|in the countryside', 'au bord de/la rivière'),
  p('on/the green hill|in the meadow', 'sur/la colline verte'),
  p('in/the wheat fields|around the village', 'dans/les champs de blé'),
]);

/** Settings far from home, reached by the road (space and the deep sea are reached through themselves). */
const FAR_BY_ROAD = new Set(['beach', 'mountain', 'city', 'snow']);

/** The destination's own spots passed before the arrival, outdoors only (no igloo on the way). */
const OWN_SPOTS = 3;

/**
 * The stops of a road trip to `d`, in order, or undefined when the journey is not one: a near
 * destination, or a story that already lives in the destination's setting (`homeId`).
 */
export function roadTrip(d: Destination, homeId: string | undefined): Place[] | undefined {
  if (!FAR_BY_ROAD.has(d.setting.id) || homeId === d.setting.id) return undefined;
  const own = d.setting.places
    .filter((x) => x.family !== 'indoor' && x.fr !== d.place.fr && (x.pic ?? x.en) !== d.place.pic)
    .slice(0, OWN_SPOTS);
  return [...COUNTRYSIDE, ...own].map((x, leg) => ({ ...x, leg }));
}
