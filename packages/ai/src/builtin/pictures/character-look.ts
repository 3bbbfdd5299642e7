import { KINDS } from '../idea/kinds';
import { ACCESSORIES, type Colour } from './character-words';
import type { Figure } from './figures';
import { isKnight } from './knight';

/** The bible's look sentence, in English and French: what every page draws (character-design.ts). */

/** English indefinite article by sound: "an orange top", "an owl", but "a unicorn", "a blue scarf". */
export const withArticle = (phrase: string) =>
  `${/^(?:[aeio]|u(?!ni|se|su|ro|ku))/i.test(phrase) ? 'an' : 'a'} ${phrase}`;

/** What the figure wears, as the look says it: a knight's armour and tunic, a princess's gown, else a top. */
const clothesEn = (f: Figure, shirt: Colour) =>
  isKnight(f.id)
    ? ` in shining armour and ${withArticle(`${shirt.en} tunic`)}`
    : ` in ${withArticle(`${shirt.en} ${f.en === 'princess' ? 'gown' : 'top'}`)}`;

export const lookEn = (f: Figure, shirt: Colour, accent: Colour, acc?: { en: string }) =>
  `${withArticle(f.en)}${f.kind === 'head' ? clothesEn(f, shirt) : ''}${acc ? ` with ${withArticle(`${accent.en} ${acc.en}`)}` : ''}`;

const FEMININE = new Set([
  'girl',
  'knight-girl',
  'fairy',
  'witch',
  'mermaid',
  'unicorn',
  'frog',
  'giraffe',
  'car',
  'octopus',
  'turtle',
]);
/** Species of idea/kinds drawn from their icon: their French gender (a girl knight has her own figure). */
// Feminine as the kind's own word: a cow figure said « veau » is « un veau », not « une veau » (the
// kind « vache » is feminine, its figure's word is not).
const FEMININE_KINDS = new Map(
  KINDS.filter((k) => k.f && (!k.figure || k.figure === k.id)).map((k) => [k.id, k.fr] as const),
);
const FEMININE_ACC = new Set(['scarf', 'cape', 'crown']);
const feminineColour = (x: Colour) => ({ vert: 'verte', violet: 'violette', bleu: 'bleue' })[x.fr] ?? x.fr;

export function lookFr(f: Figure, shirt: Colour, accent: Colour, acc?: { en: string; fr: string }) {
  const fem = FEMININE.has(f.id) || FEMININE_KINDS.get(f.id) === f.fr;
  let s = `${fem ? 'une' : 'un'} ${f.fr}`;
  if (isKnight(f.id)) s += ` en armure, ${fem ? 'vêtue' : 'vêtu'} d’une tunique ${feminineColour(shirt)}`;
  else if (f.fr === 'princesse') s += ` vêtue d’une robe ${feminineColour(shirt)}`;
  else if (f.kind === 'head') s += ` ${fem ? 'vêtue' : 'vêtu'} d’un haut ${shirt.fr}`;
  if (acc) {
    const accFem = FEMININE_ACC.has(Object.keys(ACCESSORIES).find((k) => ACCESSORIES[k] === acc) ?? '');
    s += `${f.kind === 'head' ? ',' : ''} avec ${accFem ? 'une' : 'un'} ${acc.fr} ${accFem ? feminineColour(accent) : accent.fr}`;
  }
  return s;
}
