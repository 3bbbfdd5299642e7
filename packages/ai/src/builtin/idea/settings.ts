import type { Word } from './words';

/**
 * Where a story can happen. `at`/`frAt` are the setting's printed "where" ("at the beach", « à la
 * plage »); `places` are the spots the hero visits there.
 *
 * A place's `en`/`fr` are printed with their article ("the garden", « le jardin »: after "to", « jusqu'à »,
 * « près de »…); `at` is the place's own "where" phrase ("in the garden", « dans le jardin », « au
 * phare », « en haut de la colline »), never a blanket "at"/« à »; `pic` (English) adds where it is,
 * for the picture engine's backdrop.
 */
export type Place = {
  en: string;
  fr: string;
  at: { en: string; fr: string };
  pic?: string;
  /** What kind of place it is, so a story only tells what can happen there (no branch on a reef). */
  family: PlaceFamily;
};
/**
 * Place families: under the sea, in space, up in the sky, indoors, built-up outdoors (streets,
 * squares, pitches), green outdoors (forest, park, field, jungle), snowy outdoors, and the shore.
 */
export type PlaceFamily = 'sea' | 'space' | 'sky' | 'indoor' | 'town' | 'nature' | 'snow' | 'shore';
export type Setting = Word & { at: string; frAt: string; places: Place[] };
/** A place as written, before its owner (setting or theme) gives it the owner's family. */
export type PlaceDraft = Omit<Place, 'family'> & { family?: PlaceFamily };

/** « à le » → « au », « de les » → « des »: a French preposition joined to a noun with its article. */
export const frJoin = (prep: string, np: string) =>
  `${prep} ${np}`
    .replace(/(^|\s)à le /, '$1au ')
    .replace(/(^|\s)à les /, '$1aux ')
    .replace(/(^|\s)de le /, '$1du ')
    .replace(/(^|\s)de les /, '$1des ');

/**
 * A place: "in/the rock pools|on the beach", « parmi/les rochers de la plage »: the preposition of
 * its "where" phrase, the printed name, and (after "|") where it is, for the picture.
 */
export const place = (en: string, fr: string, family?: PlaceFamily): PlaceDraft => {
  const [enPrep, enRest] = en.split('/');
  const [frPrep, frName] = fr.split('/');
  const [name, where] = enRest.split('|');
  const at = { en: `${enPrep} ${name}`, fr: frJoin(frPrep, frName) };
  const drawn = where ? { en: name, fr: frName, at, pic: `${name} ${where}` } : { en: name, fr: frName, at };
  return family ? { ...drawn, family } : drawn;
};

/** The owner's family for every place that does not declare its own (a barn on a farm is indoor). */
export const inFamily = (family: PlaceFamily, places: PlaceDraft[]): Place[] =>
  places.map((x) => ({ ...x, family: x.family ?? family }));
const p = place;
const s = (
  id: string,
  en: string,
  fr: string,
  f: boolean,
  at: string,
  frAt: string,
  forms: string[],
  places: PlaceDraft[],
): Setting => ({ id, en, fr, f, icon: '', forms, at, frAt, places: inFamily(FAMILY[id], places) });

/** Each setting's family; the places that differ (the barn, the castle garden) say so themselves. */
const FAMILY: Record<string, PlaceFamily> = {
  beach: 'shore',
  sea: 'sea',
  jungle: 'nature',
  space: 'space',
  farm: 'nature',
  city: 'town',
  castle: 'indoor',
  snow: 'snow',
  forest: 'nature',
  park: 'nature',
  garden: 'nature',
  mountain: 'nature',
  volcano: 'nature',
  school: 'indoor',
  zoo: 'nature',
  lake: 'nature',
  pond: 'nature',
};

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

