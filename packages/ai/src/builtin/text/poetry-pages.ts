import type { PagePlan } from '../../types';
import type { Place, PlaceFamily } from '../idea/settings';
import type { IdeaWeather } from '../idea/sky-in-idea';
import { drawnSky, feminineHero, lightWords } from './alt-light';
import { NIGHT_WORDS } from './companion';
import { weatherHolder } from './held-weather';
import { darker, skyFromText } from './page-sky';
import { parcelOf } from './parcel-words';
import { PLACE_COUPLETS } from './poetry-place-couplets';
import { storyCast, weatherless } from './story-cast';
import { capitalise, fill, frenchContractions, type StoryContext, withArticle } from './story-context';
import type { StoryHints } from './story-light';
import { allBut, fitsPlace, GREEN, WEATHER } from './story-place-fit';

type Couplet = {
  en: [string, string];
  fr: [string, string];
  subject: string;
  /** The place families it can be told in (none: anywhere), as story templates declare them. */
  fits?: readonly PlaceFamily[];
  /** Only in a book with this weather (a rain couplet in a rainy book). */
  weather?: readonly IdeaWeather[];
  /** A place couplet about the key object. */
  object?: boolean;
  place?: string;
  /** The place couplet's "where" ("on the beach"), for the alt text. */
  at?: { en: string; fr: string };
  /** What the subject is called in the alt text (the key object of the book). */
  thing?: { en: string; fr: string };
};
const c = (
  subject: string,
  en: [string, string],
  fr: [string, string],
  where: Pick<Couplet, 'fits' | 'weather'> = {},
): Couplet => ({ subject, en, fr, ...where });
const RAIN: IdeaWeather[] = ['rain', 'storm'];
const OUTDOORS = allBut('sea', 'space', 'indoor');

/** Hand-written couplets that rhyme in each language ({name} never sits at a line end). */
const COUPLETS: Couplet[] = [
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
    { fits: allBut('sea', 'indoor') },
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
    { fits: ['nature', 'town'] },
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
    ['La nuit, les étoiles s’allument,', 'et l’on s’endort dans la brume.'],
    { fits: allBut('sea', 'indoor') },
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
    { fits: OUTDOORS },
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
    { fits: ['nature', 'town'] },
  ),
  c(
    'cloud-with-rain',
    ['The rain goes drip, the rain goes drop,', 'and then the clouds decide to stop.'],
    ['La pluie fait plic, la pluie fait ploc,', 'et les nuages font toc-toc.'],
    { fits: ['town', 'nature', 'shore', 'snow', 'sky'], weather: RAIN },
  ),
];

const NIGHT_POEM = /moon|star/;

