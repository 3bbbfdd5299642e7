import type { Kind } from '../idea/kinds';
import { nameGender } from '../idea/name-gender';

/**
 * A job's noun as a woman holds it in French: « une docteure » (was « un docteur nommé Ada »), « une
 * astronaute » and « une pirate » (the same word, a feminine article: was « Zara, un astronaute »).
 */
const FR_FEMININE: Record<string, string> = { doctor: 'docteure', astronaut: 'astronaute', pirate: 'pirate' };

/**
 * The hero's kind agrees with the hero's name: a doctor called Ada is « une docteure nommée Ada »,
 * with « nommée » and « elle » after it (the jobs book's stock hero, or an idea's « docteur Léa »).
 */
export function kindAgreeingWithName(kind: Kind | undefined, name: string): Kind | undefined {
  const fr = kind && !kind.f ? FR_FEMININE[kind.id] : undefined;
  return kind && fr && nameGender(name) === 'f' ? { ...kind, fr, f: true } : kind;
}
