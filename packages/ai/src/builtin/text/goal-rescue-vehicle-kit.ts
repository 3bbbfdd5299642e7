import { inFamily, type Place, place } from '../idea/settings';
import type { NamedThing } from './named-drawn';
import type { PlacedL } from './story-place-fit';

/** A rescue vehicle's own day: its pages, its station, its spots, its biggest call, what is drawn. */
export type Calls = {
  openings: PlacedL[];
  problems: PlacedL[];
  /** At the station, ready: the ladder checked, the lights flashing. */
  ready: PlacedL[];
  /** One rescue a page, each `leads` at its own spot among `places`. */
  rescues: PlacedL[];
  /** Between calls, spread among the rescues of a long book (goal-rescue-vehicle.ts `callPhases`). */
  pauses?: PlacedL[];
  /** The biggest call coming and the other vehicles joining. */
  big: PlacedL[];
  turns: PlacedL[];
  endings: PlacedL[];
  /** Where the vehicle lives: the first and last pages are drawn there. */
  station: Place;
  places: Place[];
  /** Where the biggest call is answered. */
  arrival: Place;
  named: NamedThing[];
  /** Drawn on the turn: the trouble and the other vehicles that helped, and the alt's words for them. */
  turnDrawn: { subjects: string[]; said: { en: string; fr: string }[] };
  turnAction: string;
  /** The arc's own lesson (a tugboat's, a digger's), else the rescue vehicles' shared one. */
  lesson?: { en: string; fr: string };
  /** Drawn on the last page when its text names them (the finished playground), else the town waving. */
  endNamed?: NamedThing[];
};

/** A Busy Town spot (pictures/landmark-*.ts draws it by its name). */
export const spot = (en: string, fr: string): Place => inFamily('town', [place(en, fr)])[0];

/**
 * The road between calls: every page that is not a rescue happens there or at the station, one
 * template one place, so a long book never tells "the siren sang" at six spots (story-picks.ts
 * reuses a told template at a new place); past the arc's pages, story-filler.ts fills.
 */
export const ROAD = spot('on/the main road|in town', 'sur/la grande route');
export const ON_ROAD = /main road/;

/** Shared drawn things: the ending's bubbles and the town waving, the other vehicles. */
export const WAVING: NamedThing[] = [
  [/bubbles|savon/, 'bubbles', { en: 'soap bubbles', fr: 'des bulles de savon' }],
  [/Busy Town came|Toutbouge passa/, 'girl', { en: 'the people of Busy Town', fr: 'les gens de Toutbouge' }],
];
export const POLICE: NamedThing = [
  /police/,
  'police-car',
  { en: 'the police car', fr: 'la voiture de police' },
];
export const AMBULANCE: NamedThing = [/ambulance/, 'ambulance', { en: 'the ambulance', fr: 'l’ambulance' }];
