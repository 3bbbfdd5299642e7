import {
  POLICE_BIG,
  POLICE_ENDINGS,
  POLICE_OPENINGS,
  POLICE_PROBLEMS,
  POLICE_READY,
  POLICE_RESCUES,
  POLICE_TURNS,
} from './goal-rescue-police-words';
import { type Calls, ROAD, spot } from './goal-rescue-vehicle-kit';

const STATION = spot('at/the police station|in town', 'à/le commissariat');
const FIRE_TRUCK = { en: 'the fire truck', fr: 'le camion de pompiers' };
const TOW_TRUCK = { en: 'the tow truck', fr: 'la dépanneuse' };

/**
 * The police car's day (goal-rescue-police-words.ts): each call drawn with what it saved (the
 * little dog, the traffic lights and the cars, the balloons, the ducks, the teddy, the little
 * girl), the farmer's cows on the old bridge at the turn with the fire truck and the tow truck.
 * Never the police car beside itself: "police" names the hero here, not a helper.
 */
export const POLICE_CALLS: Calls = {
  openings: POLICE_OPENINGS,
  problems: POLICE_PROBLEMS,
  ready: POLICE_READY,
  rescues: POLICE_RESCUES,
  big: POLICE_BIG,
  turns: POLICE_TURNS,
  endings: POLICE_ENDINGS,
  station: STATION,
  places: [
    STATION,
    spot('in/the park', 'à/le parc'),
    spot('at/the big crossroads|in town', 'à/le grand carrefour'),
    spot('in/the harbour', 'à/le port'),
    { ...spot('by/the duck pond|in the park', 'près de/la mare aux canards'), family: 'nature' },
    spot('at/the school|in town', 'à/l’école'),
    spot('at/the market', 'à/le marché'),
    ROAD,
  ],
  arrival: spot('on/the old bridge', 'sur/le vieux pont'),
  named: [
    [/little dog|petit chien/, 'dog', { en: 'a little dog', fr: 'un petit chien' }],
    [
      /traffic lights|feux de circulation/,
      'vertical-traffic-light',
      { en: 'the traffic lights', fr: 'les feux' },
    ],
    [/cars crossed|voitures traversèrent/, 'automobile', { en: 'cars', fr: 'des voitures' }],
    [/balloon|ballon/, 'balloon', { en: 'balloons', fr: 'des ballons' }],
    [/ducks|canards/, 'duck', { en: 'the ducks', fr: 'les canards' }],
    [/teddy|ours en peluche/, 'teddy-bear', { en: 'a teddy bear', fr: 'un ours en peluche' }],
    [/little boy|petit garçon/, 'boy', { en: 'a little boy', fr: 'un petit garçon' }],
    [/little girl|petite fille/, 'girl', { en: 'a little girl', fr: 'une petite fille' }],
    [/her dad|son papa/, 'man', { en: 'her dad', fr: 'son papa' }],
    [/cows|vaches/, 'cow', { en: 'cows', fr: 'des vaches' }],
    [/line of .*cars|file de voitures/, 'automobile', { en: 'a line of cars', fr: 'une file de voitures' }],
    [/fire truck|camion de pompiers/, 'fire-engine', FIRE_TRUCK],
    [/tow truck|dépanneuse/, 'pickup-truck', TOW_TRUCK],
    [/children on the pavement|enfants sur le trottoir/, 'child', { en: 'children', fr: 'des enfants' }],
  ],
  turnDrawn: {
    subjects: ['cow', 'fire-engine', 'pickup-truck'],
    said: [{ en: 'the cows', fr: 'les vaches' }, FIRE_TRUCK, TOW_TRUCK],
  },
  turnAction:
    'brings the farmer’s cows off the old bridge and back to their field, with the fire truck and the tow truck',
};
