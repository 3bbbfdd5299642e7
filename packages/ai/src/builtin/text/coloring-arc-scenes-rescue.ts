import type { RescueVehicle } from '../idea/read-goal-rescue-vehicle';
import { type ColoringScene, scene as s } from './coloring-arc-scene';
import { HELICOPTER, POLICE } from './coloring-arc-scenes-police';
import { BATH, ROAD, STATION } from './coloring-arc-scenes-rescue-kit';
import { TRACTOR } from './coloring-arc-scenes-tractor';
import { DIGGER, TUG } from './coloring-arc-scenes-tug-digger';

/**
 * A rescue vehicle's day as a coloring book, in the story's order (goal-rescue-vehicle.ts): the call
 * at the station, one rescue a page with what it saved, the storm or the big fire on the way, the
 * biggest call with the other vehicles at the turn, the bubble bath at the end. A vehicle does only
 * what a vehicle can (coloring-vehicle-acts.ts): its ladder rises, its hose sprays, its hook pulls,
 * it brings a plaster; no hands. Each spot is named for Busy Town and for the city the idea may name
 * (goal-rescue-vehicle-city.ts), so a city book draws the same call at the city's spot.
 */
const FIRE: ColoringScene[] = [
  s('rings its big bell', 'fait sonner sa grosse cloche', ['bell'], STATION),
  s(
    'raises its big ladder to a kitten stuck in a tree',
    'déplie sa grande échelle jusqu’à un chaton coincé dans un arbre',
    ['ladder', 'cat', 'deciduous-tree'],
    /park|town square/,
  ),
  s('sprays water on a cloud of smoke', 'arrose d’eau un nuage de fumée', ['droplet', 'cloud'], /bakery/),
  s('pumps the flooded street dry', 'pompe l’eau de la rue inondée', ['water-wave'], /market/),
  s(
    'brings a red balloon down from the roof',
    'rapporte un ballon rouge coincé sur le toit',
    ['balloon'],
    /school/,
  ),
  s(
    'puts out a garden bonfire with water from its hose',
    'éteint un feu de jardin avec l’eau de sa lance',
    ['fire', 'droplet'],
    /garden/,
  ),
  s(
    'finds only burnt toast behind the smoke',
    'ne trouve qu’une tartine brûlée derrière la fumée',
    ['bread', 'cloud'],
    /library/,
  ),
  s('zooms off, siren wailing, to the big fire', 'file, sirène hurlante, vers le grand feu', ['fire'], ROAD),
  s(
    'sprays water on the big fire with the police car',
    'arrose d’eau le grand feu avec la voiture de police',
    ['fire', 'droplet', 'police-car'],
    /old barn|busy market/,
    { turn: true },
  ),
  BATH,
];

const TOW: ColoringScene[] = [
  s('checks its strong hook', 'vérifie son crochet solide', ['hook'], STATION),
  s(
    'beeps hello to a long line of cars',
    'klaxonne pour saluer une longue file de voitures',
    ['automobile'],
    ROAD,
  ),
  s(
    'pulls a little red car out of the mud',
    'sort une petite voiture rouge de la boue',
    ['automobile', 'hole'],
    /building site/,
  ),
  s(
    'tows the blue bus with a flat tyre',
    'remorque le bus bleu au pneu crevé',
    ['bus'],
    /train station|school/,
  ),
  s(
    'moves the broken-down ice-cream van',
    'déplace la camionnette du marchand de glaces en panne',
    ['delivery-truck', 'ice-cream'],
    /big bridge|on the bridge/,
  ),
  s(
    'lends power to the fruit van with two long cables',
    'prête de l’énergie à la camionnette de fruits avec deux longs câbles',
    ['delivery-truck'],
    /market/,
  ),
  s(
    'catches a boat on its trailer just in time',
    'rattrape un bateau sur sa remorque juste à temps',
    ['speedboat'],
    /harbour/,
  ),
  s(
    'spins its orange light in the storm',
    'fait tourner son gyrophare orange sous l’orage',
    ['cloud-with-lightning-and-rain'],
    ROAD,
    { storm: true },
  ),
  s(
    'pulls a fallen tree off the road with the fire truck',
    'tire un arbre tombé hors de la route avec le camion de pompiers',
    ['deciduous-tree', 'fire-engine'],
    /old bridge|bridge in the city|on the bridge/,
    { turn: true },
  ),
  BATH,
];

