import { createRequire } from 'node:module';
import nlp from 'compromise';

/**
 * A first name's likely gender, from the first-name lexicons of compromise (English) and
 * fr-compromise (French), which tag about 3,000 names `FemaleName` / `MaleName`. Their lists are
 * English-made: French usage wins where it differs (Jules, Lou, Valentine, Émile), and common
 * French names they lack are added. Names given to girls and boys alike are known names with no
 * gender: the text then keeps neutral words (« un enfant »). Accents are folded (Zoé → zoe).
 */
export type NameGender = 'f' | 'm';

type Lexicon = Record<string, string | string[]>;
const fr = createRequire(import.meta.url)('fr-compromise') as { model(): { one: { lexicon: Lexicon } } };
const LEXICONS: Lexicon[] = [
  fr.model().one.lexicon,
  (nlp.model() as { one: { lexicon: Lexicon } }).one.lexicon,
];

const list = (s: string) => s.split(' ');
/** French first names the lexicons lack or tag otherwise (INSEE's most given names of recent years). */
const FRENCH: Record<string, NameGender> = Object.fromEntries([
  ...list(
    'ambre rose romy iris lou agathe victoire margaux capucine louna lya giulia clemence apolline heloise maelys valentine louane emy eleonore lilou maelle noemie oceane anais fatou amelie zelie lena salome bella',
  ).map((n) => [n, 'f']),
  ...list(
    'jules mael gabin noe tiago ayden nael axel robin timeo marceau nino eliott malo augustin lyam gaspard sohan baptiste come maxence kais matheo basile jean achille timothee antonin maxime romain emile elio kylian ilyes wassim leandre loic bastien remi finn lino ulysse',
  ).map((n) => [n, 'm']),
]);
/** Girls' names that are also words (a flower, a stone), which the lexicons tag as nouns only. */
const WORD_NAMES: Record<string, NameGender> = Object.fromEntries(
  list('lily daisy poppy violet ivy holly hazel willow olive pearl amber jasmine ruby scarlett autumn').map(
    (n) => [n, 'f'],
  ),
);
/** Given to girls and boys alike. */
const EITHER = new Set(
  list('camille sacha sasha charlie alex eden dominique claude noa andrea morgan kim alix ange'),
);
/** Words that fold into a name but are not one when written out (« Noël approche »). */
const NOT_NAMES = new Set(['noël']);

const fold = (name: string) => name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

function lexiconGender(key: string): NameGender | 'either' | undefined {
  for (const lexicon of LEXICONS) {
    const tags = ([] as string[]).concat(lexicon[key] ?? []);
    if (tags.includes('FemaleName')) return 'f';
    if (tags.includes('MaleName')) return 'm';
    if (tags.includes('FirstName')) return 'either';
  }
  return undefined;
}

function lookUp(name: string): NameGender | 'either' | undefined {
  if (NOT_NAMES.has(name.toLowerCase())) return undefined;
  const key = fold(name);
  if (EITHER.has(key)) return 'either';
  return FRENCH[key] ?? WORD_NAMES[key] ?? lexiconGender(key);
}

/** 'f' (Lila, Zoé, Emma, Chloé), 'm' (Léo, Tom, Hugo), or undefined (Camille, Sacha, or unknown). */
export function nameGender(name: string): NameGender | undefined {
  const g = lookUp(name.trim());
  return g === 'either' ? undefined : g;
}

/** A first name the lexicons or the French list know, whatever its gender. */
export const isFirstName = (word: string) => lookUp(word) !== undefined;

/**
 * A capitalised word the taggers cannot know as a name: not in their lexicons as written, but a
 * first name once its accents are folded or by the French list (« Léo », « Zoé », « Maël »).
 */
export const missedFirstName = (word: string) =>
  /^\p{Lu}/u.test(word) &&
  !LEXICONS.some((lexicon) => lexicon[word.toLowerCase()] !== undefined) &&
  isFirstName(word);
