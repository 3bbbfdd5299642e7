import type { PagePlan } from '../../types';
import { companionIn, NIGHT_WORDS } from './companion';
import { frenchContractions, type StoryContext } from './story-context';
import type { StoryHints } from './story-light';
import { storyBeats } from './story-pages';

const ACTIVITIES = [
  { en: 'waves hello in {place}', fr: 'dit bonjour à {place}' },
  { en: 'finds the {thing} in {place}', fr: 'trouve un trésor à {place}' },
  { en: 'dances in {place}', fr: 'danse à {place}' },
  { en: 'has a picnic in {place}', fr: 'pique-nique à {place}' },
  { en: 'reads a book in {place}', fr: 'lit un livre à {place}' },
  { en: 'plays hide-and-seek in {place}', fr: 'joue à cache-cache à {place}' },
] as const;

/** Line-art pages; the text is a short caption ("Color …"), the picture carries the page. */
export function writeColoringPages(ctx: StoryContext): PagePlan[] {
  const { lang, name, theme, rng, req } = ctx;
  const acts = rng.shuffle(ACTIVITIES);
  // "Owls and the moon at night": a night sky (moon, rooftops) to colour, and the named friend.
  const night = NIGHT_WORDS.test(req.description);
  const figure = ctx.hero.figure?.id;
  const companion = companionIn(req.description, typeof figure === 'string' ? figure : undefined);
  return storyBeats(req.pages).map((_, i) => {
    const place = theme.places[i % theme.places.length];
    const thing = theme.things[i % theme.things.length];
    const act = acts[i % acts.length];
    const fill = (t: string, p: string) => t.replace('{place}', p).replace('{thing}', thing.one.en);
    const text =
      lang === 'en'
        ? `Color ${name} who ${fill(act.en, place.en)}!`
        : frenchContractions(`Colorie ${name} qui ${fill(act.fr, place.fr)} !`);
    return {
      text,
      scene: `Coloring page, clean black outlines on white: ${name} ${fill(act.en, place.en)}, with ${thing.many.en}`,
      layout: 'coloring',
      hints: {
        kind: 'coloring',
        place: place.en,
        subjects: [thing.subject],
        mood: night ? 'night' : 'day',
        light: night ? 'night' : 'day',
        companion,
      } satisfies StoryHints,
    } satisfies PagePlan;
  });
}
