import type { Family } from './landmark-family';
import { craters, shed } from './landmark-scenes';
import * as L from './landmark-shapes';
import { redRocks } from './mars-ground';
import { snowyBeds } from './winter-trees';

/**
 * The landmark families of living things and other worlds, in match order after BUILT_FAMILIES:
 * trees, plants and gardens, the park's square, the jungle and the zoo, the sea's reef and wreck, space.
 */
const PUMPKIN_ROW = ['jack-o-lantern', 'fallen-leaf', 'jack-o-lantern', 'jack-o-lantern'];

/**
 * The landmark families of living things and other worlds, in match order after BUILT_FAMILIES:
 * trees, plants and gardens, the park's square, the jungle and the zoo, the sea's reef and wreck, space.
 */

export const LIVING_FAMILIES: Family[] = [
  {
    id: 'cherry',
    re: /cherry|cerisier/i,
    draw: (s) => L.tree(s, s.x - 90, 0.8, 'cherry') + L.tree(s, s.x + 110, 0.95, 'cherry'),
  },
  {
    id: 'orchard',
    re: /orchard|verger/i,
    draw: (s) => L.tree(s, s.x - 110, 0.8, 'apple') + L.tree(s, s.x + 110, 0.9, 'apple'),
  },
  // The treehouse the friends built (text/goal-task-script.ts): big, up in its own leafy tree.
  { id: 'treehouse', re: /treehouse/i, draw: (s) => s.p.icon('treehouse', s.x, s.g - 175, 360) },
  { id: 'oak', re: /oak|big tree|chêne|grand arbre/i, draw: (s) => L.tree(s, s.x, 1.25) },
  {
    id: 'mushrooms',
    re: /mushroom|champignon/i,
    draw: (s) => L.iconRow(s, ['mushroom', 'mushroom', 'mushroom', 'mushroom', 'mushroom'], 70, 1.2, 30),
  },
  { id: 'log', re: /log|tronc/i, draw: (s) => s.p.icon('wood', s.x, s.g, 170) },
  // A chameleon's hiding places (text/goal-task-colours.ts): the grey rock, the red wall it matches.
  { id: 'big-rock', re: /big rock|gros rocher/i, draw: (s) => s.p.icon('rock', s.x, s.g - 40, 180) },
  {
    id: 'brick-wall',
    re: /brick wall|mur de briques/i,
    draw: (s) => L.iconRow(s, ['brick', 'brick', 'brick', 'brick', 'brick'], 75, 0.95),
  },
  {
    id: 'berries',
    re: /berr|mûres/i,
    draw: (s) => L.iconRow(s, ['blueberries', 'herb', 'blueberries'], 100, 1),
  },
  // A garden's own spots (idea/settings.ts): rows of vegetables behind a low fence, a shed by its fence.
  // Halloween's pumpkin patch (text/themes-holidays.ts): a row of pumpkin lanterns among fallen leaves.
  { id: 'pumpkins', re: /pumpkin|citrouille/i, draw: (s) => L.iconRow(s, PUMPKIN_ROW, 95, 0.9, 30) },
  {
    id: 'vegetables',
    re: /vegetable|potager/i,
    draw: (s) =>
      L.fence(s, s.x - 230, s.x + 230) +
      L.iconRow(s, ['carrot', 'leafy-green', 'broccoli', 'tomato', 'carrot', 'leafy-green'], 75, 0.9, 30),
  },
  {
    id: 'shed',
    re: /tool shed|cabane à outils/i,
    draw: (s) => shed(s),
  },
  {
    id: 'flowers',
    re: /flower|garden|wildflower|fleurs|jardin/i,
    // Under snow the beds sleep: white mounds with a few dry stems, no tulips in the snowfall.
    draw: (s) =>
      s.snow
        ? snowyBeds(s)
        : L.iconRow(s, ['tulip', 'blossom', 'sunflower', 'hibiscus', 'tulip'], 80, 1.1, 20),
  },
  {
    id: 'square',
    re: /town square|\bpark\b|grande place|\bparc\b/i,
    draw: (s) => s.p.icon('fountain', s.x, s.g - 90, 200),
  },
  {
    id: 'jungle-trees',
    re: /tall trees|vines|fern|lianes|fougères/i,
    draw: (s) => L.iconRow(s, ['palm-tree', 'palm-tree', 'herb'], 220, 0.7),
  },
  { id: 'nest', re: /nest|nids/i, draw: (s) => s.p.icon('nest-with-eggs', s.x, s.g + 10, 120) },
  { id: 'hut', re: /\bhut\b|cabane/i, draw: (s) => s.p.icon('hut', s.x, s.g - 100, 230) },
  {
    id: 'giraffes',
    re: /giraffe|girafe/i,
    draw: (s) => L.fence(s, s.x - 200, s.x + 200) + s.p.icon('giraffe', s.x, s.g - 110, 220),
  },
  {
    id: 'monkeys',
    re: /monkey|singe/i,
    draw: (s) => L.tree(s, s.x, 1) + s.p.icon('monkey', s.x + 60, s.g - 230, 90),
  },
  { id: 'elephants', re: /elephant|éléphant/i, draw: (s) => L.iconRow(s, ['house', 'elephant'], 190, 0.9) },
  { id: 'lions', re: /lion/i, draw: (s) => L.iconRow(s, ['rock', 'lion', 'rock'], 120, 0.9) },
  {
    id: 'rocks',
    re: /singing rocks|rochers qui chantent/i,
    draw: (s) => L.iconRow(s, ['rock', 'rock', 'spiral-shell', 'rock'], 120, 1),
  },
  {
    id: 'reef',
    re: /reef|récif|coral|corail|seahorse|hippocampe/i,
    draw: (s) => L.iconRow(s, ['coral', 'tropical-fish', 'coral', 'coral'], 130, 1),
  },
  { id: 'kelp', re: /kelp|algues/i, draw: L.kelp },
  { id: 'wreck', re: /sunken|ship|épave/i, draw: L.wreck },
  {
    id: 'space-station',
    re: /space station|station spatiale/i,
    draw: (s) => s.p.icon('satellite', s.x, s.g - 260, 260),
  },
  { id: 'rings', re: /\brings?\b|anneau/i, draw: (s) => s.p.icon('ringed-planet', s.x, s.g - 280, 330) },
  { id: 'comet', re: /comet|comète/i, draw: (s) => s.p.icon('comet', s.x, s.g - 280, 300) },
  {
    id: 'asteroids',
    re: /asteroid|astéroïde/i,
    draw: (s) => L.iconRow(s, ['rock', 'rock', 'rock'], 110, 1.3, -220),
  },
  { id: 'moon-craters', re: /crater|moon|cratère|lune/i, draw: craters },
  {
    id: 'red-planet',
    re: /red planet|planète rouge/i,
    // On Mars' ground, its red rocks (a red disc in the sky was another planet seen from space).
    draw: redRocks,
  },
];
