import type { PagePlan } from '../../types';
import { evenGroups, type StoryContext, withArticle } from './story-context';

/**
 * One picturable word per letter: "letter word… icon", the icon drawn being the word printed
 * (no xylophone in the icon set, so X is an x-ray; a queen is a crowned person, not a crown).
 */
const WORDS = {
  en: 'A apple red-apple|B bear bear|C cat cat|D dog dog|E elephant elephant|F fish fish|G giraffe giraffe|H house house|I insect lady-beetle|J jellyfish jellyfish|K kite kite|L lion lion|M moon crescent-moon|N nest nest-with-eggs|O owl owl|P penguin penguin|Q queen person-with-crown|R rainbow rainbow|S sun sun|T tiger tiger|U umbrella umbrella|V violin violin|W whale whale|X x-ray x-ray|Y yo-yo yo-yo|Z zebra zebra',
  fr: 'A abeille honeybee|B ballon balloon|C chat cat|D dauphin dolphin|E étoile star|F fraise strawberry|G girafe giraffe|H hibou owl|I île desert-island|J jongleur person-juggling|K koala koala|L lion lion|M maison house|N nuage cloud|O orange tangerine|P poisson fish|Q quille bowling|R renard fox|S soleil sun|T tortue turtle|U usine factory|V vache cow|W wagon railway-car|X rayons X x-ray|Y yoyo yo-yo|Z zèbre zebra',
} as const;

const entries = (lang: 'en' | 'fr') =>
  WORDS[lang].split('|').map((e) => {
    const parts = e.split(' ');
    return { letter: parts[0], word: parts.slice(1, -1).join(' '), subject: parts.at(-1) as string };
  });

/**
 * A–Z. With fewer than 26 pages letters are grouped evenly (e.g. 8 pages → A–D, E–H…); with more,
 * an opening page and a closing "sing it again" page frame the 26 letters, then review pages.
 */
export function writeAlphabetPages(ctx: StoryContext): PagePlan[] {
  const { lang, req, name } = ctx;
  const all = entries(lang);
  const isFor = lang === 'en' ? 'is for' : 'comme';
  const letterPage = (group: typeof all): PagePlan => ({
    heading:
      group.length === 1
        ? `${group[0].letter} ${group[0].letter.toLowerCase()}`
        : `${group[0].letter}–${group[group.length - 1].letter}`,
    text: group.map((g) => `${g.letter} ${isFor} ${g.word}.`).join(' '),
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
