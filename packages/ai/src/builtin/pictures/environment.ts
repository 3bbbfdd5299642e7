/**
 * Where a picture happens, decided from the book's theme and the page's place name (English or
 * French). Each environment has its own sky, ground and background props.
 */
export type Environment =
  | 'meadow'
  | 'forest'
  | 'underwater'
  | 'beach'
  | 'space'
  | 'snow'
  | 'road'
  | 'field'
  | 'town'
  | 'farm'
  | 'jungle'
  | 'castle'
  | 'volcano'
  | 'desert'
  | 'savanna'
  | 'bamboo'
  | 'outback';

const BY_PLACE: [RegExp, Environment][] = [
  [
    /reef|coral|deep|underwater|under the sea|undersea|seabed|sea floor|lagoon|kelp|sunken|récif|corail|profond|épave|algues|sous l|sous-marin|lagon/i,
    'underwater',
  ],
  // The wild regions drawn as themselves (wild-regions.ts): the savanna's golden grass and acacias (it was
  // the jungle's green with cacti), the bamboo's stalks (a pine forest), the outback's red earth (sand).
  [/savann?ah?|savane|acacia|watering hole/i, 'savanna'],
  [/bamboo|bambou/i, 'bamboo'],
  [/outback|gum trees|eucalyptus/i, 'outback'],
  // (A treasure island's jungle is the jungle's green, not its beach's sand.)
  [/jungle|rainforest|forêt tropicale/i, 'jungle'],
  [/beach|shore|bay|island|plage|rivage|baie|île/i, 'beach'],
  // Sand dunes, cacti and a hot sun (a little cloud's desert), not a meadow's green hills; a beach's
  // dunes stay on the beach (above), and « une île déserte » is an island.
  [/\bdesert\b|\bdunes?\b|\boasis\b|\bdésert\b/i, 'desert'],
  // A moon or a star alone means night (mood), not outer space: a poem about a star stays on Earth.
  [
    /planet|space|comet|orbit|galax|rocket|astronaut|on the moon|planète|espace|comète|orbite|fusée|astronaute|sur la lune|station spatiale/i,
    'space',
  ],
  [/snow|\bice\b|winter|frost|polar|north pole|neige|enneig|glace|hiver|givre|pôle/i, 'snow'],
  // A village's places are green country with houses (its fields are no sports pitch, its bakery no city,
  // its church's bell tower no castle).
  [/\bvillage\b/i, 'meadow'],
  [/volcano|volcan|lava|lave/i, 'volcano'],
  [/castle|palace|tower|kingdom|château|palais|tour|royaume/i, 'castle'],
  [/forest|wood|pine|grove|forêt|bois|pins/i, 'forest'],
  // A river's spots are green country: its old bridge is no road (idea/settings-water.ts).
  [/(?:over|across|by|up) the river\b/i, 'meadow'],
  [
    /road|street|race|track|garage|highway|bridge|airport|harbou?r|route|rue|course|circuit|pont|aéroport|port/i,
    'road',
  ],
  [/stadium|field|court|pitch|pool|gym|arena|stade|terrain|piscine|gymnase|court/i, 'field'],
  [
    /school|hospital|town|city|shop|market|bakery|library|fire station|école|hôpital|ville|magasin|marché|boulangerie|bibliothèque|caserne/i,
    'town',
  ],
  [
    /farm|barn|orchard|pond|meadow|henhouse|stable|ferme|grange|verger|mare|prairie|poulailler|écurie/i,
    'farm',
  ],
];

const BY_THEME: Record<string, Environment> = {
  dinosaurs: 'jungle',
  ocean: 'underwater',
  mermaids: 'underwater',
  farm: 'farm',
  zoo: 'meadow',
  space: 'space',
  vehicles: 'road',
  jobs: 'town',
  sports: 'field',
  holiday: 'snow',
  halloween: 'town',
  easter: 'meadow',
  summer: 'beach',
  fantasy: 'castle',
  anime: 'meadow',
  realistic: 'forest',
  everyday: 'meadow',
};

/**
 * Themes set in a world of their own keep every page in it: a mermaid's "Pearl Kingdom under the
 * sea" is not a castle on a hill, and the space story's "ring of ice" is not a snowy meadow.
 */
