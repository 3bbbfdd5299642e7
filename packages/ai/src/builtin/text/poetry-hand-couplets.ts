import type { Place, PlaceFamily } from '../idea/settings';
import type { IdeaWeather } from '../idea/sky-in-idea';
import { allBut, GREEN, WEATHER } from './story-place-fit';
import { DAYLIGHT, type SkyFit } from './story-sky-fit';

/** A poem page's couplet: hand-written here, or made from a place template (poetry-place-couplets.ts). */
export type Couplet = {
  en: [string, string];
  fr: [string, string];
  subject: string;
  /** The place families it can be told in (none: anywhere), as story templates declare them. */
  fits?: readonly PlaceFamily[];
  /** Only in a book with this weather (a rain couplet in a rainy book). */
  weather?: readonly IdeaWeather[];
  /** The light its words take for granted ("good morning"), and whether they see the sky (the moon): story-sky-fit.ts. */
  lights?: SkyFit['lights'];
  clear?: true;
  /** A place couplet about the key object. */
  object?: boolean;
  place?: string;
  /** The place itself, when it is not one of the book's (a story arc's own: poetry-arc-couplets.ts). */
  spot?: Place;
  /** The place couplet's "where" ("on the beach"), for the alt text. */
  at?: { en: string; fr: string };
  /** What the subject is called in the alt text (the key object of the book). */
  thing?: { en: string; fr: string };
  /** Who its lines name beside the hero, drawn at the hero's side and said in the alt (a refusal's Grandpa). */
  who?: Partial<Record<'en' | 'fr', { icon: string; said: string }>>;
  /** The weather its picture shows whatever the book's (the winter couplet of a seasons poem: snow). */
  drawWeather?: IdeaWeather;
  /** What else its picture draws beside the subject (the sleigh and the reindeer: "the sleigh took off"). */
  also?: readonly string[];
  /** The hero flies on this page (Santa's sleigh over the rooftops): drawn up in the air. */
  airborne?: true;
  /** Drawn at night though its words name no sky (a long poem's filler between two night couplets). */
  night?: true;
  /** Drawn at this many times the hero's height (the grown carrot, the sunflower over the roof). */
  scales?: Record<string, number>;
};
const c = (
  subject: string,
  en: [string, string],
  fr: [string, string],
  where: Pick<Couplet, 'fits' | 'weather' | 'lights' | 'clear'> = {},
): Couplet => ({ subject, en, fr, ...where });
const RAIN: IdeaWeather[] = ['rain', 'storm'];
const OUTDOORS = allBut('sea', 'space', 'indoor');

