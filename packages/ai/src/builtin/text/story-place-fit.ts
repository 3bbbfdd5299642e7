import type { Place, PlaceFamily } from '../idea/settings';
import type { SkyFit } from './story-sky-fit';
import type { L } from './theme-types';

/**
 * Where a template can happen. A template that names the weather, leaves or grass, the air or
 * dry land declares the place families it fits; one that could happen anywhere declares none.
 * `unlessPlace` keeps out places whose name would clash ("the bridge on the wooden bridge");
 * `onlyPlace` keeps the template to places whose name allows it (a steep climb on a hill, not a bridge).
 */
export type Fits = {
  fits?: readonly PlaceFamily[];
  unlessPlace?: RegExp;
  onlyPlace?: RegExp;
  /**
   * In a book's pool only when one of its places fits (a glowing cave's own obstacle): the engine is
   * seeded, so every other book shuffles the same pool as before and keeps its text.
   */
  ownPlaceOnly?: true;
  /**
   * In a middle told in order, told before the templates after it, wherever its `onlyPlace` allows
   * (the new baby's arrival in the living room; every page of a long surprise party): the tour's
   * next place does not skip it for a later template.
   */
  leads?: true;
};
/**
 * A template whose words say the key object is not there ("Still no sign of the kite", « Aucun
 * n’avait vu l’ours ») is `absent`: its page does not draw the object nor say it in the alt text.
 */
export type ObjectPresence = { absent?: true };
/** Where, with the key object or not, and when (the light and sky its words assume: story-sky-fit.ts). */
export type PlacedL = L & Fits & ObjectPresence & SkyFit;

export const fitsPlace = (t: Fits, place: Place): boolean =>
  (!t.fits || t.fits.includes(place.family)) &&
  !t.unlessPlace?.test(placeWords(place)) &&
  (!t.onlyPlace || t.onlyPlace.test(placeWords(place)));

/**
 * The words a template's place test reads: the place's name, and "glowing" for a place that glows
 * though its name does not say so (the glowing cave's tunnel: never "so dark", its own bright glow).
 */
const placeWords = (place: Place) => (place.glows ? `${place.en} glowing` : place.en);

/**
 * The everyday families `allBut` counts from. A ship's deck is not among them: only templates that
 * name it (or none at all) happen there — no stone, branch or grown-up to ask on the open sea.
 */
const ALL: readonly PlaceFamily[] = ['sea', 'space', 'sky', 'indoor', 'town', 'nature', 'snow', 'shore'];
/** Every family but these (never the ship's deck: see ALL). */
export const allBut = (...not: PlaceFamily[]) => ALL.filter((f) => !not.includes(f));

/** Outdoors on Earth, under the open sky: wind, fog, clouds, birds. */
export const WEATHER: readonly PlaceFamily[] = ['nature', 'town', 'snow', 'shore', 'sky', 'ship'];
/** Green places: leaves, grass, bushes, branches, butterflies. */
export const GREEN: readonly PlaceFamily[] = ['nature'];
/** Ground to walk, slip and climb on. */
export const GROUND: readonly PlaceFamily[] = ['nature', 'snow', 'space', 'shore'];
