import type { PagePlan } from '../../types';
import { storyCast } from './story-cast';
import { fill, frenchContractions, type StoryContext } from './story-context';

const PROMPTS = [
  { en: 'Today I felt… because…', fr: 'Aujourd’hui, je me suis senti(e)… parce que…' },
  {
    en: 'Three things that made me smile this week:',
    fr: 'Trois choses qui m’ont fait sourire cette semaine :',
  },
  { en: 'If I could go anywhere, I would go to…', fr: 'Si je pouvais aller n’importe où, j’irais…' },
  {
    en: 'Draw your favourite place, then tell what you hear there.',
    fr: 'Dessine ton endroit préféré, puis raconte ce que tu y entends.',
  },
  { en: 'A friend who helped me, and how:', fr: 'Un ami qui m’a aidé(e), et comment :' },
  { en: 'Something new I learned today:', fr: 'Une chose nouvelle que j’ai apprise aujourd’hui :' },
  { en: 'My dream for tomorrow:', fr: 'Mon rêve pour demain :' },
  { en: 'Something I am proud of:', fr: 'Une chose dont je suis fier ou fière :' },
  { en: 'Write a letter to {name}.', fr: 'Écris une lettre à {name}.' },
  { en: 'What would you invent to help someone?', fr: 'Qu’inventerais-tu pour aider quelqu’un ?' },
  { en: 'The best meal I ever had:', fr: 'Le meilleur repas de ma vie :' },
  { en: 'When I am scared, I can…', fr: 'Quand j’ai peur, je peux…' },
];

/** A holiday or trip journal (« mon journal de vacances à la mer »): the trip's own prompts. */
const TRIP = /(?<!\p{L})(holidays?|vacations?|trip|travel|journey|vacances|voyage|séjour|colonie)(?!\p{L})/iu;
const TRIP_PROMPTS = [
  { en: 'The best moment of the trip so far:', fr: 'Le plus beau moment des vacances, pour l’instant :' },
  { en: 'A postcard to someone back home:', fr: 'Une carte postale pour quelqu’un resté à la maison :' },
  {
    en: 'A new food I tasted, and what it was like:',
    fr: 'Un plat que j’ai goûté pour la première fois, et son goût :',
  },
  { en: 'Draw where we slept last night.', fr: 'Dessine l’endroit où nous avons dormi cette nuit.' },
  {
    en: 'What the weather was like today, and what we did:',
    fr: 'Le temps qu’il a fait aujourd’hui, et ce qu’on a fait :',
  },
  { en: 'Something I want to remember forever:', fr: 'Une chose dont je veux me souvenir pour toujours :' },
];

/** Prompts about the book's own places and key object: one per place, so 50 days never repeat. */
export const PLACE_PROMPTS = [
  {
    en: 'If you visited {place} with {name}, what would you do first?',
    fr: 'Si tu allais {atPlace} avec {name}, que ferais-tu en premier ?',
  },
  {
    en: 'Imagine you find {aObject} {atPlace}: what happens next?',
    fr: 'Imagine que tu trouves {aObject} {atPlace} : que se passe-t-il ensuite ?',
  },
  {
    en: 'Describe {place}: what do you see, hear and smell?',
    fr: 'Décris {place} : que vois-tu, qu’entends-tu, que sens-tu ?',
  },
  {
    en: 'Draw {name} {atPlace} and write one sentence about it.',
    fr: 'Dessine {name} {atPlace} et écris une phrase à ce sujet.',
  },
  {
    en: 'What would {name} pack for a day {atPlace}?',
    fr: 'Que mettrait {name} dans son sac pour une journée {atPlace} ?',
  },
  { en: 'Write a short poem about {place}.', fr: 'Écris un petit poème sur {place}.' },
  {
    en: 'Who could you meet {atPlace} with {name}, and what is their story?',
    fr: 'Qui pourrait-on rencontrer {atPlace} avec {name}, et quelle est son histoire ?',
  },
];

const alternate = <T>(a: T[], b: T[]): T[] =>
  Array.from({ length: Math.max(a.length, b.length) }, (_, i) => [a[i], b[i]])
    .flat()
    .filter((x): x is T => x !== undefined);

/** A prompt per page and writing lines; the picture is a small doodle frame plus ruled lines (line art). */
export function writeJournalPages(ctx: StoryContext): PagePlan[] {
  const { lang, name, rng, req } = ctx;
  const cast = storyCast(ctx);
  const placed = PLACE_PROMPTS.flatMap((t) =>
    cast.places.map((place) => ({
      en: fill(t.en, cast.slots('en', place)),
      fr: frenchContractions(fill(t.fr, cast.slots('fr', place))),
    })),
  );
  // The idea's own journal first: a trip's prompts and its places, alternating, then the everyday ones
  // (issue 14: « journal de vacances à la mer » asked only about meals and inventions).
  const idea = `${req.title} ${req.description}`;
  const own =
    TRIP.test(idea) || ctx.facts.setting
      ? alternate(rng.shuffle(TRIP.test(idea) ? TRIP_PROMPTS : []), rng.shuffle(placed))
      : [];
  const order = own.length
    ? [...own, ...rng.shuffle(PROMPTS)]
    : [...rng.shuffle(PROMPTS), ...rng.shuffle(placed)];
  return Array.from({ length: req.pages }, (_, i) => {
    const p = order[i % order.length];
    return {
      heading: lang === 'en' ? `Day ${i + 1}` : `Jour ${i + 1}`,
      text: p[lang].replace('{name}', name),
      scene: `Journal page: a small doodle of ${name} in a corner and ruled writing lines`,
      layout: 'activity',
      hints: { kind: 'journal', lines: 10, prompt: p.en.replace('{name}', name), subjects: ['memo'] },
    } satisfies PagePlan;
  });
}
