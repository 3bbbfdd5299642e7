import type { Language } from '@bookloom/core';

/**
 * Things that only come in pairs, named as one "pair of…" so every shared line reads right: the
 * story's object slots are singular (« la vit », « avait disparu », "I have to find it"), and « Lila a
 * perdu ses lunettes » printed « la lunettes avait disparu », 'lost his glasses' "the glass" drawn
 * as a cocktail glass. « La paire de lunettes » and "the pair of glasses" are singular in both
 * languages (feminine in French), and drawn as the pair's own icon.
 */
type Pair = { en: string; fr: string; icon: string };

// Keyed by the plural the idea says (en and fr), the head word of what was said.
const PAIRS: [RegExp, Pair][] = [
  [/^(sunglasses|lunettes de soleil)$/, { en: 'sunglasses', fr: 'lunettes de soleil', icon: 'sunglasses' }],
  [/^(goggles|lunettes de plongée)$/, { en: 'goggles', fr: 'lunettes de plongée', icon: 'goggles' }],
  [/^(glasses|spectacles|eyeglasses|lunettes)$/, { en: 'glasses', fr: 'lunettes', icon: 'glasses' }],
  [/^(scissors|ciseaux)$/, { en: 'scissors', fr: 'ciseaux', icon: 'scissors' }],
  [/^(mittens|moufles)$/, { en: 'mittens', fr: 'moufles', icon: 'gloves' }],
  [/^(gloves|gants)$/, { en: 'gloves', fr: 'gants', icon: 'gloves' }],
  [/^(boots|wellies|wellingtons|bottes)$/, { en: 'boots', fr: 'bottes', icon: 'womans-boot' }],
  [/^(socks|chaussettes)$/, { en: 'socks', fr: 'chaussettes', icon: 'socks' }],
];

/**
 * The pair the said words name ("reading glasses", « lunettes de soleil »): its English and French
 * names as one pair, and its icon; undefined for anything else.
 */
export function pairNoun(said: string, lang: Language): Pair | undefined {
  const whole = PAIRS.find(([re]) => re.test(said));
  // English compounds end on their head ("reading glasses"); French ones start on it (« lunettes rouges »).
  const head = lang === 'en' ? said.split(' ').at(-1) : said.split(' ')[0];
  const hit = whole ?? PAIRS.find(([re]) => re.test(head ?? ''));
  if (!hit) return undefined;
  const [, p] = hit;
  return {
    en: `pair of ${lang === 'en' ? said : p.en}`,
    fr: `paire de ${lang === 'fr' ? said : p.fr}`,
    icon: p.icon,
  };
}
