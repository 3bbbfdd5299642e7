import type { Language } from '@bookloom/core';

/**
 * The look as the page draws it when the hero wears the dojo's clothes (StoryHints.wears: the white gi
 * of pictures/gi-suit.ts, the dark suit of pictures/ninja-suit.ts). The bible's look names the everyday
 * top ("a girl in a green top with a teal woolly hat"), but these pages draw the gi or the ninja suit
 * in its place, so the alt said clothes the picture did not show. Only a child's top is swapped (a
 * knight keeps his armour, an animal has no top): the drawing puts the suit on those figures alone.
 */
// `helmet`: nothing of the look is worn over the suit (a bow or a hat under the glass bubble is not drawn).
const SUITS: Record<string, { en: string; fr: string; ninja?: boolean; helmet?: boolean }> = {
  gi: { en: 'in a white gi', fr: 'en kimono blanc' },
  'gi-yellow': { en: 'in a white gi with a yellow belt', fr: 'en kimono blanc à ceinture jaune' },
  ninja: {
    en: 'in a dark ninja suit with a white headband',
    fr: 'en tenue sombre de ninja, avec un bandeau blanc',
    ninja: true,
  },
  'space-suit': {
    en: 'in a white space suit and a glass helmet',
    fr: 'en combinaison spatiale blanche, avec un casque de verre',
    helmet: true,
  },
  'ninja-black': {
    en: 'in a dark ninja suit with a black headband',
    fr: 'en tenue sombre de ninja, avec un bandeau noir',
    ninja: true,
  },
};

// The everyday clothes as pictures/character-look.ts says them (a top, a princess's gown), and the accessory after.
const EN = /^(an? (?!little elf)[^,]+?) in an? [\w-]+ (?:top|gown)(?: with (.+))?$/;
const FR = /^(une? (?!petit lutin)[^,]+?) vêtue? d’(?:un haut|une robe) [^,]+?(?:, avec (.+))?$/;
// Not drawn over the suit: a cape or a backpack never; a hat or a crown not under the ninja's headband.
const HIDDEN = /cape|backpack|sac à dos/;
const HIDDEN_NINJA = /hat|crown|bonnet|couronne/;

export function wornLook(look: string, wears: string | undefined, lang: Language): string {
  const suit = wears ? SUITS[wears] : undefined;
  const m = suit ? (lang === 'fr' ? FR : EN).exec(look) : null;
  if (!suit || !m) return look;
  const acc =
    m[2] && !suit.helmet && !HIDDEN.test(m[2]) && !(suit.ninja && HIDDEN_NINJA.test(m[2])) ? m[2] : undefined;
  const said = suit[lang];
  if (!acc) return `${m[1]} ${said}`;
  if (lang === 'fr') return `${m[1]} ${said}${said.includes(', avec ') ? ' et ' : ', avec '}${acc}`;
  return `${m[1]} ${said}${said.includes(' with ') ? ' and ' : ' with '}${acc}`;
}