const AMBULANCE: ColoringScene[] = [
  s(
    'checks its soft stretcher and its plasters',
    'vérifie son brancard moelleux et ses pansements',
    ['adhesive-bandage'],
    STATION,
  ),
  s('thanks the cars that pull over', 'remercie les voitures qui se rangent', ['automobile'], ROAD),
  s(
    'brings a plaster to a boy who fell off his bike',
    'apporte un pansement à un garçon tombé de son vélo',
    ['bicycle', 'adhesive-bandage'],
    /park|town square/,
  ),
  s(
    'comes to help a grandpa who slipped on a banana peel',
    'vient en aide à un grand-père qui a glissé sur une peau de banane',
    ['old-man', 'banana'],
    /market/,
  ),
  s(
    'brings an ice pack to a football player',
    'apporte une poche de glace à une joueuse de football',
    ['ice', 'soccer-ball'],
    /pitch|school/,
  ),
  s(
    'brings a bandage for a thumb hit by a hammer',
    'apporte un bandage pour un pouce tapé d’un coup de marteau',
    ['hammer', 'adhesive-bandage'],
    /building site/,
  ),
  s(
    'brings a plaster to a little girl who cut her foot',
    'apporte un pansement à une petite fille qui s’est coupé le pied',
    ['adhesive-bandage'],
    /pool/,
  ),
  s(
    'sounds its siren in the storm',
    'fait hurler sa sirène sous l’orage',
    ['cloud-with-lightning-and-rain'],
    ROAD,
    { storm: true },
  ),
  s(
    'looks after the school bus’s children with the fire truck',
    'veille sur les enfants du car scolaire avec le camion de pompiers',
    ['bus', 'fire-engine'],
    /old bridge|bridge in the city|on the bridge/,
    { turn: true },
  ),
  BATH,
];

/** Busy Town's spots the city has not (its garden, building site, harbour): not drawn in a city book. */
const BUSY_TOWN_ONLY = /garden|building site|harbour|pool/;
/** The city's own calls in their place (goal-rescue-vehicle-city-words.ts). */
const CITY: Record<RescueVehicle, ColoringScene[]> = {
  fire: [],
  police: [],
  helicopter: [],
  tractor: [],
  tug: [],
  digger: [],
  tow: [
    s(
      'lifts the little book van out of a pothole',
      'sort la petite camionnette-bibliothèque d’un nid-de-poule',
      ['delivery-truck', 'books'],
      /library/,
    ),
    s(
      'tows the baker’s van full of warm bread',
      'remorque la camionnette du boulanger pleine de pain chaud',
      ['delivery-truck', 'bread'],
      /town square/,
    ),
  ],
  ambulance: [
    s(
      'brings a warm blanket to a grandma who bumped her elbow',
      'apporte une couverture bien chaude à une grand-mère qui s’est cogné le coude',
      ['old-woman'],
      /library/,
    ),
    s(
      'brings a soft bandage for the baker’s burnt finger',
      'apporte un bandage tout doux pour le doigt brûlé de la boulangère',
      ['adhesive-bandage'],
      /bakery/,
    ),
  ],
};

/** A rescue vehicle's coloring scenes (coloring-arc.ts arcColoringScenes), at the city's spots in a city book. */
export function rescueScenes(vehicle: RescueVehicle, city: boolean): ColoringScene[] {
  const scenes = {
    fire: FIRE,
    tow: TOW,
    ambulance: AMBULANCE,
    police: POLICE,
    helicopter: HELICOPTER,
    tractor: TRACTOR,
    tug: TUG,
    digger: DIGGER,
  }[vehicle];
  if (!city) return scenes;
  const kept = scenes.filter((x) => !x.at || !BUSY_TOWN_ONLY.test(x.at.source));
  // The city's calls before the storm or the big fire on the way: the last three stay last.
  return [...kept.slice(0, -3), ...CITY[vehicle], ...kept.slice(-3)];
}
