import {
  AMBULANCE_BIG,
  AMBULANCE_ENDINGS,
  AMBULANCE_OPENINGS,
  AMBULANCE_PROBLEMS,
  AMBULANCE_READY,
  AMBULANCE_RESCUES,
  AMBULANCE_TURNS,
} from './goal-rescue-ambulance-words';
import {
  TOW_BIG,
  TOW_ENDINGS,
  TOW_OPENINGS,
  TOW_PROBLEMS,
  TOW_READY,
  TOW_RESCUES,
  TOW_TURNS,
} from './goal-rescue-tow-words';
import { type Calls, ROAD, spot } from './goal-rescue-vehicle-kit';
import type { NamedThing } from './named-drawn';

/** The storm's bridge, where the tow truck's and the ambulance's biggest call is answered. */
const BRIDGE = spot('on/the old bridge|in the storm', 'sur/le vieux pont');
const GARAGE = spot('at/the garage|in town', 'à/le garage');
const HOSPITAL = spot('at/the hospital|in town', 'à/l’hôpital');
const STORM: NamedThing = [
  /clouds|nuages/,
  'cloud-with-lightning-and-rain',
  { en: 'storm clouds', fr: 'des nuages d’orage' },
];
const FIRE_TRUCK = { en: 'the fire truck', fr: 'le camion de pompiers' };
const SCHOOL_BUS = { en: 'the school bus', fr: 'le car scolaire' };

/**
 * The tow truck's day (goal-rescue-tow-words.ts): each rescue drawn with its object (the car in
 * the mud, the bus and its wheel, the ice-cream van, the boat, the fruit van), the fallen tree on
 * the old bridge at the turn with the fire truck and the police car.
 */
export const TOW_CALLS: Calls = {
  openings: TOW_OPENINGS,
  problems: TOW_PROBLEMS,
  ready: TOW_READY,
  rescues: TOW_RESCUES,
  big: TOW_BIG,
  turns: TOW_TURNS,
  endings: TOW_ENDINGS,
  station: GARAGE,
  places: [
    GARAGE,
    spot('on/the building site', 'sur/le chantier'),
    spot('at/the train station', 'à/la gare'),
    spot('on/the big bridge', 'sur/le grand pont'),
    spot('in/the harbour', 'à/le port'),
    spot('at/the market', 'à/le marché'),
    ROAD,
  ],
  arrival: BRIDGE,
  named: [
    [/hook|crochet/, 'hook', { en: 'the hook', fr: 'le crochet' }],
    [
      /little red car|petite voiture rouge/,
      'automobile',
      { en: 'a little red car', fr: 'une petite voiture rouge' },
    ],
    [/mud|embourbée/, 'hole', { en: 'the mud', fr: 'la boue' }],
    [/blue bus|bus bleu/, 'bus', { en: 'the blue bus', fr: 'le bus bleu' }],
    [/brand-new wheel|roue toute neuve/, 'wheel', { en: 'a new wheel', fr: 'une roue neuve' }],
    [
      /ice-cream van|marchand de glaces/,
      'delivery-truck',
      { en: 'the ice-cream van', fr: 'la camionnette du marchand de glaces' },
    ],
    [/ice creams|leurs glaces/, 'ice-cream', { en: 'ice creams', fr: 'des glaces' }],
    [/boat|bateau/, 'speedboat', { en: 'a boat on its trailer', fr: 'un bateau sur sa remorque' }],
    [
      /fruit seller|marchand de fruits/,
      'delivery-truck',
      { en: 'the fruit van', fr: 'la camionnette de fruits' },
    ],
    [
      /book van|camionnette-bibliothèque/,
      'delivery-truck',
      { en: 'the book van', fr: 'la camionnette-bibliothèque' },
    ],
    [/\bbook\b|livre/, 'books', { en: 'books', fr: 'des livres' }],
    [
      /delivery van|camionnette du boulanger/,
      'delivery-truck',
      { en: 'the baker’s van', fr: 'la camionnette du boulanger' },
    ],
    [/warm bread|pain chaud/, 'bread', { en: 'warm bread', fr: 'du pain chaud' }],
    STORM,
    [/line of cars|file de voitures/, 'automobile', { en: 'a line of cars', fr: 'une file de voitures' }],
    [/fallen across|arbre était tombé/, 'deciduous-tree', { en: 'a fallen tree', fr: 'un arbre tombé' }],
    [/fire truck|camion de pompiers/, 'fire-engine', FIRE_TRUCK],
    [/police/, 'police-car', { en: 'the police car', fr: 'la voiture de police' }],
  ],
  turnDrawn: {
    // Three things at most are drawn (pictures/scene.ts): the tree, the bus, the truck that helped.
    subjects: ['deciduous-tree', 'bus', 'fire-engine'],
    said: [{ en: 'the fallen tree', fr: 'l’arbre tombé' }, SCHOOL_BUS, FIRE_TRUCK],
  },
  turnAction:
    'pulls the fallen tree off the old bridge in the storm, the fire truck and the police car beside it',
};

