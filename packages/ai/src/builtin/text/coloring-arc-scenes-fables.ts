import { type ColoringScene, scene as s } from './coloring-arc-scene';

/**
 * Two fables as coloring books, in the fable's order (goal-fable-ant.ts, goal-fable-wolf.ts), each
 * scene at the fable's own spot with its animals drawn beside the hero. Before, both colored the stock
 * activities at Maple Lane. No French word agrees with the hero (« qui porte », « qui garde »).
 */
export const ANT_SCENES: ColoringScene[] = [
  s(
    'carries a grain of wheat on her back',
    'porte un grain de blé sur son dos',
    ['sheaf-of-rice'],
    /summer meadow/,
  ),
  s('piles up grain after grain', 'empile les grains un à un', ['sheaf-of-rice'], /by the ant’s nest/),
  s(
    'listens to the grasshopper play his fiddle',
    'écoute la cigale jouer du violon',
    ['cricket', 'violin'],
    /summer meadow/,
  ),
  s(
    'says no when the grasshopper sings “Come and dance!”',
    'dit non quand la cigale chante « Viens danser ! »',
    ['cricket', 'musical-notes'],
    /summer meadow/,
  ),
  s(
    'watches the autumn leaves twirl down',
    'regarde tomber les feuilles d’automne',
    ['fallen-leaf'],
    /by the ant’s nest/,
  ),
  s(
    'watches the first snowflakes fall',
    'regarde tomber les premiers flocons',
    ['snowflake'],
    /snowy meadow/,
    {
      weather: 'snow',
    },
  ),
  s(
    'opens the door to the cold, hungry grasshopper',
    'ouvre la porte à la cigale gelée et affamée',
    ['cricket', 'snowflake'],
    /by the ant’s nest/,
    { turn: true, weather: 'snow' },
  ),
  s(
    'shares her grain with the grasshopper',
    'partage son grain avec la cigale',
    ['cricket', 'sheaf-of-rice'],
    /warm ant/,
  ),
  s(
    'dances while the grasshopper plays his fiddle for all the ants',
    'danse pendant que la cigale joue du violon pour toutes les fourmis',
    ['cricket', 'violin', 'musical-notes'],
    /warm ant/,
  ),
];

export const CRIED_WOLF_SCENES: ColoringScene[] = [
  s('watches the sheep munch the grass', 'garde les moutons qui broutent l’herbe', ['ewe'], /sheep’s hill/),
  s('yawns, bored, among the sheep', 'bâille d’ennui au milieu des moutons', ['ewe'], /sheep’s hill/),
  s(
    'shouts “Wolf! Wolf!” by the sheep, just for fun',
    'crie « Au loup ! » près des moutons, pour rire',
    ['ewe'],
    /sheep’s hill/,
  ),
  s(
    'sees the villagers run up with their sticks',
    'voit les villageois accourir avec leurs bâtons',
    ['man', 'woman'],
    /little village/,
  ),
  s(
    'laughs at the villagers, for there is no wolf',
    'se moque des villageois, car il n’y a pas de loup',
    ['man', 'woman'],
    /sheep’s hill/,
  ),
  s(
    'spots a real wolf near the sheep at dusk',
    'aperçoit au crépuscule un vrai loup près des moutons',
    ['wolf', 'ewe'],
    /sheep’s hill/,
    { night: true },
  ),
  s(
    'calls in vain to the village for help',
    'appelle en vain le village à l’aide',
    ['houses'],
    /sheep’s hill/,
    { night: true },
  ),
  s(
    'sees the sheep scatter and hide among the rocks',
    'voit les moutons s’éparpiller et se cacher entre les rochers',
    ['ewe', 'rock'],
    /sheep’s hill/,
    { turn: true, night: true },
  ),
  s('leads every sheep safely home', 'ramène chaque mouton sain et sauf', ['ewe'], /little village/),
  s(
    'promises the villagers to always tell the truth',
    'promet aux villageois de toujours dire la vérité',
    ['man', 'woman'],
    /little village/,
  ),
];
