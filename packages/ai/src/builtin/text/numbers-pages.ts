import type { PagePlan } from '../../types';
import { countedThings } from './counting-animals';
import { namedCounted } from './counting-named';
import { ownCounted } from './counting-own';
import { frOne, numberWord } from './number-words';
import { capitalise, frenchContractions, type StoryContext } from './story-context';
import type { Thing } from './theme-types';

/** Count for page i (1-based): page n shows exactly n things (issue 14), up to 50 on a 50-page book. */
export const countForPage = (i: number) => i;

/** Counting 1..N: each page shows exactly `count` objects (hints.count, hints.object). */
export function writeNumberPages(ctx: StoryContext): PagePlan[] {
  const { lang, name, theme, req } = ctx;
  const idea = `${req.title} ${req.description ?? ''}`;
  const things = countedThings(theme.id, theme.things, idea);
  const named = namedCounted(idea) ?? ownCounted(idea, lang);
  const where = whereCounted(ctx, named?.(0));
  return Array.from({ length: req.pages }, (_, k) => {
    const count = countForPage(k + 1);
    const thing = named?.(k) ?? things[k % things.length];
    const word = count === 1 ? thing.one[lang] : thing.many[lang];
    const spoken = count === 1 && lang === 'fr' ? frOne(word) : numberWord(count, lang);
    const seq = count <= 10 ? ` ${Array.from({ length: count }, (_, j) => j + 1).join(', ')}!` : '';
    const text =
      lang === 'en'
        ? `${capitalise(spoken)} ${word}. ${name} counts ${count === 1 ? 'one' : 'them all'}:${seq || ` ${count}!`}`
        : frenchContractions(
            `${capitalise(spoken)} ${word}. ${name} compte ${count === 1 ? '' : 'tout '}:${seq || ` ${count}!`}`,
          );
    return {
      heading: String(count),
      text: k === 0 && where ? `${text} ${where}` : text,
      scene: `${name} counting exactly ${count} ${count === 1 ? thing.one.en : thing.many.en}, clearly separated so each can be counted`,
      layout: 'image-top',
      hints: { kind: 'numbers', count, object: thing.subject, subjects: [thing.subject] },
    } satisfies PagePlan;
  });
}

const ORCHARD = /(?<!\p{L})(orchards?|vergers?)(?!\p{L})/iu;
const ORCHARD_AT = { en: 'in the orchard', fr: 'dans le verger' };

/**
 * "Counting ducks at the pond", « Compter les pommes du verger »: the first page says where the counted
 * things are (the counting picture draws them on their own backdrop, not the place).
 */
function whereCounted({ facts, lang, name, req }: StoryContext, one: Thing | undefined): string {
  // An orchard is no story setting of its own (it would be a garden): said as the idea says it.
  const orchard = ORCHARD.test(`${req.title} ${req.description ?? ''}`) && ORCHARD_AT[lang];
  const at = orchard || (facts.setting && (lang === 'en' ? facts.setting.at : facts.setting.frAt));
  if (!at) return '';
  if (one) return lang === 'en' ? `The ${one.many.en} are ${at}.` : `Les ${one.many.fr} sont ${at}.`;
  return lang === 'en' ? `${name} is ${at}.` : `${name} est ${at}.`;
}
