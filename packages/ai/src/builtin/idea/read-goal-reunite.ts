import type { Language } from '@bookloom/core';
import { RELATIVES, type Relative } from './relatives';
import type { Token } from './tokens';
import { formsOf } from './words';

/**
 * A relative the hero has lost sight of ("Max looks for his mum", « Lucie cherche sa maman », "a
 * little penguin can't find his dad"): not an object to find ("could not find the mum"), but a
 * reunion — separated on the problem page, ways to get back on the way, the relative found and
 * drawn at the turn (text/goal-reunite.ts). The relative is neither the key object nor a friend.
 */
export type ReuniteGoal = {
  kind: 'reunite';
  relative: Relative;
  /** The token the relative is named at. */
  at: number;
};

// Looking for, losing, missing someone: "looks for", "lost", "misses", « cherche », « a perdu ».
const SEEK: Record<Language, RegExp> = {
  en: /^(look|looks|looking|looked|search|searches|searching|searched|seek|seeks|seeking|find|finds|finding|lost|loses|losing|misses|missing|hunts|hunting)$/,
  fr: /^(cherche|cherchent|chercher|cherchait|recherche|recherchent|perd|perdu|perdent|retrouver|retrouve|retrouvent|trouver)$/,
};
// Between the verb and the relative: "for his", « sa », "her own".
const GLUE = /^(for|after|his|her|their|its|my|own|dear|sa|son|ses|leur|ma|mon|chère|cher)$/;
const POSSESSIVE = /^(his|her|their|its|my|sa|son|ses|leur|ma|mon)$/;

// « grand-mère »: split on the hyphen or not, as the taggers may cut it either way.
const FORMS = RELATIVES.flatMap((item) =>
  formsOf(item).flatMap((f) => [f.split(/[\s-]+/), f.split(/\s+/)].map((parts) => ({ f: parts, item }))),
).sort((a, b) => b.f.length - a.f.length);

/** The relative the hero is looking for or has lost, if the idea names one after a possessive. */
export function readReunite(tokens: Token[], lang: Language): ReuniteGoal | undefined {
  for (let i = 0; i < tokens.length; i++) {
    if (!SEEK[lang].test(tokens[i].norm)) continue;
    let owned = false;
    for (let j = i + 1; j < Math.min(tokens.length, i + 4); j++) {
      const hit = FORMS.find(({ f }) => f.every((part, k) => tokens[j + k]?.norm === part));
      // « cherche sa maman », "lost his dad": the hero's own, not "finds a mother duck".
      if (hit && owned) return { kind: 'reunite', relative: hit.item, at: j };
      if (!GLUE.test(tokens[j].norm)) break;
      if (POSSESSIVE.test(tokens[j].norm)) owned = true;
    }
  }
  return undefined;
}
