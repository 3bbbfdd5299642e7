import type { Room } from './interiors';
import { lake } from './landmark-lake';
import { barnWithAnimal, castle, craters, shed } from './landmark-scenes';
import * as L from './landmark-shapes';
import * as V from './landmark-village';
import type { SnowRoom } from './snow-rooms';
import { snowyBeds } from './winter-trees';

/**
 * What makes one place of a setting recognisable: the story's ~140 places (idea/settings.ts and
 * the themes' places) fall into families, each with one drawn landmark: a lighthouse, a pool,
 * shelves of books, a barn… matched on the same place string the text prints (`Place.pic`, English).
 * Indoor places (`room`) replace the sky and hills with a room and its window; `inside` an igloo or
 * an ice cave, with walls of snow or ice and the way out (snow-rooms.ts).
 */
type Family = { id: string; re: RegExp; room?: Room; inside?: SnowRoom; draw?: (s: L.Spot) => string };

const PUMPKIN_ROW = ['jack-o-lantern', 'fallen-leaf', 'jack-o-lantern', 'jack-o-lantern'];

const FAMILIES: Family[] = [
  { id: 'library', re: /library|bibliothèque/i, room: 'library' },
  { id: 'classroom', re: /classroom|art room|school hall|salle de classe|préau/i, room: 'classroom' },
  { id: 'kitchen', re: /kitchen|cuisine/i, room: 'kitchen' },
  { id: 'throne', re: /throne|trône/i, room: 'throne' },
  { id: 'bedroom', re: /bedroom|chambre/i, room: 'bedroom' },
  { id: 'lighthouse', re: /lighthouse|phare/i, draw: L.lighthouse },
  { id: 'pool', re: /\bpool\b|piscine|bassin/i, draw: L.pool },
  // A lake setting's spots ("the old jetty by the lake"), before the sea's pier and the small pond.
  { id: 'lake', re: /\b(?:by|on|of) the lake\b/i, draw: lake },
  { id: 'pier', re: /pier|jetty|jetée/i, draw: L.pier },
  { id: 'harbour', re: /harbou?r|\bport\b/i, draw: (s) => L.pier(s) + s.p.icon('anchor', s.x, s.g - 40, 70) },
  { id: 'dunes', re: /dunes?/i, draw: L.dunes },
  {
    id: 'rock-pools',
    re: /rock pools|rocky shore|cove|crique|rivage/i,
    draw: (s) => L.iconRow(s, ['rock', 'crab', 'rock', 'spiral-shell'], 80),
  },
  {
    id: 'ice-cream',
    re: /ice-cream|glaces/i,
    draw: (s) => L.shop(s, ['soft-ice-cream', 'ice-cream', 'soft-ice-cream'], '#f48fb1'),
  },
  {
    id: 'bakery',
    re: /bakery|boulangerie/i,
    draw: (s) => L.shop(s, ['baguette-bread', 'croissant', 'bread']),
  },
  {
    id: 'ramen',
    re: /ramen/i,
    draw: (s) => L.shop(s, ['steaming-bowl', 'red-paper-lantern', 'steaming-bowl'], '#c8372d'),
  },
  {
    id: 'cafe',
    re: /café|cafe/i,
    draw: (s) => L.shop(s, ['hot-beverage', 'shortcake', 'hot-beverage'], '#3b82f6'),
  },
  { id: 'market', re: /market|marché/i, draw: L.market },
  // A village's spots (idea/settings-built.ts): its church, old well, square, fountain, lane and fields.
  { id: 'church', re: /church|bell tower|église|clocher/i, draw: V.church },
  { id: 'well', re: /\bwell\b|puits/i, draw: V.well },
  { id: 'village-square', re: /village square|place du village/i, draw: V.villageSquare },
  { id: 'fountain', re: /fountain|fontaine/i, draw: V.villageFountain },
  { id: 'lane', re: /narrow lane|ruelle/i, draw: V.lane },
  { id: 'village-fields', re: /fields around the village|champs autour du village/i, draw: V.villageFields },
  {
    id: 'hay',
    re: /hay field|foin/i,
    draw: (s) => L.iconRow(s, ['sheaf-of-rice', 'tractor', 'sheaf-of-rice'], 150, 1),
  },
  { id: 'barn', re: /barn|stable|henhouse|grange|écurie|poulailler/i, draw: barnWithAnimal },
  { id: 'pond', re: /pond|lake|swamp|mare|étang|lac|marais/i, draw: L.pond },
  { id: 'waterfall', re: /waterfall|cascade/i, draw: L.waterfall },
  { id: 'river', re: /river|stream|rivière|ruisseau/i, draw: L.river },
  {
    id: 'shell-palace',
    re: /shell palace|palais de coquillages/i,
    draw: (s) => s.p.icon('castle', s.x, s.g - 130, 280) + s.p.icon('spiral-shell', s.x + 120, s.g - 20, 80),
  },
  {
    id: 'castle',
    re: /castle|tower|drawbridge|palace|dragon’s hill|château|pont-levis|palais/i,
    draw: castle,
  },
  { id: 'bridge', re: /bridge|pont/i, draw: L.bridge },
  // Inside an igloo or an ice cave, as the text says ("In the igloo, Pip searched high and low").
  { id: 'ice-cave', re: /ice cave|grotte de glace/i, inside: 'ice-cave' },
  { id: 'cave', re: /cave|grotte/i, draw: L.cave },
  { id: 'igloo', re: /igloo/i, inside: 'igloo' },
  {
    id: 'sledge',
    re: /sledge|luge/i,
    draw: (s) =>
      s.p.icon('sled', s.x, s.g - 20, 120) + s.p.icon('snow-capped-mountain', s.x - 140, s.g - 120, 260),
  },
  {
    id: 'pines',
    re: /pine|sapin/i,
    draw: (s) => L.iconRow(s, ['evergreen-tree', 'evergreen-tree', 'evergreen-tree'], 220, 0.6),
  },
  {
    // A snowy hill is a soft white hill with firs, not the brown rock of the mountain icon.
    id: 'snowy-hill',
    re: /snowy hill|hill of snow|colline enneigée|colline de neige/i,
    draw: (s) =>
      s.p.path(`M${s.x - 300} ${s.g + 12} Q${s.x - 40} ${s.g - 300} ${s.x + 300} ${s.g + 12} Z`, '#f6fbff') +
      s.p.path(
        `M${s.x + 40} ${s.g - 140} Q${s.x + 200} ${s.g - 60} ${s.x + 300} ${s.g + 12} L${s.x + 120} ${s.g + 12} Z`,
        '#dcebf7',
      ) +
      L.iconRow({ ...s, g: s.g - 90 }, ['evergreen-tree', 'evergreen-tree'], 150, 1.6),
  },
  {
    id: 'peak',
    re: /peak|mountain|sommet|montagne/i,
    draw: (s) => s.p.icon('snow-capped-mountain', s.x, s.g - 150, 340),
  },
  { id: 'volcano', re: /volcano|lava|volcan|lave/i, draw: (s) => s.p.icon('volcano', s.x, s.g - 150, 340) },
  { id: 'temple', re: /temple/i, draw: (s) => s.p.icon('hindu-temple', s.x, s.g - 130, 280) },
  { id: 'shrine', re: /shrine|sanctuaire/i, draw: (s) => s.p.icon('shinto-shrine', s.x, s.g - 120, 260) },
  {
    id: 'playground',
    re: /playground|aire de jeux|récréation/i,
    draw: (s) => s.p.icon('playground-slide', s.x, s.g - 100, 230),
  },
  { id: 'school', re: /school|école/i, draw: (s) => s.p.icon('school', s.x, s.g - 130, 280) },
  {
    id: 'fire-station',
    re: /fire station|caserne/i,
    draw: (s) => L.iconRow(s, ['office-building', 'fire-engine'], 170, 1),
  },
  {
    id: 'doctor',
    re: /doctor|hospital|médecin|hôpital/i,
    draw: (s) => s.p.icon('hospital', s.x, s.g - 130, 280),
  },
  {
    id: 'station',
    re: /train station|\bgare\b/i,
    draw: (s) => L.iconRow(s, ['station', 'locomotive'], 170, 1),
  },
  {
    id: 'building-site',
    re: /building site|chantier/i,
    draw: (s) => L.iconRow(s, ['building-construction', 'construction'], 170, 1),
  },
  { id: 'pitch', re: /pitch|football|stadium|stade/i, draw: (s) => s.p.icon('goal-net', s.x, s.g - 60, 220) },
  { id: 'track', re: /running track|piste de course/i, draw: L.track },
  { id: 'court', re: /basketball|court|basket/i, draw: L.hoop },
  { id: 'bandstand', re: /bandstand|kiosque/i, draw: L.bandstand },
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
  { id: 'oak', re: /oak|big tree|chêne|grand arbre/i, draw: (s) => L.tree(s, s.x, 1.25) },
  {
    id: 'mushrooms',
    re: /mushroom|champignon/i,
    draw: (s) => L.iconRow(s, ['mushroom', 'mushroom', 'mushroom', 'mushroom', 'mushroom'], 70, 1.2, 30),
  },
  { id: 'log', re: /log|tronc/i, draw: (s) => s.p.icon('wood', s.x, s.g, 170) },
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
  { id: 'rings', re: /rings?\b|anneau/i, draw: (s) => s.p.icon('ringed-planet', s.x, s.g - 280, 330) },
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
    draw: (s) => s.p.circle(s.x, s.g - 300, 120, '#d9583b'),
  },
];

/** Family ids, in match order (tests list them). */
export const LANDMARK_IDS = FAMILIES.map((f) => f.id);

/** The landmark of a place string ("the lighthouse on the shore" → lighthouse), if its family has one. */
export function landmarkFor(place: string): Family | undefined {
  // The table is in match order: the most specific family first (classroom before school).
  return FAMILIES.find((f) => f.re.test(place));
}

/** The landmark's SVG, in a group whose id and class name it (the picture's tests read them). */
export function drawLandmark(f: Family, s: L.Spot): string {
  return f.draw ? `<g id="landmark-${f.id}" class="landmark">${f.draw(s)}</g>` : '';
}
