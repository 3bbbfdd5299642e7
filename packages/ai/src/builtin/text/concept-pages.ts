import type { PagePlan } from '../../types';
import { KITCHEN_AT, KITCHEN_IDEA, KITCHEN_SHAPES } from './concept-kitchen';
import { CONCEPT_MORE } from './concept-more';
import { PLACE_COLOURS, PLACE_SHAPES } from './concept-places';
import { topicFor, topicLines } from './concept-topics';
import { writeNumberPages } from './numbers-pages';
import type { StoryContext } from './story-context';
import type { Weather } from './story-light';

type Concept = { key: string; en: string; fr: string; subject: string };
const k = (key: string, subject: string, en: string, fr: string): Concept => ({ key, subject, en, fr });

const SHAPES: Concept[] = [
  k(
    'circle',
    'sun',
    'This is a circle. It is round like the sun.',
    'Voici un cercle. Il est rond comme le soleil.',
  ),
  k(
    'square',
    'window',
    'This is a square. It has four equal sides, like a window.',
    'Voici un carré. Il a quatre côtés égaux, comme une fenêtre.',
  ),
  k(
    'triangle',
    'pizza',
    'This is a triangle. Three sides, like a slice of pizza.',
    'Voici un triangle. Trois côtés, comme une part de pizza.',
  ),
  k(
    'star',
    'star',
    'This is a star. It has five points that shine.',
    'Voici une étoile. Elle a cinq pointes qui brillent.',
  ),
  k(
    'heart',
    'red-heart',
    'This is a heart. We draw it to say “I love you”.',
    'Voici un cœur. On le dessine pour dire « je t’aime ».',
  ),
  k(
    'rectangle',
    'door',
    'This is a rectangle. Two long sides and two short ones, like a door.',
    'Voici un rectangle. Deux grands côtés et deux petits, comme une porte.',
  ),
  k('oval', 'egg', 'This is an oval. It looks like an egg.', 'Voici un ovale. Il ressemble à un œuf.'),
  k(
    'diamond',
    'kite',
    'This is a diamond. A kite can be a diamond!',
    'Voici un losange. Un cerf-volant peut être un losange !',
  ),
  k(
    'hexagon',
    'honeybee',
    'This is a hexagon. Bees build their honeycomb with six sides.',
    'Voici un hexagone. Les abeilles font leurs alvéoles à six côtés.',
  ),
  k(
    'crescent',
    'crescent-moon',
    'This is a crescent, like the moon at bedtime.',
    'Voici un croissant, comme la lune le soir.',
  ),
];

const LEARNING: Concept[] = [
  k('red', 'strawberry', 'Red, like a juicy strawberry.', 'Rouge, comme une fraise bien juteuse.'),
  k('orange', 'tangerine', 'Orange, like a sweet orange.', 'Orange, comme une orange sucrée.'),
  k('yellow', 'banana', 'Yellow, like a banana.', 'Jaune, comme une banane.'),
  k(
    'green',
    'leaf-fluttering-in-wind',
    'Green, like a leaf in spring.',
    'Vert, comme une feuille au printemps.',
  ),
  k('blue', 'whale', 'Blue, like a whale in the sea.', 'Bleu, comme une baleine dans la mer.'),
  k('purple', 'grapes', 'Purple, like a bunch of grapes.', 'Violet, comme une grappe de raisin.'),
  k(
    'big-small',
    'elephant',
    'Big and small: an elephant is big, a mouse is small.',
    'Grand et petit : l’éléphant est grand, la souris est petite.',
  ),
  k(
    'hot-cold',
    'snowman',
    'Hot and cold: soup is hot, snow is cold.',
    'Chaud et froid : la soupe est chaude, la neige est froide.',
  ),
  k(
    'up-down',
    'balloon',
    'Up and down: the balloon goes up, the ball comes down.',
    'En haut, en bas : le ballon monte, la balle descend.',
  ),
  k(
    'day-night',
    'sun-with-face',
    'Day and night: we play in the day and sleep at night.',
    'Le jour et la nuit : on joue le jour, on dort la nuit.',
  ),
  k(
    'wet-dry',
    'umbrella-with-rain-drops',
    'Wet and dry: the umbrella keeps us dry in the rain.',
    'Mouillé et sec : le parapluie nous garde au sec sous la pluie.',
  ),
  k(
    'fast-slow',
    'snail',
    'Fast and slow: the rabbit is fast, the snail is slow.',
    'Rapide et lent : le lapin est rapide, l’escargot est lent.',
  ),
];

/** Shapes and first concepts (colours, opposites): one idea per page, named by the hero. */
/** "Learn to count with the farm animals", « apprendre à compter »: a counting book, not colours. */
const COUNTING = /(?<!\p{L})(count|counting|counts|numbers|compter|compte|nombres|chiffres)(?!\p{L})/iu;

