import { type ColoringScene, scene as s } from './coloring-arc-scene';
import { BATH, ROAD, STATION } from './coloring-arc-scenes-rescue-kit';

/**
 * The police car's day as a coloring book (goal-rescue-police-words.ts), gentle calls only: the
 * lost little dog, the traffic lights out, the runaway balloon cart, the ducks crossing, the lost
 * teddy, the little girl who lost her dad, then the farmer's cows brought home at the turn.
 */
export const POLICE: ColoringScene[] = [
  s('switches on its blue light', 'allume son gyrophare bleu', ['police-car-light'], STATION),
  s('finds a lost little dog', 'trouve un petit chien perdu', ['dog'], /park|town square/),
  s(
    'lets the cars go one by one at the broken traffic lights',
    'fait passer les voitures une à une au feu en panne',
    ['vertical-traffic-light', 'automobile'],
    /crossroads|on the bridge/,
  ),
  s(
    'stops the balloon seller’s runaway cart',
    'arrête la charrette du marchand de ballons',
    ['balloon'],
    /harbour/,
  ),
  s(
    'lets a mother duck and her ducklings cross the road',
    'laisse traverser une maman cane et ses canetons',
    ['duck'],
    /duck pond|on the bridge/,
  ),
  s(
    'finds a lost teddy bear under a bench',
    'retrouve un ours en peluche perdu sous un banc',
    ['teddy-bear'],
    /school/,
  ),
  s(
    'helps a little girl find her dad in the crowd',
    'aide une petite fille à retrouver son papa dans la foule',
    ['girl'],
    /market/,
  ),
  s(
    'sounds its siren on the way to the runaway cows',
    'fait chanter sa sirène en route vers les vaches échappées',
    ['cow'],
    ROAD,
  ),
  s(
    'brings the cows back to their field with the fire truck',
    'ramène les vaches dans leur pré avec le camion de pompiers',
    ['cow', 'fire-engine'],
    /old bridge|on the bridge/,
    { turn: true },
  ),
  BATH,
];

/**
 * The rescue helicopter's day as a coloring book (goal-rescue-helicopter-words.ts): the rope goes
 * down and the rescuer on it lifts; the helicopter hovers, lands, shines its searchlight.
 */
export const HELICOPTER: ColoringScene[] = [
  s(
    'checks its long rope and its ring buoy',
    'vérifie sa longue corde et sa bouée de sauvetage',
    ['knot', 'ring-buoy'],
    STATION,
  ),
  s(
    'lowers its rope to a stuck kitten',
    'fait descendre sa corde jusqu’à un chaton coincé',
    ['cat'],
    /cliff/,
  ),
  s('lifts a shipwrecked sailor off a rock', 'hisse à bord un marin échoué sur un rocher', ['rock'], /rocks/),
  s(
    'lands softly on a flat rock for a walker',
    'se pose tout doucement sur un rocher plat pour une randonneuse',
    ['rock'],
    /mountain/,
  ),
  s(
    'drops a ring buoy to a tired swimmer',
    'lance une bouée de sauvetage à une nageuse fatiguée',
    ['ring-buoy'],
    /lake/,
  ),
  s(
    'brings back a child drifting on an inflatable crocodile',
    'ramène un enfant qui dérivait sur un crocodile gonflable',
    ['crocodile', 'child'],
    /beach/,
  ),
  s(
    'shines its searchlight in the storm',
    'allume son projecteur sous l’orage',
    ['cloud-with-lightning-and-rain'],
    /sky over/,
    {
      storm: true,
    },
  ),
  s(
    'finds the lost fishing boat with the lifeboat',
    'retrouve le bateau de pêche perdu avec le canot de sauvetage',
    ['sailboat', 'speedboat'],
    /lighthouse/,
    { turn: true },
  ),
  BATH,
];