/** The hand-written couplets' subjects as the alt text names them (what the picture draws). */
const THINGS: Record<string, { en: string; fr: string }> = {
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
const DAY_POEM = /sunrise|honeybee/;

/** Rhyming couplets, one per page (two per page for short books so every poem has room to sing). */
export function writePoetryPages(ctx: StoryContext): PagePlan[] {
  const { lang, name, rng, req } = ctx;
  const cast = storyCast(ctx);
  // The hand-written couplets, then the place couplets (one per place and template): no couplet
  // is printed twice until all of them have been.
  const thingOf = (place: Place) =>
    cast.parcel
      ? {
          en: parcelOf(cast.slots('en', place).object, 'en'),
          fr: parcelOf(cast.slots('fr', place).object, 'fr'),
        }
      : { en: cast.slots('en', place).aObject, fr: cast.slots('fr', place).aObject };
  const placeCouplets: Couplet[] = PLACE_COUPLETS.flatMap((t) =>
    cast.places
      .filter((place) => fitsPlace(t, place))
      .map((place) => {
        const slots = cast.slots(lang, place);
        const put = (line: string, l: 'en' | 'fr') =>
          fill(line, { ...cast.slots(l, place), name, aObject: l === 'fr' ? slots.aObject : '' });
        return {
          subject: t.object ? cast.objectIcon : 'herb',
          object: t.object,
          at: place.at,
          // The alt text names the key object drawn, with the colour the idea gives it ("a red kite").
          // One with no icon is drawn as a little parcel: the alt says so (parcel-words.ts).
          ...(t.object ? { thing: thingOf(place) } : {}),
          place: place.pic ?? place.en,
          en: [put(t.en[0], 'en'), put(t.en[1], 'en')] as [string, string],
          fr: t.fr.map((line) => frenchContractions(put(line, 'fr'))) as [string, string],
        };
      }),
  );
  // Only couplets that fit the book's setting and weather (no frog pond or snow under the sea).
  const bookWeather = ctx.facts.weather;
  const snowy = bookWeather === 'snow' || cast.home.family === 'snow';
  const hand = COUPLETS.filter(
    (cp) =>
      fitsPlace(cp, cast.home) &&
      // A blue-sky poem (bees, sunrise) has no place in a book whose weather holds throughout.
      !(bookWeather && DAY_POEM.test(cp.subject)) &&
      (!cp.weather ||
        (bookWeather !== undefined && cp.weather.includes(bookWeather)) ||
        (snowy && cp.weather.includes('snow'))),
  );
  // Hand-written and place couplets take turns, the key object's first: a short book names it too.
  const ownPlaces = rng.shuffle(placeCouplets);
  const order = interleave(rng.shuffle(hand), [
    ...ownPlaces.filter((cp) => cp.object),
    ...ownPlaces.filter((cp) => !cp.object),
  ]);
  const perPage = req.pages <= 8 ? 2 : 1;
  const nightBook = NIGHT_WORDS.test(req.description);
  const noWeather = weatherless(ctx);
  // Under the sea the night darkens the water (no stars drawn): the alt text says so.
  const underSea = noWeather && ctx.theme.id !== 'space';
  const holdWeather = weatherHolder(bookWeather);
  return Array.from({ length: req.pages }, (_, i) => {
    const picked = Array.from({ length: perPage }, (_, k) => order[(i * perPage + k) % order.length]);
    const text = picked
      .map((cp) => cp[lang].map((line) => capitalise(line.replace('{name}', name))).join('\n'))
      .join('\n\n');
    const subjects = picked.map((cp) => cp.subject);
    // The moon and stars poems are drawn at night, the sunrise and the bees by day; in a book of
    // bedtime rhymes every other page is at night too.
    const day = subjects.some((x) => DAY_POEM.test(x));
    // What the lines say about the sky (rain, snow, night, evening) is drawn, unless it is a sunrise poem.
    // The idea's weather holds on every other poem's picture too ("one snowy day": snow to the end).
    const said: ReturnType<typeof skyFromText> = day
      ? {}
      : { ...skyFromText(text), weather: noWeather ? undefined : holdWeather(text) };
    const light = day
      ? 'day'
      : darker(subjects.some((x) => NIGHT_POEM.test(x)) || nightBook ? 'night' : 'day', said.light);
    // A couplet that names no place is set where the book is ("at the sea" is drawn at the sea, not a meadow).
    const placed = picked.find((cp) => cp.place);
    // Page by page it walks through the setting's spots (rock pools, pier, lighthouse…): the pictures vary, the alt says which.
    // A hand-written couplet is drawn at a spot it fits (the frog at the pond, not on the pier).
    const rotated = cast.places.map((_, k) => cast.places[(i + k) % cast.places.length]);
    const spot = rotated.find((x) => picked.every((cp) => cp.place || fitsPlace(cp, x))) ?? rotated[0];
    const place = placed?.place ?? (spot ? (spot.pic ?? spot.en) : (cast.home.pic ?? cast.home.en));
    const at = placed?.at ?? spot?.at ?? cast.home.at;
    const hints: StoryHints = {
      kind: 'poem',
      subjects,
      ...(cast.objectTints && picked.some((cp) => cp.thing) ? { tints: cast.objectTints } : {}),
      place,
      mood: light === 'day' ? 'day' : 'night',
      light,
      ...(said.weather ? { weather: said.weather } : {}),
    };
    const things = picked
      .map((cp) => cp.thing ?? THINGS[cp.subject])
      .filter((x): x is { en: string; fr: string } => Boolean(x))
      .map((x) => x[lang]);
    const drawnAt: Place = cast.places.find((x) => (x.pic ?? x.en) === placed?.place) ?? spot ?? cast.home;
    const sky = lightWords(light, underSea ? 'sea' : drawnSky(drawnAt), lang, {
      feminine: feminineHero(ctx.hero.look, cast.kind?.f),
      weather: said.weather,
      where: at[lang],
      // Drawn on snow: the alt says so (“under the pine trees in the snow”).
      snowy: drawnAt.family === 'snow',
    });
    const alt = `${name} ${at[lang]}${sky}${
      things.length
        ? `${lang === 'fr' ? ', avec ' : ', with '}${things.join(lang === 'fr' ? ' et ' : ' and ')}`
        : ''
    }.`;
    return {
      text,
      alt,
      scene: `${name} in a gentle scene with ${picked.map((cp) => withArticle(cp.subject.replace(/-/g, ' '))).join(' and ')}`,
      layout: 'image-top',
      hints,
    } satisfies PagePlan;
  });
}

/** a0 b0 a1 b1 …, then what is left of the longer list. */
function interleave<T>(a: T[], b: T[]): T[] {
  const out: T[] = [];
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if (i < a.length) out.push(a[i]);
    if (i < b.length) out.push(b[i]);
  }
  return out;
}
