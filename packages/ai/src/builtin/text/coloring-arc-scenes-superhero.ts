import { type ColoringScene, scene as s } from './coloring-arc-scene';

const SQUARE = /square/;
const MARKET = /market/;
const SCHOOL = /school/;
const LIBRARY = /library/;
const BRIDGE = /old bridge/;

/**
 * A superhero's day in the city (goal-superhero.ts) as a coloring book, in the story's order: 'A
 * superhero kid saves the city' printed stock captions ("finds the magic wand", "blows bubbles at the
 * market"). Now the cape tied on by the fountain, one small rescue a page at its own spot (the kitten,
 * the balloon, the apples, the bus, the puppy…), the storm over the old bridge, the sandbags piled with
 * everyone helped (the turn) and the city cheering. No French word agrees with the hero.
 */
export const SUPERHERO_SCENES: ColoringScene[] = [
  s(
    'ties on a cape and a mask by the fountain',
    'noue sa cape et met son masque près de la fontaine',
    ['fountain'],
    SQUARE,
  ),
  s(
    'carries a little kitten down from a tree',
    'redescend un petit chaton coincé dans un arbre',
    ['cat', 'deciduous-tree'],
    SQUARE,
  ),
  s(
    'jumps high to catch a runaway red balloon',
    'fait un grand bond pour rattraper un ballon rouge',
    ['balloon'],
    MARKET,
  ),
  s(
    'picks up every one of an old lady’s apples',
    'ramasse toutes les pommes d’une vieille dame',
    ['red-apple', 'old-woman'],
    /bakery/,
  ),
  s('pushes the big yellow bus out of the mud', 'pousse le grand bus jaune hors de la boue', ['bus'], SCHOOL),
  s('reads the collar of a lost little puppy', 'lit le collier d’un petit chiot perdu', ['dog'], LIBRARY),
  s(
    'catches a crate of oranges just in time',
    'rattrape juste à temps une caisse d’oranges',
    ['tangerine'],
    MARKET,
  ),
  s(
    'fishes a grandpa’s hat out of the fountain',
    'repêche dans la fontaine le chapeau d’un grand-père',
    ['top-hat', 'fountain'],
    SQUARE,
  ),
  s(
    'catches a tall pile of falling books',
    'rattrape une haute pile de livres qui tombe',
    ['books'],
    LIBRARY,
  ),
  s(
    'sets a little boy’s kite free from the roof',
    'décroche du toit le cerf-volant d’un petit garçon',
    ['kite'],
    SCHOOL,
  ),
  s(
    'sees the river rise under the storm clouds',
    'voit la rivière monter sous les nuages d’orage',
    ['cloud-with-lightning-and-rain', 'water-wave'],
    BRIDGE,
    { weather: 'storm' },
  ),
  // The turn's own drawing (goal-superhero.ts): the storm, the old lady and the bus full of sandbags.
  s(
    'piles up sandbags in the storm with the old lady and the yellow bus',
    'empile des sacs de sable sous l’orage avec la vieille dame et le bus jaune',
    [],
    BRIDGE,
    { subjectsOf: 'turn', turn: true, weather: 'storm' },
  ),
  s(
    'waves to the whole city under the confetti, with the old lady',
    'salue toute la ville sous les confettis, avec la vieille dame',
    ['old-woman', 'confetti-ball'],
    SQUARE,
  ),
];
