import { KINDS, type Kind } from './kinds';
import type { Token } from './tokens';
import { formsOf } from './words';

/** Titles a kind word may follow in a hero's name: "Super Dog", "Captain Cat", « Super Chat ». */
const TITLE = /^(super|captain|capitaine)$/;
/** Titles of a job a kind word may follow: "Detective Cat", « Docteur Lapin », "Professor Owl". */
const ROLE = /^(detective|détective|doctor|docteur|dr|professor|professeur|inspector|inspecteur|agent)$/;

/**
 * "Robot Max", « Lapin Pompon », "Super Dog": a capitalised kind word in the hero's name says what the
 * hero is. Before, "Robot" was the name of "un enfant" (« Voici Robot, un enfant ») and Super Dog "a
 * child called Super Dog". `hero` is the name read as the hero's; the result is the kind, and the name
 * after the kind when the kind came first ("Robot Max" is a robot named Max).
 */
export function kindInName(
  tokens: Token[],
  named: { at: number; name: string }[],
  hero: { at: number; name: string },
): { kind: Kind; name?: string } | undefined {
  // A capital word is never read as a kind (find-words.ts: "his dog Biscuit"), so it is looked up here.
  const word = tokens[hero.at];
  const kind = word && /^\p{Lu}/u.test(word.text) && KINDS.find((k) => formsOf(k).includes(word.norm));
  if (!kind) return undefined;
  // "Robot Max": the kind, then the name.
  const next = named.find((n) => n.at === hero.at + 1);
  if (next) return { kind, name: next.name };
  // "Super Dog", "Captain Cat": the title and the kind are the name together (read-goal-superhero.ts).
  const before = tokens[hero.at - 1];
  // The name is said whole too: "Super Cat saves the city from a giant robot" is no superhero event
  // (the robot's defence is), and its hero was "Meet Cat, a cat".
  if (TITLE.test(before?.norm ?? ''))
    return /^\p{Lu}/u.test(before.text) ? { kind, name: `${before.text} ${word.text}` } : { kind };
  // "Detective Cat and the missing cookies": a cat called Detective Cat (was "Cat, a child").
  return before && ROLE.test(before.norm) && /^\p{Lu}/u.test(before.text)
    ? { kind, name: `${before.text} ${word.text}` }
    : undefined;
}
