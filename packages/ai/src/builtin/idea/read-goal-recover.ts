import type { Language } from '@bookloom/core';
import { type LostThing, lostThingNamed } from './lost-things';

/**
 * A hero who loses something that is part of them ("A little mermaid loses her voice and must find
 * it", « Zoé a perdu son sourire ») gets it back: it is missed, sensed on the way (her voice echoing
 * in a shell) and found again at the turn (text/goal-recover.ts). Before this the engine looked for
 * "a little parcel holding the voice" (issue 14). `poss` is the idea's own "her" / "his" / "its".
 */
export type RecoverGoal = {
  kind: 'recover';
  thing: LostThing;
  poss: string;
  /** The goal said as a deed, for writers that print any goal as one. */
  task: { en: string; fr: string };
};

// Losing or missing it, then a possessive and maybe an adjective, then the thing.
const LOSES: Record<Language, RegExp> = {
  en: /\b(?:lose|loses|lost|losing|can(?:no|')t find|cannot find|misses|missing|(?:gets?|getting|win|wins) back|looks? for|looking for|searches for)\s+(?:(his|her|their|its|the|a|my)\s+)?(?:\p{L}+\s+)?(\p{L}+)/giu,
  fr: /(?:perd|perdent|perdu|perdue|a perdu|ont perdu|cherche|cherchent|retrouve|retrouver|retrouvent|n['’]a plus)\s+(?:(sa|son|ses|la|le|les|de|d['’])\s*)?(?:\p{L}+\s+)?(\p{L}+)/giu,
};

/** The lost thing the idea names, if any. */
export function readRecover(description: string, lang: Language): RecoverGoal | undefined {
  for (const m of description.matchAll(LOSES[lang])) {
    // The thing is the last word matched, or the one before it ("her lovely voice", « sa voix »).
    const words = m[0].split(/\s+/);
    const thing = lostThingNamed(m[2]) ?? lostThingNamed(words.at(-2) ?? '');
    if (!thing) continue;
    const poss = /^(his|her|their|its)$/i.test(m[1] ?? '') ? (m[1] as string).toLowerCase() : 'her';
    return {
      kind: 'recover',
      thing,
      poss,
      task: {
        en: `get ${poss} ${thing.en} back`,
        fr: `retrouver ${thing.plural ? 'ses' : thing.f && !/^[aeiouéè]/i.test(thing.fr) ? 'sa' : 'son'} ${thing.fr}`,
      },
    };
  }
  return undefined;
}
