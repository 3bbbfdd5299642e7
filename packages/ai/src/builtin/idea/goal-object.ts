import { createRequire } from 'node:module';
import type { Language } from '@bookloom/core';
import nlp from 'compromise';
import { frGenderBefore } from './fr-gender';
import { frIconFor } from './fr-icon-words';
import { pairNoun } from './pair-nouns';
import type { Token } from './tokens';
import { holdableNoun, type Word } from './words';

/**
 * The key object when the idea names one the lexicon (objects.ts) does not know: the noun the goal
 * names ("looks for his lost spoon", « cherche sa cuillère », « une montre perdue »), read from the
 * tagger's parts of speech rather than a list of objects. It is printed as the user wrote it and
 * drawn as the nearest Fluent Emoji icon of the same name ("sandal" → womans-sandal; a French
 * noun through the icons' French names, « cuillère » → spoon), else as a neutral parcel, never as
 * another object.
 */
// Searching, finding, losing; not wanting ("wants a hug" has no object to draw).
const CUE: Record<Language, RegExp> = {
  en: /^(look|looks|looking|looked|search|searches|searching|searched|find|finds|finding|found|lost|lose|loses|losing|missing|seek|seeks|seeking|hunt|hunts|hunting)$/,
  fr: /^(cherche|cherches|cherchent|chercher|cherchait|recherche|recherchent|perd|perdent|perdu|perdue|perdus|perdues|trouver|retrouver|trouve|retrouve|égaré|égarée|disparu|disparue)$/,
};
// Words after a cue that are not the thing: "look for", « à la recherche de ».
const GLUE = new Set(
  'for to after up the a an his her their my our its some this that de du des d un une le la les sa son ses mon ma leur leurs notre votre cette ce à'.split(
    ' ',
  ),
);
// Nouns a goal can name that are not objects to draw.
const ABSTRACT = new Set(
  'way home adventure adventures friend friends help fun courage answer answers place someone something everything anything time love happiness peace family food thing things shape shapes colour colours color colors number numbers letter letters word words chemin maison forme formes couleur couleurs nombre nombres chiffre chiffres lettre lettres mot mots aventure aventures ami amie amis amies aide courage réponse quelque chose tout temps amour bonheur famille nourriture chose choses'.split(
    ' ',
  ),
);
const FEMININE_DET = new Set(['une', 'la', 'sa', 'ma', 'ta', 'cette']);

export type GoalNoun = { at: number; len: number; word: Word; parcel: boolean };

/** The noun the goal names, as a printable and drawable word; undefined when the goal names none. */
export function goalNoun(
  tokens: Token[],
  lang: Language,
  skip: (at: number) => boolean,
): GoalNoun | undefined {
  const noun = (t?: Token) =>
    !!t &&
    t.tags.has('Noun') &&
    !t.tags.has('Pronoun') &&
    !t.tags.has('Possessive') &&
    !t.tags.has('ProperNoun') &&
    !/^\p{Lu}/u.test(t.text) &&
    !/\d/.test(t.text);
  for (let i = 0; i < tokens.length; i++) {
    if (!CUE[lang].test(tokens[i].norm)) continue;
    // French puts « perdu » after the noun: « un livre perdu ».
    if (lang === 'fr' && /^perdu|^égaré|^disparu/.test(tokens[i].norm) && noun(tokens[i - 1])) {
      const g = make(tokens, i - 1, 1, lang, skip);
      if (g) return g;
    }
    for (let j = i + 1; j < Math.min(tokens.length, i + 7); j++) {
      const t = tokens[j];
      // « son porte-monnaie », « un tire-bouchon »: a hyphenated word is one noun, whatever its parts' tags.
      const joined = hyphenRun(tokens, j);
      if (joined > 1) {
        const g = make(tokens, j, joined, lang, skip);
        if (g) return g;
        break;
      }
      if (noun(t)) {
        // English compounds end on their head noun ("puzzle piece"); French ones start on it.
        let len = 1;
        while (lang === 'en' && noun(tokens[j + len]) && !tokens[j + len - 1].comma) len++;
        const g = make(tokens, j, len, lang, skip);
        if (g) return g;
        break;
      }
      const filler =
        GLUE.has(t.norm) ||
        t.tags.has('Determiner') ||
        t.tags.has('Possessive') ||
        t.tags.has('Adjective') ||
        CUE[lang].test(t.norm);
      if (!filler) break;
    }
  }
  return undefined;
}