/**
 * The ambulance's day (goal-rescue-ambulance-words.ts): each one hurt drawn with what hurt them
 * (the bike, the banana peel, the football, the hammer), the bus on the old bridge at the turn
 * with the fire truck and the tow truck.
 */
export const AMBULANCE_CALLS: Calls = {
  openings: AMBULANCE_OPENINGS,
  problems: AMBULANCE_PROBLEMS,
  ready: AMBULANCE_READY,
  rescues: AMBULANCE_RESCUES,
  big: AMBULANCE_BIG,
  turns: AMBULANCE_TURNS,
  endings: AMBULANCE_ENDINGS,
  station: HOSPITAL,
  places: [
    HOSPITAL,
    spot('in/the park', 'à/le parc'),
    spot('at/the market', 'à/le marché'),
    spot('at/the football pitch', 'à/le terrain de football'),
    spot('on/the building site', 'sur/le chantier'),
    spot('at/the swimming pool|in town', 'à/la piscine'),
    ROAD,
  ],
  arrival: BRIDGE,
  named: [
    [/stretcher|brancard/, 'adhesive-bandage', { en: 'plasters', fr: 'des pansements' }],
    [/bike|vélo/, 'bicycle', { en: 'a bike', fr: 'un vélo' }],
    [/knee|genou/, 'adhesive-bandage', { en: 'a plaster', fr: 'un pansement' }],
    [/grandma|grand-mère/, 'old-woman', { en: 'a grandma', fr: 'une grand-mère' }],
    [/grandpa|grand-père/, 'old-man', { en: 'a grandpa', fr: 'un grand-père' }],
    [/banana|banane/, 'banana', { en: 'a banana peel', fr: 'une peau de banane' }],
    [/football/, 'soccer-ball', { en: 'a football', fr: 'un ballon de football' }],
    [/ice pack|poche de glace/, 'ice', { en: 'an ice pack', fr: 'une poche de glace' }],
    [/hammer|marteau/, 'hammer', { en: 'a hammer', fr: 'un marteau' }],
    [/bandage/, 'adhesive-bandage', { en: 'a bandage', fr: 'un bandage' }],
    [/little girl|petite fille/, 'girl', { en: 'a little girl', fr: 'une petite fille' }],
    [/plaster|pansement/, 'adhesive-bandage', { en: 'a plaster', fr: 'un pansement' }],
    STORM,
    [/cars pulled|voitures se rangèrent/, 'automobile', { en: 'cars', fr: 'des voitures' }],
    [/school bus|car scolaire/, 'bus', SCHOOL_BUS],
    [/fire truck|camion de pompiers/, 'fire-engine', FIRE_TRUCK],
    [/tow truck|dépanneuse/, 'pickup-truck', { en: 'the tow truck', fr: 'la dépanneuse' }],
  ],
  turnDrawn: {
    subjects: ['bus', 'fire-engine', 'pickup-truck'],
    said: [SCHOOL_BUS, FIRE_TRUCK, { en: 'the tow truck', fr: 'la dépanneuse' }],
  },
  turnAction:
    'looks after the children of the bus on the old bridge in the storm, with the fire truck and the tow truck',
};
