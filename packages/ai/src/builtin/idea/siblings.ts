import type { Kind } from './kinds';
import { KINDS } from './kinds';

/**
 * "Two siblings", "a brother and sister", « deux frères et sœurs », « un frère et une sœur »: two
 * unnamed children — the hero, and the other one as a companion at the hero's side from page 1 — not
 * a hero who is "a brother" meeting "a sister" on the way (issue 14).
 */
const PAIR: [RegExp, [string, string]][] = [
  [/\b(?:a|the) (?:little )?brother and (?:a |his |little )*sister\b/i, ['boy', 'sister']],
  [/\b(?:a|the) (?:little )?sister and (?:a |her |little )*brother\b/i, ['girl', 'brother']],
  [/\bun (?:petit )?frère et (?:une |sa |petite )*s(?:œ|oe)ur\b/i, ['boy', 'sister']],
  [/\bune (?:petite )?s(?:œ|oe)ur et (?:un |son |petit )*frère\b/i, ['girl', 'brother']],
  [/\b(?:two|2) (?:little )?(?:siblings|brothers?)\b/i, ['child', 'brother']],
  [/\b(?:two|2) (?:little )?sisters\b/i, ['girl', 'sister']],
  [/\bdeux (?:petits )?(?:frères et s(?:œ|oe)urs|frères)\b/i, ['child', 'brother']],
  [/\bdeux (?:petites )?s(?:œ|oe)urs\b/i, ['girl', 'sister']],
  // "Two children wait for Santa", « Deux enfants attendent le père Noël »: brother and sister, too.
  [/\b(?:two|2) (?:little )?(?:children|kids)\b/i, ['child', 'brother']],
  [/\bdeux (?:petits )?enfants\b/i, ['child', 'brother']],
];

const byId = (id: string) => KINDS.find((k) => k.id === id) as Kind;

/** The hero's kind and the sibling beside them, when the idea is about two siblings. */
export function siblingsIn(text: string): { hero: Kind; sibling: Kind } | undefined {
  const hit = PAIR.find(([re]) => re.test(text));
  return hit && { hero: byId(hit[1][0]), sibling: byId(hit[1][1]) };
}