const WORLDS: Partial<Record<string, Environment[]>> = {
  ocean: ['underwater', 'beach'],
  mermaids: ['underwater', 'beach'],
  space: ['space'],
  // The farm's "hay field" is not a sports pitch (white line, goal net): it stays on the farm.
  farm: ['farm', 'meadow', 'forest'],
  // The zoo's "penguin pool" is not a swimming pool with a sports line down the middle.
  zoo: ['meadow', 'jungle', 'forest', 'savanna', 'bamboo', 'outback', 'desert'],
  // A winter holiday in a snowy village: the market square and the bridge are snowy too.
  holiday: ['snow'],
};

/** Worlds of their own where snow cannot fall (the sea, space): their icy places stay in them. */
const NO_SNOW_WORLDS = new Set(['ocean', 'mermaids', 'space']);

/** The environment a place's own words name, whatever the theme (undefined: they name none). */
export const placeEnvironment = (place: string): Environment | undefined =>
  BY_PLACE.find(([re]) => re.test(place))?.[1];

export function environmentFor(theme: string, place = ''): Environment {
  const fallback = BY_THEME[theme] ?? 'meadow';
  const world = WORLDS[theme];
  // A farm's or a zoo's "snowy hill" is still snowy: snow ground, not the farm's green.
  const fits = (env: Environment) =>
    !world || world.includes(env) || (env === 'snow' && !NO_SNOW_WORLDS.has(theme));
  for (const [re, env] of BY_PLACE) if (re.test(place)) return fits(env) ? env : fallback;
  return fallback;
}

/** Background props per theme (fluent-emoji-flat names), drawn small on the horizon. */
export const THEME_PROPS: Record<string, string[]> = {
  dinosaurs: ['palm-tree', 'herb', 'volcano', 'rock', 'sauropod'],
  ocean: ['coral', 'spiral-shell', 'tropical-fish', 'fish', 'crab'],
  mermaids: ['coral', 'spiral-shell', 'tropical-fish', 'dolphin', 'crystal-ball'],
  farm: ['house-with-garden', 'tractor', 'sunflower', 'deciduous-tree', 'ear-of-corn'],
  zoo: ['palm-tree', 'elephant', 'deciduous-tree', 'giraffe', 'zebra'],
  space: ['ringed-planet', 'comet', 'rocket', 'satellite', 'flying-saucer'],
  vehicles: ['office-building', 'house', 'bus', 'deciduous-tree', 'fuel-pump'],
  jobs: ['school', 'hospital', 'office-building', 'house', 'deciduous-tree'],
  sports: ['goal-net', 'trophy', 'deciduous-tree', 'stadium', 'flag-in-hole'],
  holiday: ['christmas-tree', 'snowman', 'evergreen-tree', 'house', 'wrapped-gift'],
  halloween: ['jack-o-lantern', 'house', 'fallen-leaf', 'deciduous-tree', 'bat'],
  easter: ['tulip', 'cherry-blossom', 'house-with-garden', 'blossom', 'hatching-chick'],
  summer: ['palm-tree', 'umbrella-on-ground', 'spiral-shell', 'sailboat'],
  fantasy: ['castle', 'rainbow', 'mushroom', 'evergreen-tree', 'crystal-ball'],
  anime: ['cherry-blossom', 'house', 'deciduous-tree', 'tulip', 'mount-fuji'],
  realistic: ['deciduous-tree', 'evergreen-tree', 'rock', 'mushroom', 'house'],
  everyday: ['house-with-garden', 'deciduous-tree', 'tulip', 'sunflower', 'evergreen-tree'],
};

export const ENV_PROPS: Partial<Record<Environment, string[]>> = {
  forest: ['evergreen-tree', 'deciduous-tree', 'mushroom', 'evergreen-tree'],
  jungle: ['palm-tree', 'herb', 'palm-tree', 'leafy-green'],
  volcano: ['volcano', 'rock', 'palm-tree'],
  // The Sahara's: rocks, camels, palms (cacti grow in the Americas' deserts, not among the dunes).
  desert: ['rock', 'camel', 'rock', 'palm-tree'],
  savanna: ['rock', 'giraffe', 'zebra', 'elephant'],
  bamboo: ['rock', 'herb'],
  outback: ['rock', 'kangaroo', 'rock'],
  castle: ['castle', 'evergreen-tree', 'rainbow'],
  beach: ['palm-tree', 'umbrella-on-ground', 'spiral-shell', 'sailboat'],
  snow: ['evergreen-tree', 'snowman', 'snow-capped-mountain'],
  town: ['house', 'school', 'office-building', 'deciduous-tree'],
  farm: ['house-with-garden', 'tractor', 'sunflower'],
  road: ['office-building', 'house', 'deciduous-tree'],
  field: ['goal-net', 'deciduous-tree'],
  // Sea places get sea scenery whatever the theme: an everyday story's reef is not a garden.
  underwater: ['coral', 'spiral-shell', 'tropical-fish', 'fish', 'crab'],
  space: ['ringed-planet', 'comet', 'rock'],
};

