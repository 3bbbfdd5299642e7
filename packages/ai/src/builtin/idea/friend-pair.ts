import { KINDS, type Kind } from './kinds';

/**
 * "Two best friends", « deux amis », « deux meilleures amies »: two unnamed children side by side —
 * the hero and a best friend at the hero's side from page 1, by a name of their own (the hero's comes
 * from character.ts lists, which hold neither Tom nor Nina) — not a lone hero meeting stock helpers
 * (issue 14). "Two friends, a fox and a rabbit" names its kinds: not this.
 */
const PAIR: [RegExp, [string, string]][] = [
  [/\b(?:two|2) (?:little )?(?:best )?(?:girl ?friends|girls)\b/i, ['girl', 'girl']],
  [/\b(?:two|2) (?:little )?(?:best )?boys\b/i, ['boy', 'boy']],
  [/\b(?:two|2) (?:little )?(?:best )?friends\b/i, ['girl', 'boy']],
  [/\bdeux (?:petites )?(?:meilleures )?(?:amies|copines|filles)\b/i, ['girl', 'girl']],
  [/\bdeux (?:petits )?(?:meilleurs )?(?:amis|copains|garçons)\b/i, ['girl', 'boy']],
];
const NAMES: Record<string, string> = { girl: 'Nina', boy: 'Tom' };
// « deux amis, un renard et un lapin »: the idea says who they are.
const KINDS_NAMED = /^\s*[,:(]?\s*(?:a|an|un|une)\s/i;

const byId = (id: string) => KINDS.find((k) => k.id === id) as Kind;

/** The hero's kind and the named best friend beside them, when the idea is about two friends. */
export function friendsIn(
  text: string,
): { hero: Kind; friend: { kind: Kind; name: string; best: true } } | undefined {
  for (const [re, [hero, friend]] of PAIR) {
    const m = re.exec(text);
    if (!m || KINDS_NAMED.test(text.slice(m.index + m[0].length))) continue;
    // Two boys: the hero is a boy, the friend Tom; mixed or two girls: the friend is Tom or Nina.
    return { hero: byId(hero), friend: { kind: byId(friend), name: NAMES[friend], best: true } };
  }
  return undefined;
}

// "Two astronauts", « deux petits dragons »: a plural kind after "two" (not children, not siblings:
// the table above and siblings.ts read those).
const TWO_OF = /\b(?:two|2|deux) (?:little |young |best |petits |petites |jeunes )?([\p{L}’'-]+)/iu;

/**
 * Two of a kind the idea names ("Two astronauts fix their broken rocket", « Deux dragons… »): the hero
 * and a second one of the same kind beside the hero from page 1, named. Before, the hero went alone.
 */
export function kindPairIn(
  text: string,
): { hero: Kind; friend: { kind: Kind; name: string; best: true } } | undefined {
  const word = TWO_OF.exec(text)?.[1]?.toLowerCase();
  if (!word) return undefined;
  // A plural: "astronauts", « chatons », « oiseaux » (the singular is one hero, not two).
  const plural = (k: Kind) =>
    [k.en, k.fr].some((s) => `${s}s` === word || `${s}x` === word) ||
    Boolean(k.forms?.includes(word) && /[sx]$/.test(word) && ![k.en, k.fr].includes(word));
  const kind = KINDS.find((k) => !['girl', 'boy'].includes(k.id) && plural(k));
  // Named, so "the astronaut" never means the other one: « Lumi et Tom ».
  const name = NAMES[kind?.f ? 'girl' : 'boy'];
  return kind && !('relative' in kind) ? { hero: kind, friend: { kind, name, best: true } } : undefined;
}
