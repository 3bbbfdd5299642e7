import { KIND_VARIANTS } from './kind-variants';
import { nameGender } from './name-gender';
import type { IdeaFacts } from './read-idea';

/** « une chevalière », "a girl knight" (kind-variants.ts). */
export const GIRL_KNIGHT = KIND_VARIANTS.find((k) => k.figure === 'knight-girl');

/**
 * A knight with a girl's name is a girl knight: "Sir Anna the brave knight", "a knight named Lila"
 * — drawn as the girl in armour, « une chevalière » with feminine agreement in French (issue 14).
 * (Beside read-idea.ts, which is long enough; the planner applies it to the facts it reads.)
 */
export function knightAsNamed(facts: IdeaFacts): IdeaFacts {
  const hero = facts.heroKind;
  if (!GIRL_KNIGHT || hero?.id !== 'knight' || hero.f) return facts;
  return facts.heroName && nameGender(facts.heroName) === 'f' ? { ...facts, heroKind: GIRL_KNIGHT } : facts;
}
