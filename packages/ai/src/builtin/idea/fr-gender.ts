import type { Token } from './tokens';

const FEMININE = new Set(['une', 'la', 'sa', 'ma', 'ta', 'cette']);
const MASCULINE = new Set(['un', 'le', 'du', 'au', 'ce', 'cet']);
/** « son », « mon », « ton » come before a feminine noun with a vowel too (« son écharpe »). */
const EITHER_BEFORE_VOWEL = new Set(['son', 'mon', 'ton']);

/**
 * A French noun's gender as its determiner says it (« sa casserole » is feminine, « son voilier »
 * masculine); undefined when the determiner does not tell (« les », « son écharpe », none).
 * The determiner agrees with the noun, so it outranks a tagger's guess.
 */
export function frGenderOf(det: string, noun: string): boolean | undefined {
  if (FEMININE.has(det)) return true;
  if (MASCULINE.has(det)) return false;
  if (EITHER_BEFORE_VOWEL.has(det) && !/^[aeiouyàâéèêîïôûœh]/i.test(noun)) return false;
  return undefined;
}

/**
 * The gender the determiner gives a noun read at `at`, over the adjectives between them: « sa
 * première dent » is feminine by « sa » (the tagger calls « dent » masculine, and printed « le dent »),
 * « son petit bol » masculine; « son ancienne écharpe » tells nothing (« son » before a vowel).
 */
export function frGenderBefore(tokens: readonly Token[], at: number): boolean | undefined {
  let k = at - 1;
  // Two adjectives at most: « sa toute première dent », « son petit bol ».
  while (k >= at - 2 && k > 0 && ADJECTIVE(tokens[k])) k--;
  return frGenderOf(tokens[k]?.norm ?? '', tokens[k + 1]?.norm ?? '');
}
const ADJECTIVE = (t: Token) =>
  (t.tags.has('Adjective') || /^(?:toute?s?|premi[eè]re?|deuxi[eè]me)$/.test(t.norm)) &&
  !FEMININE.has(t.norm) &&
  !MASCULINE.has(t.norm);
