const EN =
  'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty'.split(
    ' ',
  );
const FR =
  'zéro un deux trois quatre cinq six sept huit neuf dix onze douze treize quatorze quinze seize dix-sept dix-huit dix-neuf vingt'.split(
    ' ',
  );
const TENS_EN: Record<number, string> = {
  30: 'thirty',
  40: 'forty',
  50: 'fifty',
  60: 'sixty',
  70: 'seventy',
  80: 'eighty',
  90: 'ninety',
  100: 'one hundred',
};
const TENS_FR: Record<number, string> = {
  30: 'trente',
  40: 'quarante',
  50: 'cinquante',
  60: 'soixante',
  70: 'soixante-dix',
  80: 'quatre-vingts',
  90: 'quatre-vingt-dix',
  100: 'cent',
};

/** Number in words for the counts a numbers book uses (0–20, then 25, 30, 35… up to 100). */
export function numberWord(n: number, lang: 'en' | 'fr'): string {
  if (n <= 20) return (lang === 'en' ? EN : FR)[n];
  const tens = lang === 'en' ? TENS_EN : TENS_FR;
  if (tens[n]) return tens[n];
  return String(n);
}

const MASCULINE_IN_E = new Set([
  'crabe',
  'livre',
  'coquillage',
  'singe',
  'arbre',
  'trophée',
  'camion de pompiers',
  'ours en peluche',
  'dinosaure',
  'nuage',
  'zèbre',
  'concombre',
]);
const FEMININE_OTHER = new Set(['fleur', 'étoile de mer']);

/** "un" or "une" for the French things we count (most nouns ending in -e are feminine). */
export function frOne(noun: string): 'un' | 'une' {
  if (FEMININE_OTHER.has(noun)) return 'une';
  return noun.endsWith('e') && !MASCULINE_IN_E.has(noun) ? 'une' : 'un';
}
