import { place as p, type Setting, setting as s } from './settings-kit';

/**
 * A lake's spots: its water across the back of the picture, reeds, a jetty and its rowing boat
 * (pictures/landmark-lake.ts draws them; every spot's picture says "by the lake").
 */
const LAKE_SPOTS = [
  p('on/the old jetty|by the lake', 'sur/le vieux ponton'),
  p('among/the tall reeds|by the lake', 'parmi/les grands roseaux'),
  p('by/the water lilies|on the lake', 'près de/les nénuphars'),
  p('under/the weeping willow|by the lake', 'sous/le saule pleureur'),
  p('at/the fishing spot|by the lake', 'à/le coin de pêche'),
  p('on/the pebbly bank|of the lake', 'sur/la rive de galets'),
];

/**
 * A river's spots: its water across the picture (pictures/landmark-rivers.ts draws the river, its
 * waterfall and its bridge; every spot's picture names the river or its waterfall).
 */
const RIVER_SPOTS = [
  p('on/the grassy riverbank|by the river', 'sur/la berge herbeuse'),
  p('on/the stepping stones|across the river', 'sur/les pierres du gué'),
  p('on/the old bridge|over the river', 'sur/le vieux pont'),
  p('by/the little waterfall|up the river', 'près de/la petite cascade'),
  p('under/the alder tree|by the river', 'sous/l’aulne'),
  p('by/the bend in the river', 'près de/le méandre'),
];

/** Settings by the water or in it: the beach, under the sea, a lake, a pond and a river (settings.ts gathers them). */
export const WATER_SETTINGS: readonly Setting[] = [
  s(
    'beach',
    'beach',
    'plage',
    true,
    'at the beach',
    'à la plage',
    ['seaside', 'shore', 'bord de mer'],
    [
      p('among/the rock pools|on the beach', 'parmi/les rochers de la plage'),
      p('in/the sand dunes|by the beach', 'dans/les dunes'),
      p('on/the old pier|on the shore', 'sur/la vieille jetée'),
      p('at/the lighthouse|on the shore', 'à/le phare'),
      p('at/the ice-cream hut|on the beach', 'à/la cabane des glaces'),
      p('in/the calm cove|on the beach', 'dans/la petite crique'),
    ],
  ),
  s(
    'sea',
    'sea',
    'mer',
    true,
    'under the sea',
    'sous la mer',
    ['ocean', 'océan', 'reef', 'récif', 'underwater'],
    [
      p('on/the coral reef', 'sur/le récif de corail'),
      p('in/the kelp forest under the sea', 'dans/la forêt d’algues'),
      p('by/the sunken ship|in the deep', 'près de/l’épave du vieux bateau'),
      p('in/the seabed caves', 'dans/les grottes sous-marines'),
      p('in/the lagoon', 'dans/le lagon'),
      p('in/the deep blue water', 'dans/les eaux profondes'),
    ],
  ),
  // A lake or a pond (each printed as the idea names it): the same spots, drawn by the lake.
  s('lake', 'lake', 'lac', false, 'by the lake', 'au bord du lac', ['lakes', 'lakeside', 'lacs'], LAKE_SPOTS),
  s('pond', 'pond', 'étang', false, 'by the pond', 'au bord de l’étang', ['ponds', 'étangs'], LAKE_SPOTS),
  s(
    'river',
    'river',
    'rivière',
    true,
    'by the river',
    'au bord de la rivière',
    ['rivers', 'riverbank', 'rivières'],
    RIVER_SPOTS,
  ),
];
