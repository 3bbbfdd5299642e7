import type { PagePlan } from '../../types';
import { journalTheme } from './journal-themes';
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
  // With no hero in the idea ("A gratitude journal for kids"), the prompts speak of a friend, not of
  // the stock name the cover gives ("Write a letter to Alex").
  const named = ctx.facts.heroName || ctx.facts.heroKind ? undefined : { en: 'a friend', fr: 'un ami' };
  const who = (lang: 'en' | 'fr') => named?.[lang] ?? name;
  const placed = PLACE_PROMPTS.flatMap((t) =>
    cast.places.map((place) => ({
      en: fill(t.en, { ...cast.slots('en', place), name: who('en') }),
      fr: frenchContractions(fill(t.fr, { ...cast.slots('fr', place), name: who('fr') })),
    })),
  );
  // The idea's own journal first: its theme's prompts (a trip, gratitude, feelings…) and its places,
  // alternating, then the everyday ones (issue 14: « journal de vacances à la mer » asked only about
  // meals and inventions; "a gratitude journal" asked for a letter to Alex).
  const theme = journalTheme(`${req.title} ${req.description}`);
  const themed = rng.shuffle(theme?.prompts ?? []);
  const everyday = rng.shuffle(PROMPTS.filter((p) => !themed.some((t) => t.en === p.en)));
  // The places' prompts come with the theme's where the idea names a place, else after the everyday
  // ones: all of them in any case, so a 50-day journal never repeats a page.
  const places = rng.shuffle(placed);
  const order = ctx.facts.setting
    ? [...alternate(themed, places), ...everyday]
    : [...themed, ...everyday, ...places];
  return Array.from({ length: req.pages }, (_, i) => {
    const p = order[i % order.length];
    return {
      heading: lang === 'en' ? `Day ${i + 1}` : `Jour ${i + 1}`,
      text: p[lang].replace('{name}', who(lang)),
      scene: `Journal page: a small doodle of ${name} in a corner and ruled writing lines`,
      layout: 'activity',
      hints: { kind: 'journal', lines: 10, prompt: p.en.replace('{name}', who('en')), subjects: ['memo'] },
    } satisfies PagePlan;
  });
}
