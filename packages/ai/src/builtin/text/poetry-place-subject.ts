import type { Place, PlaceFamily } from '../idea/settings';

/**
 * What a stock place couplet ("At the lighthouse, Milo gave a little wave") draws beside the hero
 * when it names no key object. It drew a herb everywhere: a tuft of grass on the beach, the pier,
 * the snow and the sea floor. Grass grows on green ground and in town; elsewhere the place's own
 * little thing is drawn (a shell on the shore, a snowflake on the snowy hill).
 */
const OF_FAMILY: Partial<Record<PlaceFamily, string>> = {
  shore: 'spiral-shell',
  sea: 'bubbles',
  ship: 'water-wave',
  snow: 'snowflake',
  cave: 'rock',
  space: 'ringed-planet',
  sky: 'cloud',
  indoor: 'potted-plant',
};

export const placeSubject = (place: Pick<Place, 'family'>): string => OF_FAMILY[place.family] ?? 'herb';