/** Hand-written couplets that rhyme in each language ({name} never sits at a line end). */
export const COUPLETS: Couplet[] = [
  c(
    'umbrella-with-rain-drops',
    ['{name} went walking down the lane,', 'and splashed in puddles after rain.'],
    ['{name} se promène sous la pluie,', 'et saute dans les flaques aussi.'],
    { fits: ['town', 'nature', 'shore'], weather: RAIN },
  ),
  c(
    'full-moon',
    ['Up above, the silver moon', 'hummed a soft and sleepy tune.'],
    ['Là-haut, la lune toute ronde', 'chante doucement pour le monde.'],
    { fits: allBut('sea', 'indoor'), clear: true },
  ),
  c(
    'seedling',
    ['{name} found a tiny seed,', 'and gave it all the love you need.'],
    ['{name} plante une petite graine,', 'l’arrose chaque jour de la semaine.'],
    { fits: ['nature', 'town', 'indoor'] },
  ),
  c(
    'honeybee',
    ['The little bees went buzzing by,', 'beneath a blue and friendly sky.'],
    ['Une abeille vole dans le ciel bleu,', 'et fait un tour, un tour ou deux.'],
    { fits: ['nature', 'town'], clear: true },
  ),
  c(
    'cat',
    ['A cat sat on a big red mat,', 'and wore a funny purple hat.'],
    ['Un chat joue avec une pelote,', 'il saute, il court, il tourne, il trotte.'],
    { fits: ['nature', 'town', 'indoor', 'shore', 'snow'] },
  ),
  c(
    'building-construction',
    ['{name} built a tower high,', 'so tall it nearly touched the sky.'],
    ['{name} construit une tour si haute', 'qu’un nuage passe et la saute.'],
    { fits: ['nature', 'town', 'indoor', 'shore', 'snow'] },
  ),
  c(
    'wind-face',
    ['The wind went whoosh across the hill,', 'then all at once the world was still.'],
    ['Le vent chante sur la colline,', 'et fait danser l’herbe fine.'],
    { fits: WEATHER },
  ),
  c(
    'cookie',
    ['We share our toys, we share our treats,', 'we share our songs out in the streets.'],
    ['On partage nos jeux, nos goûters,', 'et nos sourires, à volonté.'],
  ),
  c(
    'star',
    ['At night the stars begin to peep,', 'and whisper softly: time to sleep.'],
    // Not « dans la brume »: a fog word would draw fog over the stars.
    ['La nuit, les étoiles s’allument,', 'on s’endort, léger comme une plume.'],
    { fits: allBut('sea', 'indoor'), clear: true },
  ),
  c(
    'frog',
    ['A frog jumped high, a frog jumped low,', 'a frog jumped in the pond below.'],
    ['La grenouille saute, hop, hop, hop,', 'dans la mare, et puis plus rien : stop !'],
    { fits: GREEN },
  ),
  c(
    'whale',
    ['{name} and a friend set sail', 'upon the back of a friendly whale.'],
    ['{name} et un ami s’en vont en bateau,', 'sur une baleine, au fil de l’eau.'],
    { fits: ['sea', 'shore'] },
  ),
  c(
    'sunrise',
    ['The sun came up all gold and bright,', 'and chased away the sleepy night.'],
    ['Le soleil se lève tout doré,', 'la nuit s’en va sur la pointe des pieds.'],
    { fits: OUTDOORS, clear: true },
  ),
  c(
    'books',
    ['I like to read, I like to play,', 'I like to laugh the livelong day.'],
    ['J’aime lire et j’aime jouer,', 'j’aime chanter toute la journée.'],
  ),
  c(
    'teddy-bear',
    ['A teddy bear with button eyes', 'was waiting for a big surprise.'],
    ['Un ours en peluche aux yeux brillants', 'attend un câlin en souriant.'],
  ),
  c(
    'snowflake',
    ['The snow came down so soft and white,', 'it made the garden shine at night.'],
    ['La neige tombe, douce et blanche,', 'elle se pose sur les branches.'],
    { fits: WEATHER, weather: ['snow'] },
  ),
  c(
    'lady-beetle',
    ['A ladybug with spots of black', 'went for a walk and then came back.'],
    ['Une coccinelle à points noirs', 's’en va marcher jusqu’au soir.'],
    { fits: GREEN },
  ),
  c(
    'deciduous-tree',
    ['Hello, hello, good morning, tree!', 'Are you as tall as you can be?'],
    ['Bonjour, bonjour, grand arbre vert !', 'Es-tu plus haut que l’univers ?'],
    { fits: ['nature', 'town'], lights: DAYLIGHT },
  ),
  c(
    'cloud-with-rain',
    ['The rain goes drip, the rain goes drop,', 'and then the clouds decide to stop.'],
    ['La pluie fait plic, la pluie fait ploc,', 'et les nuages font toc-toc.'],
    { fits: ['town', 'nature', 'shore', 'snow', 'sky'], weather: RAIN },
  ),
];

/** The hand-written couplets' subjects as the alt text names them (what the picture draws). */
export const THINGS: Record<string, { en: string; fr: string }> = {
  'umbrella-with-rain-drops': { en: 'an umbrella', fr: 'un parapluie' },
  'full-moon': { en: 'a full moon', fr: 'une pleine lune' },
  seedling: { en: 'a seedling', fr: 'une jeune pousse' },
  honeybee: { en: 'a bee', fr: 'une abeille' },
  cat: { en: 'a cat', fr: 'un chat' },
  'building-construction': { en: 'a tower being built', fr: 'une tour en construction' },
  'wind-face': { en: 'the wind blowing', fr: 'le vent qui souffle' },
  cookie: { en: 'a cookie', fr: 'un biscuit' },
  star: { en: 'a star', fr: 'une étoile' },
  frog: { en: 'a frog', fr: 'une grenouille' },
  whale: { en: 'a whale', fr: 'une baleine' },
  sunrise: { en: 'the sunrise', fr: 'le lever du soleil' },
  books: { en: 'books', fr: 'des livres' },
  'teddy-bear': { en: 'a teddy bear', fr: 'un ours en peluche' },
  snowflake: { en: 'a snowflake', fr: 'un flocon de neige' },
  'lady-beetle': { en: 'a ladybird', fr: 'une coccinelle' },
  'deciduous-tree': { en: 'a tree', fr: 'un arbre' },
  'cloud-with-rain': { en: 'a rain cloud', fr: 'un nuage de pluie' },
};