export const SETTINGS: readonly Setting[] = [
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
  s(
    'jungle',
    'jungle',
    'jungle',
    true,
    'in the jungle',
    'dans la jungle',
    ['rainforest', 'savanna', 'savane'],
    [
      p('under/the tall trees|of the jungle', 'sous/les grands arbres de la jungle'),
      p('by/the river|in the jungle', 'au bord de/la rivière'),
      p('by/the waterfall|in the jungle', 'près de/la cascade'),
      p('among/the vines|of the rainforest', 'dans/les lianes'),
      p('in/the jungle clearing', 'dans/la clairière'),
      p('at/the old temple|in the jungle', 'à/le vieux temple'),
    ],
  ),
  s(
    'space',
    'space',
    'espace',
    false,
    'in space',
    'dans l’espace',
    ['planet', 'planète', 'rocket', 'fusée', 'galaxy', 'galaxie'],
    [
      p('on/the red planet|in space', 'sur/la planète rouge'),
      p('on/the space station', 'à bord de/la station spatiale'),
      p('by/the rings|of a planet in space', 'près de/les anneaux de Saturne'),
      p('in/the comet’s tail|in space', 'dans/la queue de la comète'),
      p('among/the craters|on the moon in space', 'parmi/les cratères de la Lune'),
      p('in/the asteroid belt|in space', 'dans/la ceinture d’astéroïdes'),
    ],
  ),
  s(
    'farm',
    'farm',
    'ferme',
    true,
    'on the farm',
    'à la ferme',
    ['barn', 'grange'],
    [
      p('in/the big red barn|on the farm', 'dans/la grange rouge', 'indoor'),
      p('by/the duck pond|on the farm', 'au bord de/la mare aux canards'),
      p('in/the orchard|on the farm', 'dans/le verger'),
      p('in/the henhouse|on the farm', 'dans/le poulailler', 'indoor'),
      p('in/the hay field|on the farm', 'dans/le champ de foin'),
      p('in/the stable|on the farm', 'dans/l’écurie', 'indoor'),
    ],
  ),
  s(
    'city',
    'city',
    'ville',
    true,
    'in the city',
    'en ville',
    ['town', 'street', 'rue', 'village'],
    [
      p('at/the busy market|in town', 'à/le marché'),
      p('at/the library|in town', 'à/la bibliothèque', 'indoor'),
      p('at/the bakery|in town', 'à/la boulangerie', 'indoor'),
      p('on/the bridge|in the city', 'sur/le pont'),
      p('in/the town square', 'sur/la grande place'),
      p('at/the school|in town', 'à/l’école', 'indoor'),
    ],
  ),
  s(
    'castle',
    'castle',
    'château',
    false,
    'at the castle',
    'au château',
    ['palace', 'palais', 'kingdom', 'royaume', 'tower'],
    [
      p('in/the tall tower|of the castle', 'dans/la grande tour'),
      p('in/the castle garden', 'dans/le jardin du château', 'nature'),
      p('in/the castle kitchen', 'dans/les cuisines du château'),
      p('on/the drawbridge|of the castle', 'sur/le pont-levis', 'town'),
      p('in/the throne room|of the castle', 'dans/la salle du trône'),
      p('in/the castle library', 'dans/la bibliothèque du château'),
    ],
  ),
  s(
    'snow',
    'snowy hills',
    'montagne enneigée',
    true,
    'in the snow',
    'dans la neige',
    [
      'snow',
      'neige',
      'winter',
      'hiver',
      'ice',
      'glace',
      'north pole',
      'pôle nord',
      // A snowy hill is the snow's, not the mountains' (two words: found before "hill" alone).
      'snowy hill',
      'snowy mountain',
      'snowy mountains',
      'colline enneigée',
      'collines enneigées',
      'montagne enneigée',
      'montagnes enneigées',
      // A frozen lake is the snow's, not a summer lake (two words: found before "lake" alone).
      'frozen lake',
      'lac gelé',
      'étang gelé',
    ],
    [
      p('on/the frozen lake|in the snow', 'sur/le lac gelé'),
      p('on/the snowy hill', 'sur/la colline enneigée'),
      p('in/the ice cave', 'dans/la grotte de glace', 'indoor'),
      p('under/the pine trees|in the snow', 'sous/les sapins enneigés'),
      p('in/the igloo|in the snow', 'dans/l’igloo', 'indoor'),
      p('on/the sledge track|in the snow', 'sur/la piste de luge'),
    ],
  ),
  s(
    'forest',
    'forest',
    'forêt',
    true,
    'in the forest',
    'dans la forêt',
    ['wood', 'woods', 'bois'],
    [
      p('under/the old oak|in the forest', 'sous/le vieux chêne'),
      p('on/the mossy path|in the forest', 'sur/le sentier moussu'),
      p('by/the stream|in the forest', 'au bord de/le ruisseau'),
      p('by/the mushroom ring|in the forest', 'près de/le cercle de champignons'),
      p('by/the hollow log|in the forest', 'près de/le tronc creux'),
      p('among/the berry bushes|in the forest', 'parmi/les buissons de mûres'),
    ],
  ),
  s(
    'park',
    'park',
    'parc',
    false,
    'in the park',
    'au parc',
    ['playground'],
    [
      p('in/the playground|in the park meadow', 'dans/l’aire de jeux'),
      p('by/the pond|in the park meadow', 'au bord de/l’étang'),
      p('among/the flower beds|in the meadow', 'parmi/les parterres de fleurs'),
      p('under/the big tree|on the meadow', 'sous/le grand arbre'),
      p('by/the bandstand|on the meadow', 'près de/le kiosque'),
      p('on top of/the hill|in the meadow', 'en haut de/la colline'),
    ],
  ),
  // A garden of its own, drawn with what the scene kit has: flower beds, the vegetable patch's
  // vegetable rows behind a fence, apple trees, the pond and a tool shed (pictures/landmarks.ts).
  s(
    'garden',
    'garden',
    'jardin',
    false,
    'in the garden',
    'au jardin',
    ['gardens', 'backyard', 'potager', 'jardins'],
    [
      p('among/the flower beds|in the garden', 'parmi/les parterres de fleurs'),
      p('in/the vegetable patch|in the garden', 'dans/le potager'),
      p('under/the apple tree|in the orchard', 'sous/le pommier'),
      p('by/the garden pond', 'au bord de/la mare du jardin'),
      p('by/the tool shed|in the garden', 'près de/la cabane à outils'),
    ],
  ),
  s(
    'mountain',
    'mountains',
    'montagne',
    true,
    'in the mountains',
    'à la montagne',
    ['mountain', 'hill', 'hills', 'montagnes', 'colline', 'collines'],
    [
      p('on/the rocky path|in the forest hills', 'sur/le sentier rocheux'),
      p('by/the mountain lake|in the forest', 'au bord de/le lac de montagne'),
      p('in/the pine grove on the mountain', 'dans/le bois de pins'),
      p('on/the snowy peak', 'sur/le sommet enneigé', 'snow'),
      p('on/the wooden bridge|in the forest', 'sur/le pont de bois'),
      p('at/the shepherd’s hut|in the meadow', 'à/la cabane du berger'),
    ],
  ),
  s(
    'volcano',
    'volcano island',
    'île du volcan',
    true,
    'on volcano island',
    'sur l’île du volcan',
    ['volcano', 'volcan', 'dinosaur valley'],
    [
      p('by/the smoking volcano', 'près de/le volcan fumant'),
      p('in/the fern valley|in the jungle', 'dans/la vallée des fougères'),
      p('on/the warm lava rocks by the volcano', 'sur/les roches de lave'),
      p('in/the swamp|in the jungle', 'dans/le marais'),
      p('on/the nesting ground|in the jungle', 'sur/le terrain des nids'),
      p('by/the jungle river', 'au bord de/la rivière de la jungle'),
    ],
  ),
  s(
    'school',
    'school',
    'école',
    true,
    'at school',
    'à l’école',
    ['classroom', 'classe'],
    [
      p('in/the classroom|at school', 'dans/la salle de classe'),
      p('in/the school library', 'à/la bibliothèque de l’école'),
      p('in/the school playground|in town', 'dans/la cour de récréation', 'town'),
      p('in/the school garden', 'dans/le jardin de l’école', 'nature'),
      p('in/the art room|at school', 'dans/la salle d’arts plastiques'),
      p('in/the school hall', 'sous/le préau'),
    ],
  ),
  // A lake or a pond (each printed as the idea names it): the same spots, drawn by the lake.
  s('lake', 'lake', 'lac', false, 'by the lake', 'au bord du lac', ['lakes', 'lakeside', 'lacs'], LAKE_SPOTS),
  s('pond', 'pond', 'étang', false, 'by the pond', 'au bord de l’étang', ['ponds', 'étangs'], LAKE_SPOTS),
  s(
    'zoo',
    'zoo',
    'zoo',
    false,
    'at the zoo',
    'au zoo',
    [],
    [
      p('in/the giraffe meadow|at the zoo', 'dans/l’enclos des girafes'),
      p('in/the monkey trees|in the jungle zoo', 'dans/l’arbre aux singes'),
      p('by/the penguin pool|at the zoo', 'au bord de/le bassin des manchots'),
      p('in/the elephant house|at the zoo', 'dans/la maison des éléphants', 'indoor'),
      p('on/the lion rocks|in the savanna', 'sur/les rochers des lions'),
      p('at/the zoo café', 'à/le café du zoo', 'indoor'),
    ],
  ),
];
