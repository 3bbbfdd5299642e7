import type { PlaceFamily } from '../idea/settings';
import { type Environment, environmentFor, placeEnvironment } from './environment';

const LAND: Environment[] = [
  'meadow',
  'forest',
  'beach',
  'snow',
  'road',
  'field',
  'town',
  'farm',
  'jungle',
  'castle',
  'volcano',
  'desert',
  'savanna',
  'bamboo',
  'outback',
];

/** The environments a place of each family can be drawn in: the sea is never space, a park never the seabed. */
const FITS: Record<PlaceFamily, Environment[]> = {
  sea: ['underwater', 'beach'],
  space: ['space'],
  shore: ['beach', 'underwater'],
  // A ship's deck on the open sea: the sea's blue band on the horizon (landmark-ship.ts lays the deck).
  ship: ['beach'],
  sky: LAND,
  indoor: LAND,
  town: LAND,
  nature: LAND,
  snow: LAND,
  // Inside a cave the rock room replaces the land (cave-rooms.ts): its environment only filters things.
  cave: LAND,
};

/** Where a family's place is drawn when neither the theme nor its words say better. */
const FAMILY_ENV: Record<PlaceFamily, Environment> = {
  sea: 'underwater',
  space: 'space',
  shore: 'beach',
  ship: 'beach',
  sky: 'meadow',
  indoor: 'town',
  town: 'town',
  nature: 'meadow',
  snow: 'snow',
  cave: 'meadow',
};

/**
 * The environment of a page: the theme's reading of the place (its world, its fallback), unless that
 * contradicts the place's family. A comic's default space theme does not put the book's reef in
 * space, nor its park on the moon: the place's own words decide, else its family.
 */
export function environmentOfPage(theme: string, place: string, family?: PlaceFamily): Environment {
  const env = environmentFor(theme, place);
  if (!family || FITS[family].includes(env)) return env;
  const own = placeEnvironment(place);
  return own && FITS[family].includes(own) ? own : FAMILY_ENV[family];
}

/** A family named in a request (an open string), if it is one. */
export const familyOf = (family?: string): PlaceFamily | undefined =>
  family && family in FITS ? (family as PlaceFamily) : undefined;
