import type { Language } from '@bookloom/core';
import type { PagePlan } from '../../types';
import { frenchContractions, type StoryContext } from './story-context';
import type { Thing } from './theme-types';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
type Ex = 'count' | 'compare' | 'add' | 'trace';
type Made = { page: PagePlan; answer?: string };

/** What the book is about, from its title and description: a maths book is maths, a letters book letters. */
export function workbookTopic(text: string): Ex[] {
  const plain = text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  if (
    /\b(math|maths|count\w*|number\w*|add\w*|sum\w*|calcul\w*|compt\w*|nombres?|chiffres?|addition\w*)\b/.test(
      plain,
    )
  )
    return ['count', 'add', 'compare'];
  if (/\b(letter\w*|alphabet|abc|read\w*|writ\w*|lettres?|lecture|ecri\w*|lire)\b/.test(plain))
    return ['trace'];
  return ['count', 'trace', 'compare', 'add'];
}

/** Exercises that match the title, then an answer key on the last page (books of 4 pages or more). */
export function writeWorkbookPages(ctx: StoryContext): PagePlan[] {
  const { lang, name, theme, rng, req } = ctx;
  const kinds = workbookTopic(`${req.title} ${req.description}`);
  const withKey = req.pages >= 4;
  const made: Made[] = Array.from({ length: req.pages - (withKey ? 1 : 0) }, (_, i) =>
    exercise(kinds[i % kinds.length], i, theme.things[i % theme.things.length], name, lang, rng.int),
  );
  const pages = made.map((m) => m.page);
  if (!withKey) return pages;
  const answers = made
    .map((m, i) => (m.answer ? `${lang === 'en' ? 'Page' : 'Page'} ${i + 1} : ${m.answer}` : ''))
    .filter(Boolean)
    .map((s) => (lang === 'en' ? s.replace(' : ', ': ') : s));
  pages.push({
    heading: lang === 'en' ? 'Answer key' : 'Corrigé',
    text: answers.join('\n'),
    scene: `${name} giving a thumbs up next to a gold star`,
    alt: lang === 'en' ? 'The answers to the exercises.' : 'Les réponses des exercices.',
    layout: 'text-only',
    hints: { kind: 'story', subjects: ['glowing-star'] },
  });
  return pages;
}

function exercise(
  ex: Ex,
  i: number,
  thing: Thing,
  name: string,
  lang: Language,
  int: (a: number, b: number) => number,
): Made {
  const fr = (s: string) => frenchContractions(s);
  // Exercises are numbered, as in a real workbook: no two pages print the same instruction.
  const n = i + 1;
  if (ex === 'count') {
    const count = int(2, 10);
    return {
      answer: String(count),
      page: {
        heading: lang === 'en' ? 'Count and write' : 'Compte et écris',
        text:
          lang === 'en'
            ? `Exercise ${n}: count the ${thing.many.en} ${name} can see and write how many: ____`
            : fr(`Exercice ${n} : compte les ${thing.many.fr} que voit ${name} et écris le nombre : ____`),
        scene: `exactly ${count} ${thing.many.en} spread out to count, ${name} pointing`,
        layout: 'image-top',
        hints: { kind: 'numbers', count, hideCount: true, object: thing.subject, subjects: [thing.subject] },
      },
    };
  }
  if (ex === 'add') {
    const a = int(1, 5);
    const b = int(1, 4);
    return {
      answer: `${a} + ${b} = ${a + b}`,
      page: {
        heading: lang === 'en' ? 'Add them up' : 'Additionne',
        text:
          lang === 'en'
            ? `Exercise ${n}: ${name} has ${a} ${a === 1 ? thing.one.en : thing.many.en} and finds ${b} more, so how many now? ${a} + ${b} = ____`
            : fr(
                `Exercice ${n} : ${name} a ${a} ${a === 1 ? thing.one.fr : thing.many.fr} et en trouve ${b} de plus, combien en tout ? ${a} + ${b} = ____`,
              ),
        scene: `two groups of ${thing.many.en}: ${a} on the left and ${b} on the right`,
        layout: 'image-top',
        hints: { kind: 'compare', counts: [a, b], object: thing.subject, subjects: [thing.subject] },
      },
    };
  }
  if (ex === 'trace') {
    const letter = LETTERS[(i * 7) % 26];
    return {
      page: {
        heading: lang === 'en' ? `Trace the letter ${letter}` : `Trace la lettre ${letter}`,
        text:
          lang === 'en'
            ? `Exercise ${n}: say the sound of ${letter}, then write ${letter} and ${letter.toLowerCase()} three times: ____ ____ ____`
            : `Exercice ${n} : dis le son du ${letter}, puis écris ${letter} et ${letter.toLowerCase()} trois fois : ____ ____ ____`,
        scene: `a big outlined letter ${letter} to trace, ${name} holding a pencil`,
        layout: 'image-top',
        hints: { kind: 'alphabet', letters: [letter], subjects: ['pencil'] },
      },
    };
  }
  const a = int(2, 6);
  const b = a + int(1, 3);
  return {
    answer: lang === 'en' ? `the right group (${b})` : `le groupe de droite (${b})`,
    page: {
      heading: lang === 'en' ? 'Which group has more?' : 'Quel groupe en a le plus ?',
      text:
        lang === 'en'
          ? `Exercise ${n}: look at the two groups of ${thing.many.en} and circle the group with more.`
          : fr(
              `Exercice ${n} : regarde les deux groupes de ${thing.many.fr} et entoure celui qui en a le plus.`,
            ),
      scene: `two groups of ${thing.many.en}: ${a} on the left and ${b} on the right`,
      layout: 'image-top',
      hints: { kind: 'compare', counts: [a, b], object: thing.subject, subjects: [thing.subject] },
    },
  };
}