function make(
  tokens: Token[],
  at: number,
  len: number,
  lang: Language,
  skip: (at: number) => boolean,
): GoalNoun | undefined {
  const words = tokens.slice(at, at + len);
  if (words.some((_, k) => skip(at + k)) || words.some((t) => ABSTRACT.has(t.norm))) return undefined;
  const said = saidWords(words);
  // "his glasses", « ses lunettes »: one pair, singular in both languages (pair-nouns.ts).
  const pair = pairNoun(said, lang);
  if (pair) {
    const word: Word = {
      id: `noun:${pair.en}`,
      en: pair.en,
      fr: pair.fr,
      f: true,
      icon: pair.icon,
      forms: [],
    };
    return { at, len, word, parcel: false };
  }
  // "sandals" → "sandal", "puzzle pieces" → "puzzle piece" (the head noun only).
  const en = lang === 'en' ? said.replace(/\S+$/, (head) => singular(head)) : said;
  const before = tokens[at - 1]?.norm ?? '';
  // A French noun reaches its icon through the set's own French names (fr-icon-words.ts).
  const fr = lang === 'fr' ? frIconFor(said) : undefined;
  // The determiner agrees with the noun (« sa casserole rouge »): it outranks the tagger's guess.
  const f =
    (lang === 'fr' ? frGenderBefore(tokens, at) : undefined) ??
    fr?.f ??
    (words[0].tags.has('FemaleNoun') || (!words[0].tags.has('MaleNoun') && FEMININE_DET.has(before)));
  const icon = lang === 'en' ? iconNamed(en) : fr?.icon;
  const word: Word = {
    id: `noun:${fr?.en ?? en}`,
    en: fr?.en ?? en,
    fr: said,
    f,
    icon: icon ?? 'package',
    forms: [],
    // "looks for the moon", "a house": there, not held up high.
    ...(holdableNoun(fr?.en ?? en) ? {} : { holdable: false as const }),
  };
  return { at, len, word, parcel: !icon };
}

/** How many words from `at` the taggers cut from one hyphenated word (1: none). */
export const hyphenRun = (tokens: Token[], at: number) => {
  let n = 1;
  while (tokens[at + n - 1]?.hyphen && tokens[at + n]) n++;
  return n;
};

/** The words as the user wrote them: « arc-en-ciel » whole, "puzzle piece" with its space. */
export const saidWords = (words: Token[]) =>
  words.map((t, k) => (k < words.length - 1 ? `${t.norm}${t.hyphen ? '-' : ' '}` : t.norm)).join('');

/** "sandals" → "sandal" (English). */
export const singular = (s: string) => nlp(s).nouns().toSingular().text() || s;

let names: string[] | undefined;
/** A Fluent Emoji icon named for the noun ("spoon", "puzzle-piece") or ending with it ("womans-sandal"). */
function iconNamed(noun: string, exactly = false): string | undefined {
  // chars.json (120 kB) lists every icon name; the 8 MB icon bodies stay with the picture engine.
  names ??= [
    ...new Set(
      Object.values(
        createRequire(import.meta.url)('@iconify-json/fluent-emoji-flat/chars.json') as Record<
          string,
          string
        >,
      ),
    ),
  ].sort();
  const slug = noun.replace(/\s+/g, '-');
  return names.find((n) => n === slug) ?? (exactly ? undefined : names.find((n) => n.endsWith(`-${slug}`)));
}

/** The icon named exactly for an English noun ("sailboat"), if the picture set has one. */
export const iconNamedExactly = (noun: string) => iconNamed(noun, true);
