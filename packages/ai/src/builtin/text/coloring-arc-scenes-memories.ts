import { type ColoringScene, scene as s } from './coloring-arc-scene';

/**
 * A grandparent's childhood stories as a coloring book, in the story's order (goal-memories.ts): the
 * album by the armchair, the memories at their own places — the grandparent drawn there as a child
 * (the arc's `memory` drawing) with the memory's thing — cocoa, the attic box, the keepsake at the
 * turn, asleep at the end. {gp}: "Grandpa", « Papi ». The grandparent of today stands beside the
 * child on the house's pages (the arc's `opening` drawing). No French word agrees with the hero.
 */
const NOW = { subjectsOf: 'opening' };
const THEN = { subjectsOf: 'memory' };

export const MEMORIES_SCENES: ColoringScene[] = [
  s(
    'opens the old photo album with {gp}',
    'ouvre le vieil album de photos avec {gp}',
    ['framed-picture'],
    /armchair/,
    NOW,
  ),
  s(
    'imagines {gp} as a child on an old red bicycle',
    'imagine {gp} enfant sur un vieux vélo rouge',
    ['bicycle'],
    /country lane/,
    THEN,
  ),
  s(
    'imagines {gp} as a child milking the cow',
    'imagine {gp} enfant en train de traire la vache',
    ['cow'],
    /cowshed/,
    THEN,
  ),
  s(
    'imagines {gp} as a child fishing with a rod',
    'imagine {gp} enfant qui pêche à la canne',
    ['fishing-pole', 'fish'],
    /river/,
    THEN,
  ),
  s('drinks hot cocoa with {gp}', 'boit un chocolat chaud avec {gp}', ['hot-beverage'], /warm kitchen/, NOW),
  s(
    'imagines {gp} as a child buying a lollipop with a penny',
    'imagine {gp} enfant qui achète une sucette avec une pièce',
    ['lollipop', 'coin'],
    /sweet shop/,
    THEN,
  ),
  s(
    'imagines {gp} as a child on a wooden sledge',
    'imagine {gp} enfant sur une luge en bois',
    ['sled'],
    /snowy hill/,
    THEN,
  ),
  s(
    'opens an old box of treasures with {gp}',
    'ouvre une vieille boîte à trésors avec {gp}',
    ['package'],
    /attic/,
    NOW,
  ),
  s('is given an old medal by {gp}', 'reçoit une vieille médaille de {gp}', ['sports-medal'], /armchair/, {
    ...NOW,
    turn: true,
  }),
  s('falls asleep, dreaming of long ago', 's’endort en rêvant d’autrefois', [], /bedroom/, {
    night: true,
    asleep: true,
  }),
];
