import type { PlacedL } from './story-place-fit';
import { step as b } from './task-step';

/**
 * The cold of a hero of the water (a fish from the river) in the mountains or the snow: 'A little
 * fish who dreams of seeing the mountains' got the land heroes' cold, "feet began to freeze", and
 * drank hot cocoa by the mountain lake. Now the cold water shivers its fins, it swims under a sheet of
 * ice, warms up in a warm spring, at the bottom, in the sun just under the water.
 */
export const CHILL: [PlacedL, string][] = [
  [
    b(
      '{atPlace}, the water turned so cold that {name} shivered from fins to tail. “Brr! It is much too cold for {aKind}!”',
      '{atPlace}, l’eau devint si froide que {name} grelotta des nageoires jusqu’à la queue. « Brr ! Il fait bien trop froid pour {aKind} ! »',
    ),
    'snowflake',
  ],
  [
    b(
      '{atPlace}, {theHelper} showed {name} a warm spring bubbling up between the stones, and {name} swam round and round in it.',
      '{atPlace}, {theHelper} montra à {name} une source chaude qui bouillonnait entre les pierres, et {name} y nagea en rond, encore et encore.',
    ),
    'hot-springs',
  ],
  [
    b(
      '{atPlace}, a thin sheet of ice lay on the water, and {name} swam right under it, gazing up at the white sky through the ice.',
      '{atPlace}, une fine couche de glace couvrait l’eau, et {name} nagea juste en dessous, les yeux levés vers le ciel blanc à travers la glace.',
    ),
    'ice',
  ],
  [
    b(
      '{atPlace}, {name} flicked a tail, quick, quick, quick, and swam fast to keep warm.',
      '{atPlace}, {name} frétilla de la queue, vite, vite, vite, et nagea à toute allure pour se réchauffer.',
    ),
    'bubbles',
  ],
  [
    b(
      '{atPlace}, {name} rested deep down at the bottom, where the water stays a little warmer.',
      '{atPlace}, {name} se reposa tout au fond, là où l’eau reste un peu moins froide.',
    ),
    'rock',
  ],
  [
    b(
      '{atPlace}, the sun came out and warmed the top of the water, and {name} basked just below it.',
      '{atPlace}, le soleil se montra et réchauffa le dessus de l’eau, et {name} s’y prélassa, juste en dessous.',
    ),
    'sun',
  ],
];
