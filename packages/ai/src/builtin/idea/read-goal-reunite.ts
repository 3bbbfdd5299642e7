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

// Looking for, losing, missing someone: "looks for", "lost", "misses", « cherche », « a perdu »;
// crying or calling for her: "Daisy the lost lamb cries for her mother", « pleure pour sa maman »
// (which was a stock bell hunt: the crying broke the reading).
const SEEK: Record<Language, RegExp> = {
  en: /^(look|looks|looking|looked|search|searches|searching|searched|seek|seeks|seeking|find|finds|finding|lost|loses|losing|misses|missing|hunts|hunting|cries|cry|crying|cried|calls|calling|called|bleats|bleating|weeps|weeping|wails|longs)$/,
  fr: /^(cherche|cherchent|chercher|cherchait|recherche|recherchent|perd|perdu|perdent|retrouver|retrouve|retrouvent|trouver|pleure|pleurent|pleurait|appelle|appellent|appelait|réclame|réclament)$/,
};
// Between the verb and the relative: "for his", « sa », "her own", « pour sa ».
const GLUE = /^(for|after|his|her|their|its|my|own|dear|sa|son|ses|leur|ma|mon|chère|cher|pour|après)$/;
const POSSESSIVE = /^(his|her|their|its|my|sa|son|ses|leur|ma|mon)$/;

// « grand-mère »: split on the hyphen or not, as the taggers may cut it either way.
const FORMS = RELATIVES.flatMap((item) =>
  formsOf(item).flatMap((f) => [f.split(/[\s-]+/), f.split(/\s+/)].map((parts) => ({ f: parts, item }))),
).sort((a, b) => b.f.length - a.f.length);

// The hero is the one lost: "gets lost at the zoo", "is lost in the woods", « se perd dans la forêt »,
// « s’est perdue au marché ». Not "lost his ball" (an object) nor "a lost puppy" (someone to help).
const LOST_HERO: Record<Language, RegExp> = {
  en: /\b(gets|got|get|getting|is|was|becomes|became) lost\b(?! (his|her|their|its|my|a|an|the)\b)/i,
  fr: /\b(se perd|se perdent|s['’]est perdue?|s['’]égare|s['’]est égarée?|est perdue?)\b(?! (son|sa|ses|un|une|le|la|les)\b)/i,
};
const MUM = RELATIVES.find((r) => r.id === 'mother') as Relative;
/** An animal's family by its group's name: a dolphin's pod, a herd, a pack, a flock. */
const GROUP = /^(pod|herd|pack|flock|family|colony|famille|troupeau|meute|colonie)$/;

/**
 * A hero who gets lost is found again by Mum: the reunion arc, with no relative named (`at` -1, so
 * no word of the idea is taken for her). Before, "A baby elephant gets lost at the zoo" looked for
 * a stock ball.
 */
export const readLostHero = (description: string, lang: Language): ReuniteGoal | undefined =>
  LOST_HERO[lang].test(description) || LOST_AT_HEAD[lang].test(description.trim())
    ? { kind: 'reunite', relative: MUM, at: -1 }
    : undefined;

/**
 * The idea opens on a lost hero: "A lost kitten in the big city", « Un chaton perdu dans la grande
 * ville » — which looked for a stock kite in town (issue 14). Not "Lily helps a lost puppy": the
 * lost one there is met, not the hero.
 */
const LOST_AT_HEAD: Record<Language, RegExp> = {
  en: /^(?:a|an|the|one)\s+(?:(?:little|small|tiny|young|baby|poor)\s+){0,2}lost\s+\p{L}+/iu,
  fr: /^(?:un|une|le|la)\s+(?:(?:petite?|jeune|pauvre|bébé)\s+){0,2}[\p{L}-]+\s+(?:tout\s+)?perdue?(?!\p{L})/iu,
};

/** The relative the hero is looking for or has lost, if the idea names one after a possessive. */
export function readReunite(tokens: Token[], lang: Language): ReuniteGoal | undefined {
  for (let i = 0; i < tokens.length; i++) {
    if (!SEEK[lang].test(tokens[i].norm)) continue;
    let owned = false;
    for (let j = i + 1; j < Math.min(tokens.length, i + 4); j++) {
      const hit = FORMS.find(({ f }) => f.every((part, k) => tokens[j + k]?.norm === part));
      // « cherche sa maman », "lost his dad": the hero's own, not "finds a mother duck".
      if (hit && owned) return { kind: 'reunite', relative: hit.item, at: j };
      // "A dolphin who lost his pod", « a perdu son troupeau »: the hero's own family, found again
      // with Mum (not a pea pod to find: issue 14).
      if (owned && GROUP.test(tokens[j].norm)) return { kind: 'reunite', relative: MUM, at: j };
      if (!GLUE.test(tokens[j].norm)) break;
      if (POSSESSIVE.test(tokens[j].norm)) owned = true;
    }
  }
  return undefined;
}
