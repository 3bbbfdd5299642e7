import type { Word } from './words';

// The setting table's types and helpers; the settings themselves are in settings-*.ts, gathered in settings.ts.

/**
 * Where a story can happen. `at`/`frAt` are the setting's printed "where" ("at the beach", « à la
 * plage »); `places` are the spots the hero visits there.
 *
 * A place's `en`/`fr` are printed with their article ("the garden", « le jardin »: after "to", « jusqu'à »,
 * « près de »…); `at` is the place's own "where" phrase ("in the garden", « dans le jardin », « au
 * phare », « en haut de la colline »), never a blanket "at"/« à »; `pic` (English) adds where it is,
 * for the picture engine's backdrop.
 */
export type Place = {
  en: string;
  fr: string;
  at: { en: string; fr: string };
  pic?: string;
  /** What kind of place it is, so a story only tells what can happen there (no branch on a reef). */
  family: PlaceFamily;
  /**
   * A route's leg (a voyage: 0 at sea, 1 on the island): the middle pages walk the legs in order
   * (text/episode-places.ts). Places without one are visited in any order.
   */
  leg?: number;
  /**
   * Lit by its own light though its name does not say so (the glowing cave's tunnel, its lake): text
   * templates read it as a glowing place (text/story-place-fit.ts), so no page finds it "so dark".
   */
  glows?: true;
  /**
   * A stop named after what is met there, not where it is (a goodnight round's goat): its name is
   * what the page is about, so a line saying it to another thing is a new line (text/told-patterns.ts).
   */
  meets?: true;
};
/**
 * Place families: under the sea, in space, up in the sky, indoors, built-up outdoors (streets,
 * squares, pitches), green outdoors (forest, park, field, jungle), snowy outdoors, the shore,
 * aboard a ship on the open sea (a pirate voyage's deck: wind and waves, no ground, no stones), and
 * inside a cave under rock (no sky, no weather, no grass: only templates that name it).
 */
export type PlaceFamily =
  | 'sea'
  | 'space'
  | 'sky'
  | 'indoor'
  | 'town'
  | 'nature'
  | 'snow'
  | 'shore'
  | 'ship'
  | 'cave';
export type Setting = Word & {
  at: string;
  frAt: string;
  places: Place[];
  /** Where a quest in this setting finds the key object (the spot marked X on the treasure island). */
  found?: Place;
  /** Where the story starts and ends, when not its first spot (a voyage sets off from the harbour). */
  home?: Place;
  /** Where a hero of this setting lives, when the setting is no address ("lives on the space station"). */
  livesAt?: Place;
};
/** A place as written, before its owner (setting or theme) gives it the owner's family. */
export type PlaceDraft = Omit<Place, 'family'> & { family?: PlaceFamily };

/** « à le » → « au », « de les » → « des »: a French preposition joined to a noun with its article. */
export const frJoin = (prep: string, np: string) =>
  `${prep} ${np}`
    .replace(/(^|\s)à le /, '$1au ')
    .replace(/(^|\s)à les /, '$1aux ')
    .replace(/(^|\s)de le /, '$1du ')
    .replace(/(^|\s)de les /, '$1des ');

/**
 * A place: "in/the rock pools|on the beach", « parmi/les rochers de la plage »: the preposition of
 * its "where" phrase, the printed name, and (after "|") where it is, for the picture.
 */
export const place = (en: string, fr: string, family?: PlaceFamily): PlaceDraft => {
  const [enPrep, enRest] = en.split('/');
  const [frPrep, frName] = fr.split('/');
  const [name, where] = enRest.split('|');
  const at = { en: `${enPrep} ${name}`, fr: frJoin(frPrep, frName) };
  const drawn = where ? { en: name, fr: frName, at, pic: `${name} ${where}` } : { en: name, fr: frName, at };
  return family ? { ...drawn, family } : drawn;
};

/** The owner's family for every place that does not declare its own (a barn on a farm is indoor). */
export const inFamily = (family: PlaceFamily, places: PlaceDraft[]): Place[] =>
  places.map((x) => ({ ...x, family: x.family ?? family }));

/** Each setting's family; the places that differ (the barn, the castle garden) say so themselves. */
export const SETTING_FAMILY: Record<string, PlaceFamily> = {
  beach: 'shore',
  sea: 'sea',
  jungle: 'nature',
  space: 'space',
  farm: 'nature',
  city: 'town',
  village: 'town',
  castle: 'indoor',
  snow: 'snow',
  forest: 'nature',
  park: 'nature',
  garden: 'nature',
  mountain: 'nature',
  volcano: 'nature',
  school: 'indoor',
  zoo: 'nature',
  voyage: 'shore',
  lake: 'nature',
  pond: 'nature',
  river: 'nature',
  cave: 'cave',
  'glowing-cave': 'cave',
  savanna: 'nature',
  desert: 'nature',
  outback: 'nature',
  bamboo: 'nature',
};

/** A setting: its words, its "where" phrases, its forms and its places in its family (SETTING_FAMILY). */
export const setting = (
  id: string,
  en: string,
  fr: string,
  f: boolean,
  at: string,
  frAt: string,
  forms: string[],
  places: PlaceDraft[],
  { livesAt }: { livesAt?: PlaceDraft } = {},
): Setting => ({
  id,
  en,
  fr,
  f,
  icon: '',
  forms,
  at,
  frAt,
  places: inFamily(SETTING_FAMILY[id], places),
  ...(livesAt ? { livesAt: inFamily(SETTING_FAMILY[id], [livesAt])[0] } : {}),
});
