import type { BookRequest, CharacterBible } from '../../types';
import type { IdeaFacts } from '../idea/read-idea';
import type { Random } from './seeded-random';
import type { Theme } from './theme-types';

/** Everything a page writer needs: one object, built once per book. */
export type StoryContext = {
  req: BookRequest;
  lang: BookRequest['language'];
  /** Hero name as printed. */
  name: string;
  hero: CharacterBible;
  theme: Theme;
  /** The user's description, sanitised, as one sentence ending with a full stop. */
  idea: string;
  /** The problem of the story, in the book's language. */
  trouble: string;
  /** What the idea names: hero, friends, setting, time, key object, lesson. */
  facts: IdeaFacts;
  rng: Random;
};

/** Picks a template by language and fills `{name}`-style slots. */
export function fill(template: string, slots: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, k: string) => slots[k] ?? '');
}

export const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Splits `n` items into `groups` runs as evenly as possible (first runs get the extra). */
export function evenGroups<T>(items: readonly T[], groups: number): T[][] {
  const out: T[][] = [];
  let at = 0;
  for (let g = 0; g < groups; g++) {
    const size = Math.floor(items.length / groups) + (g < items.length % groups ? 1 : 0);
    out.push(items.slice(at, at + size));
    at += size;
  }
  return out;
}

/** French contractions after slot filling: « à le volcan » → « au volcan », « de les » → « des ». */
const MUTE_H = 'H(?:ugo|élène|éloïse|ector|enri|ortense|ervé|ubert|ermione|armonie|onorine|ippolyte|élios?)';
const MUTE_H_NAME_DE = new RegExp(`(^|\\s)([dD])e (${MUTE_H})(?![\\p{L}])`, 'gu');
const MUTE_H_NAME_QUE = new RegExp(`(^|\\s)([qQ])ue (${MUTE_H})(?![\\p{L}])`, 'gu');

export function frenchContractions(s: string): string {
  return (
    s
      // After a space or an elision: « jusqu’à les rochers » → « jusqu’aux rochers ».
      .replace(/(^|\s|[’'])([àÀ]) le /g, (_, pre: string, a: string) => `${pre}${a === 'À' ? 'Au' : 'au'} `)
      .replace(
        /(^|\s|[’'])([àÀ]) les /g,
        (_, pre: string, a: string) => `${pre}${a === 'À' ? 'Aux' : 'aux'} `,
      )
      // (Not the end of a word after an accented letter: « l’eau tiède et calme », not « tièd’et ».)
      .replace(/(?<!\p{L})([dD])e le /gu, '$1u ')
      .replace(/(?<!\p{L})([dD])e les /gu, '$1es ')
      .replace(/(?<!\p{L})([dD])e ([aeiouyàâéèêîôûœ])/gu, '$1’$2')
      // « que avec » → « qu’avec », « si il » → « s’il ».
      .replace(/(^|\s)([qQ])ue ([aeiouyàâéèêîôûœ])/g, '$1$2u’$3')
      // Before a name with a vowel: « d’Emma », « qu’Élise ». Not before H or Y (« que Hugo »,
      // « de Yasmine »): an aspirated h or a consonant y cannot be told from the letters.
      .replace(/(^|\s)([dD])e ([AEIOUÀÂÉÈÊÎÔÛ])/g, '$1$2’$3')
      .replace(/(^|\s)([qQ])ue ([AEIOUÀÂÉÈÊÎÔÛ])/g, '$1$2u’$3')
      // …but the common first names whose h is mute are known: « les oreilles d’Hugo », « qu’Hélène ».
      .replace(MUTE_H_NAME_DE, '$1$2’$3')
      .replace(MUTE_H_NAME_QUE, '$1$2u’$3')
      // A helper already described with « qui » (« un chat qui parle, qui cherchait ») takes « et qui ».
      .replace(/\bqui ([^,.;:!?«»]+), qui\b/g, 'qui $1 et qui')
      .replace(/(^|\s)([sS])i (ils?)\b/g, '$1$2’$3')
      .replace(/ ([!?;:])/g, '\u202f$1')
      .replace(/([^\s\u202f«])([!?;])/g, '$1\u202f$2')
  );
}

/** "a" or "an" before an English noun (for scene prompts). */
export const withArticle = (noun: string) => `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;
