import type { Language } from '@bookloom/core';
import type { Token } from './tokens';

// What a threat is made of or where it lives, before the English noun or after the French « de »:
// "a shadow monster", « un monstre des ombres », "an ice dragon", « un dragon de glace ».
export const MADE_OF: Record<string, string> = {
  shadow: '#3d3a5c',
  ice: '#9fd3ee',
  fire: '#e4572e',
  snow: '#eef3f8',
  stone: '#8d8d8d',
  swamp: '#6b8e4e',
  storm: '#5b6270',
  night: '#2d2f5a',
};
/** The English words that say what kind of threat the noun after them is: those made of something, and where it lives. */
export const THREAT_KIND_WORDS = [...Object.keys(MADE_OF), 'sea', 'space'];
const FR_MADE_OF: Record<string, string> = {
  ombre: 'shadow',
  ombres: 'shadow',
  glace: 'ice',
  feu: 'fire',
  neige: 'snow',
  neiges: 'snow',
  pierre: 'stone',
  marais: 'swamp',
  tempête: 'storm',
  nuit: 'night',
};

/**
 * What the threat named at `end` (the token after its noun) is made of: its colour, and in French the
 * words the idea says after the noun (« des ombres »), printed with it. `adjectives`: the English
 * words before the noun.
 */
export function madeOf(
  tokens: Token[],
  end: number,
  adjectives: string[],
  lang: Language,
): { tint?: string; fr?: string } {
  if (lang === 'en') {
    const made = adjectives.find((a) => MADE_OF[a]);
    return made ? { tint: MADE_OF[made] } : {};
  }
  const de = tokens[end]?.norm ?? '';
  const of = /^(de|des|du)$/.test(de) ? tokens[end + 1]?.norm : undefined;
  const made = of ? FR_MADE_OF[of] : undefined;
  return made ? { tint: MADE_OF[made], fr: `${de} ${of}` } : {};
}
