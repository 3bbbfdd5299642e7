import { inFamily, place } from '../idea/settings';
import {
  HELI_BIG,
  HELI_ENDINGS,
  HELI_OPENINGS,
  HELI_PAUSES,
  HELI_PROBLEMS,
  HELI_READY,
  HELI_RESCUES,
  HELI_TURNS,
} from './goal-rescue-helicopter-words';
import type { Calls } from './goal-rescue-vehicle-kit';

const STATION = inFamily('shore', [
  place('at/the rescue station|by the sea', 'à/la station de sauvetage'),
])[0];
const LIFEBOAT = { en: 'the lifeboat', fr: 'le canot de sauvetage' };
const BOAT = { en: 'the little fishing boat', fr: 'le petit bateau de pêche' };
const STORM = { en: 'storm clouds', fr: 'des nuages d’orage' };

/**
 * The rescue helicopter's day (goal-rescue-helicopter-words.ts), by the sea and the hills: each
 * rescue drawn with what it saved (the kitten, the rock, the ring buoy, the inflatable crocodile),
 * the pages between calls up in the sky, the fishing boat found by the lighthouse at the turn.
 */
export const HELICOPTER_CALLS: Calls = {
  openings: HELI_OPENINGS,
  problems: HELI_PROBLEMS,
  ready: HELI_READY,
  rescues: HELI_RESCUES,
  pauses: HELI_PAUSES,
  big: HELI_BIG,
  turns: HELI_TURNS,
  endings: HELI_ENDINGS,
  station: STATION,
  places: [
    STATION,
    ...inFamily('shore', [
      place('on/the cliff top|by the sea', 'en haut de/la falaise'),
      place('by/the rocks|in the sea', 'près de/les rochers en mer'),
      place('on/the beach', 'sur/la plage'),
    ]),
    ...inFamily('nature', [
      place('on/the mountain', 'sur/la montagne'),
      place('on/the lake', 'sur/le lac'),
      place('in/the forest', 'dans/la forêt'),
    ]),
    ...inFamily('sky', [place('up in/the sky over Busy Town', 'dans/le ciel de Toutbouge')]),
  ],
  arrival: inFamily('shore', [place('by/the lighthouse|in the storm', 'près de/le phare')])[0],
  named: [
    [/rope|corde/, 'knot', { en: 'the long rope', fr: 'la longue corde' }],
    [/kitten|chaton/, 'cat', { en: 'a kitten', fr: 'un chaton' }],
    [/sailor|marin/, 'sailboat', { en: 'the sailor’s boat', fr: 'le bateau du marin' }],
    [/\brock\b|rocher/, 'rock', { en: 'a rock', fr: 'un rocher' }],
    [/ring buoy|bouée/, 'ring-buoy', { en: 'a ring buoy', fr: 'une bouée de sauvetage' }],
    [/swimmer|nageuse/, 'person-swimming', { en: 'a swimmer', fr: 'une nageuse' }],
    [/crocodile/, 'crocodile', { en: 'an inflatable crocodile', fr: 'un crocodile gonflable' }],
    [/a child|un enfant/, 'child', { en: 'a child', fr: 'un enfant' }],
    [/little boy|petit garçon/, 'boy', { en: 'a little boy', fr: 'un petit garçon' }],
    [/lamb|agneau/, 'ewe', { en: 'a little lamb', fr: 'un petit agneau' }],
    [/seagulls|mouettes/, 'bird', { en: 'seagulls', fr: 'des mouettes' }],
    [/clouds|nuages/, 'cloud-with-lightning-and-rain', STORM],
    [/houses looked like toys|maisons ressemblent/, 'house', { en: 'the houses', fr: 'les maisons' }],
  ],
  turnDrawn: {
    subjects: ['sailboat', 'speedboat', 'cloud-with-lightning-and-rain'],
    said: [BOAT, LIFEBOAT, STORM],
  },
  turnAction: 'finds the fishing boat lost in the storm by the lighthouse, with the lifeboat',
};
