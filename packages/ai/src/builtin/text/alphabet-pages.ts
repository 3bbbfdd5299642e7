import type { PagePlan } from '../../types';
import { alphabetWords } from './alphabet-words';
import { evenGroups, type StoryContext, withArticle } from './story-context';

/**
 * A–Z. With fewer than 26 pages letters are grouped evenly (e.g. 8 pages → A–D, E–H…); with more,
 * an opening page and a closing "sing it again" page frame the 26 letters, then review pages.
 */
export function writeAlphabetPages(ctx: StoryContext): PagePlan[] {
  const { lang, req, name } = ctx;
  const all = alphabetWords(lang, `${req.title} ${req.description}`);
  const isFor = lang === 'en' ? 'is for' : 'comme';
  const letterPage = (group: typeof all): PagePlan => ({
    heading:
      group.length === 1
        ? `${group[0].letter} ${group[0].letter.toLowerCase()}`
        : `${group[0].letter}–${group[group.length - 1].letter}`,
    text: group.map((g) => `${g.letter} ${isFor} ${g.word}${g.none ? ` (${g.none})` : ''}.`).join(' '),
    scene: `${name} pointing at ${group.map((g) => withArticle(g.subject.replace(/-/g, ' '))).join(', ')}, with the letter${group.length > 1 ? 's' : ''} ${group.map((g) => g.letter).join(', ')}`,
    layout: 'image-top',
    hints: {
      kind: 'alphabet',
      letters: group.map((g) => g.letter),
      words: group.map((g) => g.word),
      subjects: group.map((g) => g.subject),
    },
  });
  if (req.pages < 26) return evenGroups(all, req.pages).map(letterPage);
  const pages = all.map((e) => letterPage([e]));
  const intro: PagePlan = {
    text:
      lang === 'en'
        ? `Hello! I am ${name}. Let’s learn the alphabet together, from A to Z!`
        : `Bonjour ! Je m’appelle ${name}. Apprenons l’alphabet ensemble, de A à Z !`,
    scene: `${name} waving hello next to big colourful letters A B C`,
    layout: 'image-top',
    hints: { kind: 'alphabet', letters: ['A', 'B', 'C'], subjects: ['input-latin-uppercase'] },
  };
  const extra = req.pages - 27;
  const review = evenGroups(all, Math.max(0, extra)).map((g) => ({
    ...letterPage(g),
    // The letters themselves lead the sentence, so no two review pages print the same line.
    text:
      lang === 'en'
        ? `Let’s find ${listOf(
            g.map((x) => x.letter),
            'and',
          )} again: ${g.map((x) => x.word).join(', ')}.`
        : `Retrouvons ${listOf(
            g.map((x) => x.letter),
            'et',
          )} : ${g.map((x) => x.word).join(', ')}.`,
  }));
  return [intro, ...pages, ...review];
}

const listOf = (xs: string[], and: string) =>
  xs.length < 2 ? xs.join('') : `${xs.slice(0, -1).join(', ')} ${and} ${xs[xs.length - 1]}`;
