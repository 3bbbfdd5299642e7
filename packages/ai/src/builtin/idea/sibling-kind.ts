import { isVehicle } from './kind-variants';
import type { IdeaFacts } from './read-idea';

/**
 * The sister or brother of an animal hero is of the hero's kind: "Two little bunnies, Pip and his
 * sister Mia", « Deux petits ours, Léo et sa sœur Lola » — Mia is a rabbit, Lola a bear, not a
 * human girl beside them (issue 14). The story still calls them by their place in the family
 * ("Pip’s sister"); only the icon changes, to the hero's own, which the pictures draw as the hero's
 * figure in other clothes (pictures/kin-figure.ts). A person or a vehicle hero keeps a human sibling.
 * (Kept out of read-idea.ts, which is long enough; the planner applies it to the facts it reads.)
 */
export function siblingsOfHeroKind(facts: IdeaFacts): IdeaFacts {
  const hero = facts.heroKind;
  if (!hero || hero.person || isVehicle(hero) || !hero.icon) return facts;
  const companions = facts.companions.map((c) =>
    c.kind.relative && /^(sister|brother)$/.test(c.kind.id)
      ? { ...c, kind: { ...c.kind, icon: hero.icon, figure: hero.figure } }
      : c,
  );
  return { ...facts, companions };
}
