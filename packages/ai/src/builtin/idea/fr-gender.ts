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