export function writeConceptPages(ctx: StoryContext, kind: 'shapes' | 'learning'): PagePlan[] {
  const { lang, name, req } = ctx;
  if (kind === 'learning' && COUNTING.test(`${req.title} ${req.description ?? ''}`))
    return writeNumberPages(ctx);
  // "Shapes at the beach", "colours in the forest": the place's own things, looked for there (concept-places.ts).
  const setting = ctx.facts.setting;
  const kitchen = kind === 'shapes' && KITCHEN_IDEA.test(`${req.title} ${req.description ?? ''}`);
  const placed = setting ? (kind === 'shapes' ? PLACE_SHAPES : PLACE_COLOURS)[setting.id] : undefined;
  const own = kitchen ? KITCHEN_SHAPES : placed;
  const at = kitchen ? KITCHEN_AT : setting && { en: setting.at, fr: setting.frAt };
  // The place's shapes (or colours) lead, then the others.
  const base = kind === 'shapes' ? SHAPES : LEARNING;
  const list = own ? [...base.filter((c) => own[c.key]), ...base.filter((c) => !own[c.key])] : base;
  const outro =
    lang === 'en'
      ? `Can you find one ${own && at ? at.en : 'at home'}, like ${name}?`
      : `Tu en vois ${own && at ? at.fr : 'autour de toi'}, comme ${name} ?`;
  // "Learn about sun, rain, snow and wind": the topic the idea names first, then the first concepts.
  const topic = kind === 'learning' ? topicFor(`${req.title} ${req.description ?? ''}`) : undefined;
  const lines = topic ? topicLines(topic) : [];
  return Array.from({ length: req.pages }, (_, at) => {
    const last = at === req.pages - 1;
    const topicLine = lines[at];
    if (topicLine) return topicPage(topicLine, topic?.id ?? '', last ? outro : '', ctx);
    const i = at - lines.length;
    const generic = list[i % list.length];
    const here = own?.[generic.key];
    const c = here ? { ...generic, subject: here[0], en: here[1], fr: here[2] } : generic;
    // A longer book comes back to each idea with new examples, never the same sentence twice.
    const round = Math.floor(i / list.length);
    const more = CONCEPT_MORE[c.key];
    const extra = round === 0 ? undefined : more[(round - 1) % more.length];
    const line = extra ? extra[lang === 'en' ? 0 : 1].replaceAll('{name}', name) : c[lang];
    // The picture shows what the line names (a ladybird for "red", a roof for "triangle").
    const subject = extra?.[2] ?? c.subject;
    return {
      heading: generic[lang].split(/[.,:]/)[0].replace(/^(This is an?|Voici une?) /, ''),
      text: last ? `${line} ${outro}` : line,
      scene: `${name} showing ${kind === 'shapes' ? `a big ${c.key} shape` : `the idea "${c.key}"`} next to a ${subject.replace(/-/g, ' ')}`,
      layout: 'image-top',
      hints: { kind, concept: c.key, ...(kind === 'shapes' ? { shape: c.key } : {}), subjects: [subject] },
    } satisfies PagePlan;
  });
}

// The weather a topic page's picture shows around the hero, by the icon it draws.
const WEATHER_OF: [RegExp, Weather][] = [
  [/lightning/, 'storm'],
  [/rain|droplet|mushroom/, 'rain'],
  [/snow|skier|gloves/, 'snow'],
  [/^fog$/, 'fog'],
];

/**
 * A page of the idea's topic: its line, and the hero drawn in a scene with the thing the line names
 * (in the rain for the umbrella, in the snow for the snowman), said in the alt text.
 */
function topicPage(
  [en, fr, subject]: [string, string, string],
  topic: string,
  outro: string,
  { lang, name }: StoryContext,
): PagePlan {
  const line = (lang === 'en' ? en : fr).replaceAll('{name}', name);
  const heading = line.split(/[.,:?!]/)[0].trim();
  const weather = WEATHER_OF.find(([re]) => re.test(subject))?.[1];
  return {
    heading,
    text: outro ? `${line} ${outro}` : line,
    scene: `${name} in the park${weather ? ` in the ${weather}` : ''}, next to a ${subject.replace(/-/g, ' ')}`,
    layout: 'image-top',
    // What is drawn: the hero beside the thing the line names (the umbrella, the snowman).
    alt:
      lang === 'en'
        ? `${name} beside the picture of the line “${line}”`
        : `${name} à côté de l’image de la phrase « ${line} »`,
    hints: { topic, concept: heading, subjects: [subject], light: 'day', ...(weather ? { weather } : {}) },
  };
}