/** Sea life that lives in the water: drawn only under the sea (no fish on a meadow, nor on the sand). */
const SEA_LIFE =
  /^(coral|fish|tropical-fish|blowfish|dolphin|whale|spouting-whale|shark|octopus|squid|jellyfish|seahorse)$/;
/** What else can lie on the seabed. */
const SEABED = /^(spiral-shell|crab|lobster|shrimp|oyster|rock|crystal-ball|anchor|gem-stone|bubbles)$/;
/** What space scenery may hold: no trees, houses or fish on a planet. */
const IN_SPACE =
  /^(ringed-planet|comet|rocket|satellite|flying-saucer|rock|alien|star|glowing-star|milky-way)$/;
/** Space things never standing on Earth's ground (nor a comet or a launched rocket on a park's horizon). */
const SPACE_ONLY = /^(ringed-planet|satellite|flying-saucer|alien|milky-way|comet|rocket)$/;

/** Gardens, houses and other lands' plants never stand in the wild regions (no tulip on the dunes). */
const TAME =
  'house|house-with-garden|school|office-building|hospital|tulip|sunflower|blossom|cherry-blossom|tractor|bus|fuel-pump';
const NOT_IN_WILD: Partial<Record<Environment, RegExp>> = {
  jungle: new RegExp(`^(${TAME}|cactus)$`),
  desert: new RegExp(`^(${TAME}|cactus|mushroom|deciduous-tree|evergreen-tree)$`),
  savanna: new RegExp(`^(${TAME}|cactus|mushroom|palm-tree|deciduous-tree|evergreen-tree)$`),
  bamboo: new RegExp(`^(${TAME}|cactus|mushroom|palm-tree|deciduous-tree|evergreen-tree)$`),
  outback: new RegExp(`^(${TAME}|cactus|mushroom|palm-tree|deciduous-tree|evergreen-tree)$`),
};

/** Whether a scenery thing belongs in that place: sea life under the sea only, land things never there. */
export function fitsEnvironment(name: string, env: Environment): boolean {
  if (env === 'underwater') return SEA_LIFE.test(name) || SEABED.test(name);
  if (env === 'space') return IN_SPACE.test(name);
  return (
    !SEA_LIFE.test(name) &&
    !SPACE_ONLY.test(name) &&
    (env !== 'snow' || !NOT_ON_SNOW.test(name)) &&
    !NOT_IN_WILD[env]?.test(name)
  );
}

/** The background props a place can take in a theme: the place's own, then the theme's that fit there. */
export const sceneryFor = (env: Environment, theme: string): string[] => {
  const pool = [...(ENV_PROPS[env] ?? []), ...(THEME_PROPS[theme] ?? [])].filter((n) =>
    fitsEnvironment(n, env),
  );
  // A theme with nothing for this place (a space comic's park): the everyday things of the land.
  return pool.length || theme === 'everyday' ? pool : sceneryFor(env, 'everyday');
};

/** Warm-weather things never drawn on snow (no tulips in an ice cave, no palm on a snowy hill). */
export const NOT_ON_SNOW =
  /^(tulip|sunflower|blossom|cherry-blossom|hibiscus|rose|wilted-flower|herb|seedling|palm-tree|cactus|mushroom|umbrella-on-ground|ear-of-corn)$/;

/** Things that float or fly: drawn in the sky rather than on the ground. */
export const AIRBORNE =
  /star|comet|planet|moon|sun|cloud|rainbow|balloon|kite|butterfly|bee|bird|dove|owl|rocket|airplane|helicopter|saucer|satellite|snowflake|sparkles|bubbles|leaf-fluttering|feather|fireworks|sweets-falling/;

/** A theme's usual thing, when a plan names none (a language model's plan without hints). */
export function pickThemeThings(theme: string, offset: number) {
  const pool = THEME_PROPS[theme] ?? THEME_PROPS.everyday;
  return [pool[offset % pool.length]];
}
