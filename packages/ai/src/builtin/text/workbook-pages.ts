import { workbookLevel, workbookTopic } from '@bookloom/core';
import type { PagePlan } from '../../types';
import type { StoryContext } from './story-context';
import type { Thing } from './theme-types';
import { ALL_THEMES } from './themes';
import { EXERCISES, type Made } from './workbook-exercises';
import { soundExercise, soundsOf } from './workbook-sounds';

/** Answers per key page: a 50-page book's key spreads over a few pages instead of overflowing one. */
const ANSWERS_PER_KEY_PAGE = 12;

/**
 * Exercises that match the title ("Subtraction practice" is subtraction only), then an answer key
 * on the last page(s) for books of 4 pages or more.
 */
export function writeWorkbookPages(ctx: StoryContext): PagePlan[] {
  const { lang, name, theme, rng, req } = ctx;
  const kinds = workbookTopic(req.title, req.description);
  const level = workbookLevel(req.title, req.description);
  const keyPages = req.pages >= 4 ? Math.ceil(req.pages / (ANSWERS_PER_KEY_PAGE + 1)) : 0;
  // Spelling needs one-word names; the book's theme first, then the other themes' things.
  const things = theme.things;
  const words = [...theme.things, ...ALL_THEMES.filter((t) => t !== theme).flatMap((t) => t.things)].filter(
    (t, i, all) => !/\s/.test(t.one[lang]) && all.findIndex((u) => u.one[lang] === t.one[lang]) === i,
  );
  const asked = new Set<string>();
  // « Les sons ou et on »: every exercise about the sounds named, not letters to trace.
  const sounds = soundsOf(`${req.title}. ${req.description}`, lang);
  const made: Made[] = Array.from({ length: req.pages - keyPages }, (_, i) => {
    if (sounds.length) return soundExercise(i + 1, sounds, lang);
    const ex = kinds[i % kinds.length];
    const thing: Thing = ex === 'spell' ? words[i % words.length] : things[i % things.length];
    // A new sum on every page while there are new ones to ask (2 × 3 once, not three times).
    let m = EXERCISES[ex]({ n: i + 1, thing, name, lang, int: rng.int, level });
    for (let tries = 0; m.answer && asked.has(m.answer) && tries < 12; tries++)
      m = EXERCISES[ex]({ n: i + 1, thing, name, lang, int: rng.int, level });
    if (m.answer) asked.add(m.answer);
    return m;
  });
  const pages = made.map((m) => m.page);
  if (!keyPages) return pages;
  const answers = made.flatMap((m, i) =>
    // By exercise number, as printed on each page: a page number would not match the printed
    // book (title and copyright pages come first).
    m.answer ? [lang === 'en' ? `Exercise ${i + 1}: ${m.answer}` : `Exercice ${i + 1} : ${m.answer}`] : [],
  );
  if (!answers.length)
    answers.push(
      lang === 'en'
        ? 'Tracing pages have no single answer: check the letters together.'
        : 'Les pages de tracé n’ont pas de réponse unique : vérifiez les lettres ensemble.',
    );
  const per = Math.ceil(answers.length / keyPages);
  for (let k = 0; k < keyPages; k++) {
    const title = lang === 'en' ? 'Answer key' : 'Corrigé';
    pages.push({
      heading: keyPages > 1 ? `${title} (${k + 1}/${keyPages})` : title,
      text: answers.slice(k * per, (k + 1) * per).join('\n'),
      scene: `${name} giving a thumbs up next to a gold star`,
      alt: lang === 'en' ? 'The answers to the exercises.' : 'Les réponses des exercices.',
      layout: 'text-only',
      hints: { kind: 'story', subjects: ['glowing-star'] },
    });
  }
  return pages;
}
