import type { PagePlan } from '../../types';
import { NIGHT_WORDS } from './companion';
import { PLACE_COUPLETS } from './poetry-place-couplets';
import { storyCast } from './story-cast';
import { capitalise, fill, frenchContractions, type StoryContext, withArticle } from './story-context';
import type { StoryHints } from './story-light';
import { fitsPlace } from './story-place-fit';

type Couplet = { en: [string, string]; fr: [string, string]; subject: string; place?: string };
const c = (subject: string, en: [string, string], fr: [string, string]): Couplet => ({ subject, en, fr });

/** Hand-written couplets that rhyme in each language ({name} never sits at a line end). */
const COUPLETS: Couplet[] = [
  c(
    'umbrella-with-rain-drops',
    ['{name} went walking down the lane,', 'and splashed in puddles after rain.'],
    ['{name} se promène sous la pluie,', 'et saute dans les flaques aussi.'],
  ),
  c(
    'full-moon',
    ['Up above, the silver moon', 'hummed a soft and sleepy tune.'],
    ['Là-haut, la lune toute ronde', 'chante doucement pour le monde.'],
  ),
  c(
    'seedling',
    ['{name} found a tiny seed,', 'and gave it all the love you need.'],
    ['{name} plante une petite graine,', 'l’arrose chaque jour de la semaine.'],
  ),
  c(
    'honeybee',
    ['The little bees went buzzing by,', 'beneath a blue and friendly sky.'],
    ['Une abeille vole dans le ciel bleu,', 'et fait un tour, un tour ou deux.'],
  ),
  c(
    'cat',
    ['A cat sat on a big red mat,', 'and wore a funny purple hat.'],
    ['Un chat joue avec une pelote,', 'il saute, il court, il tourne, il trotte.'],
  ),
  c(
    'building-construction',
    ['{name} built a tower high,', 'so tall it nearly touched the sky.'],
    ['{name} construit une tour si haute', 'qu’un nuage passe et la saute.'],
  ),
  c(
    'wind-face',
    ['The wind went whoosh across the hill,', 'then all at once the world was still.'],
    ['Le vent chante sur la colline,', 'et fait danser l’herbe fine.'],
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
  ),
  c(
    'frog',
    ['A frog jumped high, a frog jumped low,', 'a frog jumped in the pond below.'],
    ['La grenouille saute, hop, hop, hop,', 'dans la mare, et puis plus rien : stop !'],
  ),
  c(
    'whale',
    ['{name} and a friend set sail', 'upon the back of a friendly whale.'],
    ['{name} et un ami s’en vont en bateau,', 'sur une baleine, au fil de l’eau.'],
  ),
  c(
    'sunrise',
    ['The sun came up all gold and bright,', 'and chased away the sleepy night.'],
    ['Le soleil se lève tout doré,', 'la nuit s’en va sur la pointe des pieds.'],
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
  ),
  c(
    'lady-beetle',
    ['A ladybug with spots of black', 'went for a walk and then came back.'],
    ['Une coccinelle à points noirs', 's’en va marcher jusqu’au soir.'],
  ),
  c(
    'deciduous-tree',
    ['Hello, hello, good morning, tree!', 'Are you as tall as you can be?'],
    ['Bonjour, bonjour, grand arbre vert !', 'Es-tu plus haut que l’univers ?'],
  ),
  c(
    'cloud-with-rain',
    ['The rain goes drip, the rain goes drop,', 'and then the clouds decide to stop.'],
    ['La pluie fait plic, la pluie fait ploc,', 'et les nuages font toc-toc.'],
  ),
];

const NIGHT_POEM = /moon|star/;
const DAY_POEM = /sunrise|honeybee/;

/** Rhyming couplets, one per page (two per page for short books so every poem has room to sing). */
export function writePoetryPages(ctx: StoryContext): PagePlan[] {
  const { lang, name, rng, req } = ctx;
  const cast = storyCast(ctx);
  // The hand-written couplets, then the place couplets (one per place and template): no couplet
  // is printed twice until all of them have been.
  const placeCouplets: Couplet[] = PLACE_COUPLETS.flatMap((t) =>
    cast.places
      .filter((place) => fitsPlace(t, place))
      .map((place) => {
        const slots = cast.slots(lang, place);
        const put = (line: string, l: 'en' | 'fr') =>
          fill(line, { ...cast.slots(l, place), name, aObject: l === 'fr' ? slots.aObject : '' });
        return {
          subject: t.object ? cast.objectIcon : 'herb',
          place: place.pic ?? place.en,
          en: [put(t.en[0], 'en'), put(t.en[1], 'en')] as [string, string],
          fr: t.fr.map((line) => frenchContractions(put(line, 'fr'))) as [string, string],
        };
      }),
  );
  const order = [...rng.shuffle(COUPLETS), ...rng.shuffle(placeCouplets)];
  const perPage = req.pages <= 8 ? 2 : 1;
  const nightBook = NIGHT_WORDS.test(req.description);
  return Array.from({ length: req.pages }, (_, i) => {
    const picked = Array.from({ length: perPage }, (_, k) => order[(i * perPage + k) % order.length]);
    const text = picked
      .map((cp) => cp[lang].map((line) => capitalise(line.replace('{name}', name))).join('\n'))
      .join('\n\n');
    const subjects = picked.map((cp) => cp.subject);
    // The moon and stars poems are drawn at night, the sunrise and the bees by day; in a book of
    // bedtime rhymes every other page is at night too.
    const day = subjects.some((x) => DAY_POEM.test(x));
    const night = !day && (subjects.some((x) => NIGHT_POEM.test(x)) || nightBook);
    const place = picked.find((cp) => cp.place)?.place;
    const hints: StoryHints = {
      kind: 'poem',
      subjects,
      ...(place ? { place } : {}),
      mood: night ? 'night' : 'day',
      light: night ? 'night' : 'day',
    };
    return {
      text,
      scene: `${name} in a gentle scene with ${picked.map((cp) => withArticle(cp.subject.replace(/-/g, ' '))).join(' and ')}`,
      layout: 'image-top',
      hints,
    } satisfies PagePlan;
  });
}
