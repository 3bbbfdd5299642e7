import { inFamily, type Place, place } from '../idea/settings';
import {
  TRACTOR_BIG,
  TRACTOR_ENDINGS,
  TRACTOR_OPENINGS,
  TRACTOR_PAUSES,
  TRACTOR_PROBLEMS,
  TRACTOR_READY,
  TRACTOR_RESCUES,
  TRACTOR_TURNS,
} from './goal-rescue-tractor-words';
import type { Calls } from './goal-rescue-vehicle-kit';

/** A spot on the farm (pictures/landmark-families-*.ts draws the barn, the pond, the hay, the orchard by name). */
const farm = (en: string, fr: string, family?: 'indoor'): Place =>
  inFamily('nature', [place(en, fr, family)])[0];
const BARN = farm('in/the big red barn|on the farm', 'dans/la grange rouge', 'indoor');
/** Between jobs: one template one place, as the rescue vehicles' main road (goal-rescue-vehicle-kit.ts ROAD). */
const TRACK = farm('on/the farm track|on the farm', 'sur/le chemin de la ferme');
const WATER = { en: 'the flooded river', fr: 'la rivière en crue' };
const PICKUP = { en: 'the farmer’s pickup truck', fr: 'la camionnette de la fermière' };

/**
 * The helpful tractor's day (goal-rescue-tractor-words.ts): its farm spots, each job drawn with its
 * object (the car in the mud, the hay, the fallen tree, the hens, the pumpkins), the school bus
 * towed out of the flooded river at the turn with the farmer's pickup truck. Before, "The little red
 * tractor who helped everyone" worked at "the plan" one small step after another.
 */
export const TRACTOR_CALLS: Calls = {
  openings: TRACTOR_OPENINGS,
  problems: TRACTOR_PROBLEMS,
  ready: TRACTOR_READY,
  rescues: TRACTOR_RESCUES,
  pauses: TRACTOR_PAUSES,
  big: TRACTOR_BIG,
  turns: TRACTOR_TURNS,
  endings: TRACTOR_ENDINGS,
  station: BARN,
  places: [
    BARN,
    farm('by/the duck pond|on the farm', 'au bord de/la mare aux canards'),
    farm('in/the hay field|on the farm', 'dans/le champ de foin'),
    farm('in/the orchard|on the farm', 'dans/le verger'),
    farm('in/the henhouse|on the farm', 'dans/le poulailler', 'indoor'),
    { ...farm('at/the village market', 'à/le marché du village'), family: 'town' },
    TRACK,
  ],
  arrival: farm('by/the river|in the flood', 'au bord de/la rivière'),
  named: [
    [
      /little red car|petite voiture rouge/,
      'automobile',
      { en: 'a little red car', fr: 'une petite voiture rouge' },
    ],
    [/stuck deep in the mud|embourbée/, 'hole', { en: 'the mud', fr: 'la boue' }],
    [/rope|corde/, 'knot', { en: 'the long rope', fr: 'la longue corde' }],
    [/hay bales|bottes de foin/, 'sheaf-of-rice', { en: 'hay bales', fr: 'des bottes de foin' }],
    [/old tree|vieil arbre/, 'wood', { en: 'a fallen tree', fr: 'un arbre tombé' }],
    [/apple|pommes/, 'red-apple', { en: 'apples', fr: 'des pommes' }],
    [/hens|poules/, 'chicken', { en: 'the hens', fr: 'les poules' }],
    [/pumpkins|citrouilles/, 'jack-o-lantern', { en: 'big orange pumpkins', fr: 'de grosses citrouilles' }],
    [/dog|chien/, 'dog', { en: 'the farm dog', fr: 'le chien de la ferme' }],
    [/cows|vaches/, 'cow', { en: 'the cows', fr: 'les vaches' }],
    [
      /big grey clouds|gros nuages gris/,
      'cloud-with-lightning-and-rain',
      { en: 'storm clouds', fr: 'des nuages d’orage' },
    ],
    [/school bus|car scolaire/, 'bus', { en: 'the school bus', fr: 'le car scolaire' }],
    [/pickup|camionnette/, 'pickup-truck', PICKUP],
  ],
  turnDrawn: {
    subjects: ['bus', 'water-wave', 'pickup-truck'],
    said: [{ en: 'the school bus', fr: 'le car scolaire' }, WATER, PICKUP],
  },
  turnAction: 'tows the school bus out of the flooded river, the farmer’s pickup truck holding the rope',
};
