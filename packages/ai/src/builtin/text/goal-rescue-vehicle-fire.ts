import {
  FIRE_BIG,
  FIRE_ENDINGS,
  FIRE_OPENINGS,
  FIRE_PAUSES,
  FIRE_PROBLEMS,
  FIRE_READY,
  FIRE_RESCUES,
  FIRE_TURNS,
} from './goal-rescue-fire-words';
import { AMBULANCE, type Calls, POLICE, ROAD, spot } from './goal-rescue-vehicle-kit';

const STATION = spot('at/the fire station', 'à/la caserne des pompiers');
const WATER = { en: 'water from the hose', fr: 'l’eau de la lance à incendie' };

/**
 * The fire truck's day (goal-rescue-fire-words.ts): its Busy Town spots, each rescue drawn with its
 * object (the kitten and the ladder, the smoke and the water, the balloon), the barn on the farm at
 * the turn with the police car and the ambulance beside it.
 */
export const FIRE_CALLS: Calls = {
  openings: FIRE_OPENINGS,
  problems: FIRE_PROBLEMS,
  ready: FIRE_READY,
  rescues: FIRE_RESCUES,
  pauses: FIRE_PAUSES,
  big: FIRE_BIG,
  turns: FIRE_TURNS,
  endings: FIRE_ENDINGS,
  station: STATION,
  places: [
    STATION,
    spot('in/the park', 'à/le parc'),
    spot('at/the bakery|in town', 'à/la boulangerie'),
    spot('in/a garden|in town', 'dans/un jardin'),
    spot('at/the market', 'à/le marché'),
    spot('at/the school|in town', 'à/l’école'),
    spot('at/the library|in town', 'à/la bibliothèque'),
    spot('in/the harbour', 'à/le port'),
    ROAD,
  ],
  arrival: { ...spot('at/the old barn|on the farm', 'à/la vieille grange'), family: 'nature' },
  named: [
    // The tree first: drawn biggest, the kitten and the ladder beside it.
    [/\btree\b|arbre/, 'deciduous-tree', { en: 'a tree', fr: 'un arbre' }],
    [/kitten|chaton/, 'cat', { en: 'a kitten', fr: 'un chaton' }],
    [/ladder|échelle/, 'ladder', { en: 'the big ladder', fr: 'la grande échelle' }],
    [/smoke|fumée/, 'cloud', { en: 'grey smoke', fr: 'de la fumée grise' }],
    [/bonfire|feu de jardin/, 'fire', { en: 'a bonfire', fr: 'un feu de jardin' }],
    [/hose|lance à incendie|la lance|sprayed|arrosa/, 'droplet', WATER],
    [/flooded|inondée/, 'water-wave', { en: 'the flooded street', fr: 'la rue inondée' }],
    [/balloon|ballon/, 'balloon', { en: 'a red balloon', fr: 'un ballon rouge' }],
    [/toast|tartine/, 'bread', { en: 'burnt toast', fr: 'une tartine brûlée' }],
    [/nets|filets/, 'fishing-pole', { en: 'old fishing nets', fr: 'de vieux filets de pêche' }],
    [/ducks|canards/, 'duck', { en: 'a family of ducks', fr: 'une famille de canards' }],
    [/cars pulled|voitures se rangèrent/, 'automobile', { en: 'cars', fr: 'des voitures' }],
    [/children on the pavement|enfants sur le trottoir/, 'child', { en: 'children', fr: 'des enfants' }],
    [/farmer|fermier/, 'farmer', { en: 'the farmer', fr: 'le fermier' }],
    POLICE,
    AMBULANCE,
    [/ready to go|prêt/, 'ladder', { en: 'the big ladder', fr: 'la grande échelle' }],
  ],
  turnDrawn: {
    // Three things at most are drawn (pictures/scene.ts): the fire, the water, the car that helped.
    subjects: ['fire', 'droplet', 'police-car'],
    said: [{ en: 'the barn on fire', fr: 'la grange en feu' }, WATER, POLICE[2]],
  },
  turnAction: 'puts out the barn fire with its hose, the police car and the ambulance beside it',
};
