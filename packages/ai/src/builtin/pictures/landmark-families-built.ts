import { FAIR_FAMILIES } from './landmark-fair';
import type { Family } from './landmark-family';
import { lake } from './landmark-lake';
import { sandpit } from './landmark-sandpit';
import { barnWithAnimal, castle, sty } from './landmark-scenes';
import * as L from './landmark-shapes';
import * as G from './landmark-sport-grounds';
import * as V from './landmark-village';

/**
 * The landmark families of built places and their surroundings, in match order (landmarks.ts reads
 * this table first): rooms, the shore and the sea front, shops, markets and the village, the farm,
 * water inland, the castle, snow and mountains, temples, town buildings and sports grounds.
 */
export const BUILT_FAMILIES: Family[] = [
  // Indoor places one visits or works in (interiors-visit.ts, interiors-work.ts), before the kitchen
  // ("the bakery kitchen by the big oven"), the pool ("the touch pool in the aquarium") and the shops.
  // The first haircut's salon (text/goal-haircut.ts), before the living room its French name holds.
  { id: 'salon', re: /hairdresser|barber|coiffure|coiffeur/i, room: 'salon' },
  // The supermarket's aisles (text/goal-shop.ts), before the bakery its counter holds.
  { id: 'supermarket', re: /supermarket|supermarché/i, room: 'supermarket' },
  // The nursery's sandpit (goal-first-day-young.ts), before the nursery and the playground.
  { id: 'sandpit', re: /sandpit|sandbox|bac à sable/i, draw: sandpit },
  { id: 'aquarium', re: /aquarium/i, room: 'aquarium' },
  { id: 'museum', re: /museum|musée/i, room: 'museum' },
  { id: 'bakery', re: /bakery|boulangerie|fournil/i, room: 'bakery' },
  { id: 'fire-station', re: /fire station|caserne/i, room: 'fire-station' },
  // The police car's station (text/goal-rescue-vehicle-police.ts): a blue-striped front, its light.
  {
    id: 'police-station',
    re: /police station|commissariat/i,
    draw: (s) => L.shop(s, ['police-car-light', 'police-officer', 'police-car-light'], '#1d4ed8'),
  },
  // The postman's sorting office and round (text/day-job-words-post.ts): a yellow-striped front, the
  // houses with their letterboxes.
  {
    id: 'post-office',
    re: /post office|sorting office|centre de tri|bureau de poste/i,
    draw: (s) => L.shop(s, ['envelope', 'postbox', 'package'], '#f5b700'),
  },
  {
    id: 'post-round',
    re: /houses on the street/i,
    draw: (s) => L.iconRow(s, ['house', 'closed-mailbox-with-raised-flag', 'house-with-garden'], 150),
  },
  { id: 'vet', re: /vet’s clinic|vet's clinic|clinique vétérinaire/i, room: 'clinic' },
  { id: 'doctor', re: /doctor|hospital|médecin|hôpital/i, room: 'hospital' },
  ...FAIR_FAMILIES,
  // The halls a sport is learnt in, indoors (interiors-sport.ts); before the shops ("the gym door").
  // Before, a mat on the grass under the sky: the dojo's tatami, the gym's mat and beam outdoors.
  { id: 'dojo', re: /dojo|tatami/i, room: 'dojo' },
  { id: 'gym', re: /\bgym\b|gymnase/i, room: 'gym' },
  { id: 'library', re: /library|bibliothèque/i, room: 'library' },
  { id: 'classroom', re: /classroom|art room|school hall|salle de classe|préau/i, room: 'classroom' },
  // The home's other rooms (interiors-home.ts), before the kitchen and the bedroom.
  // The new baby's room, before the bedroom its name holds ("the nursery, the baby’s bedroom"); the
  // ski school's nursery slope is the slope's (it drew a cot and a mobile on the snow).
  { id: 'nursery', re: /nursery(?! slope)|chambre du bébé/i, room: 'nursery' },
  { id: 'bathroom', re: /bathroom|salle de bains/i, room: 'bathroom' },
  { id: 'living-room', re: /living room|salon/i, room: 'living-room' },
  { id: 'playroom', re: /playroom|salle de jeux/i, room: 'playroom' },
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
  // The friend's surprise party buys its balloons and hats there (text/goal-party-friend-more.ts).
  {
    id: 'party-shop',
    re: /party shop|boutique de fête/i,
    draw: (s) => L.shop(s, ['balloon', 'party-popper', 'wrapped-gift'], '#9b5de5'),
  },
  {
    id: 'ice-cream',
    re: /ice-cream|glaces/i,
    draw: (s) => L.shop(s, ['soft-ice-cream', 'ice-cream', 'soft-ice-cream'], '#f48fb1'),
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
  // A pig's sty (goal-goodnight-farm.ts), before the barn: mud and a low fence, not the red barn.
  { id: 'sty', re: /pigsty|porcherie/i, draw: sty },
  { id: 'barn', re: /barn|stable|henhouse|grange|écurie|poulailler/i, draw: barnWithAnimal },
  { id: 'pond', re: /pond|lake|swamp|\bmares?\b|étang|\blacs?\b|marais/i, draw: L.pond },
  { id: 'waterfall', re: /waterfall|cascade/i, draw: L.waterfall },
  // A river's old bridge (idea/settings-water.ts): the arch over the water, before the river alone.
  { id: 'river-bridge', re: /bridge over the river/i, draw: L.bridge },
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
  // The ski slope before the sledge ("piste") and the mountain (goal-task-ski.ts).
  { id: 'ski-slope', re: /ski|button lift|téléski|tire-fesses|chasse-neige/i, draw: G.skiSlope },
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
  // Before the tennis and basketball courts: a volleyball court draws its high net on the sand (the
  // tennis net's "court" and the hoop's were drawn before).
  { id: 'volley', re: /volley/i, draw: L.volleyNet },
  // Before the court ("the rink" is no basketball court): the ice.
  { id: 'rink', re: /ice rink|patinoire/i, draw: G.iceRink },
  // Before the basketball court: a tennis court draws its net, not a hoop.
  { id: 'tennis', re: /tennis/i, draw: L.tennisNet },
  { id: 'court', re: /basketball|court|basket/i, draw: L.hoop },
  { id: 'bandstand', re: /bandstand|kiosque/i, draw: L.bandstand },
];
