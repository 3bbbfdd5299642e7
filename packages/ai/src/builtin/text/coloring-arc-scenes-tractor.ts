import { type ColoringScene, scene as s } from './coloring-arc-scene';

const BARN = /big red barn/;
const TRACK = /farm track/;

/**
 * The helpful tractor's day as a coloring book, in the story's order (goal-rescue-vehicle-tractor.ts):
 * ready in the barn, one job a page at its farm spot with what it helped, the storm on the track, the
 * school bus towed out of the river at the turn, the bubble bath in the barn. A tractor does only what
 * a vehicle can (coloring-vehicle-acts.ts): its rope pulls, its trailer carries; no hands.
 */
export const TRACTOR: ColoringScene[] = [
  s('coils up its long rope', 'enroule sa longue corde', ['knot'], BARN),
  s(
    'pulls a little red car out of the mud',
    'sort une petite voiture rouge de la boue',
    ['automobile', 'hole'],
    /pond/,
  ),
  s(
    'carries the hay bales in its trailer',
    'porte les bottes de foin dans sa remorque',
    ['sheaf-of-rice'],
    /hay field/,
  ),
  s(
    'pulls a fallen tree off the path',
    'tire un arbre tombé hors du chemin',
    ['wood', 'red-apple'],
    /orchard/,
  ),
  s('brings grain to the hens', 'apporte du grain aux poules', ['chicken'], /henhouse/),
  s('brings the pumpkins to market', 'apporte les citrouilles au marché', ['jack-o-lantern'], /market/),
  s(
    'splashes through the puddles in the storm',
    'fonce dans les flaques sous l’orage',
    ['cloud-with-lightning-and-rain'],
    TRACK,
    { storm: true },
  ),
  s(
    'tows the school bus out of the rising water',
    'sort le car scolaire de l’eau qui monte',
    ['bus', 'water-wave', 'pickup-truck'],
    /river/,
    { turn: true },
  ),
  s('gets a soapy bubble bath', 'prend un bain de mousse plein de bulles', ['bubbles'], BARN),
];
