import type { Language } from '@bookloom/core';
import type { Token } from './tokens';

/** A colour the idea gives its key object: printed in both languages (French by gender), drawn as `hex`. */
export type ObjectColour = { en: string; fr: string; frF: string; hex: string };

const c = (en: string, fr: string, frF: string, hex: string): ObjectColour => ({ en, fr, frF, hex });

/** Recognised forms (singular, feminine, plural) → the colour. */
const COLOURS: [string[], ObjectColour][] = [
  [['red', 'rouge', 'rouges'], c('red', 'rouge', 'rouge', '#e0312b')],
  [['blue', 'bleu', 'bleue', 'bleus', 'bleues'], c('blue', 'bleu', 'bleue', '#2f6fdf')],
  [['green', 'vert', 'verte', 'verts', 'vertes'], c('green', 'vert', 'verte', '#2e9e48')],
  [['yellow', 'jaune', 'jaunes'], c('yellow', 'jaune', 'jaune', '#f6cf2a')],
  [['golden', 'gold', 'doré', 'dorée', 'dorés', 'dorées'], c('golden', 'doré', 'dorée', '#e8a60c')],
  [['silver', 'argenté', 'argentée', 'argentés', 'argentées'], c('silver', 'argenté', 'argentée', '#b4bcc6')],
  [['purple', 'violet', 'violette', 'violets', 'violettes'], c('purple', 'violet', 'violette', '#8a4fd3')],
  [['pink', 'rose', 'roses'], c('pink', 'rose', 'rose', '#f27bb0')],
  [['orange', 'oranges'], c('orange', 'orange', 'orange', '#f47b20')],
  [['white', 'blanc', 'blanche', 'blancs', 'blanches'], c('white', 'blanc', 'blanche', '#f6f6f2')],
  [['black', 'noir', 'noire', 'noirs', 'noires'], c('black', 'noir', 'noire', '#2a2a2e')],
  [['brown', 'marron'], c('brown', 'marron', 'marron', '#8a5a2e')],
];

export const COLOUR_WORDS = new Set(COLOURS.flatMap(([forms]) => forms));

const colourNamed = (norm?: string) => COLOURS.find(([forms]) => norm && forms.includes(norm))?.[1];

// Between a noun and its colour: other adjectives the tagger marks ("a shiny red kite", « un cerf-volant
// tout neuf et rouge »), and the little words that join them.
const JOIN = new Set(['and', 'et', 'tout', 'toute', 'tous', 'toutes', 'très', 'very', 'bright', 'dark']);
const describes = (t?: Token) => !!t && (t.tags.has('Adjective') || JOIN.has(t.norm));

/**
 * The colour the idea gives the key object at tokens [at, at+len): the word next to it, or one
 * further along the adjectives the tagger (compromise / fr-compromise) marks around it — before the
 * noun in English ("a big blue balloon"), after it in French (« un cerf-volant rouge », « une étoile
 * dorée »), before it too in French for a colour placed first.
 */
export function colourNear(tokens: Token[], at: number, len: number, lang: Language) {
  const walk = (from: number, step: 1 | -1) => {
    for (let i = from, n = 0; i >= 0 && i < tokens.length && n < 4; i += step, n++) {
      const hit = colourNamed(tokens[i]?.norm);
      if (hit) return hit;
      if (!describes(tokens[i])) return undefined;
    }
    return undefined;
  };
  const before = walk(at - 1, -1);
  const after = walk(at + len, 1);
  return lang === 'fr' ? (after ?? before) : (before ?? colourNamed(tokens[at + len]?.norm));
}
