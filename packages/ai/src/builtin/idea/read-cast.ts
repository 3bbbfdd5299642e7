import { friendCue, isFriendWord, isMade, isObjectOfVerb, isThreat, namesAcross } from './cast-roles';
import { namesCompanion } from './companion-named';
import type { Hit } from './find-words';
import type { HeroPair } from './hero-pair';
import { joinsMe } from './joins-me';
import type { Kind } from './kinds';
import { ownsPlace } from './owns-place';
import { APPOSITION, isMetName } from './read-names';
import type { Token } from './tokens';

/** `best`: the hero's best friend (« deux meilleures amies »: idea/friend-pair.ts). */
export type Friend = { kind: Kind; name?: string; best?: true };

// Words before a kind that make it the hero's companion: "his dog", "with Grandpa", « avec son chat ».
const CUES = new Set([
  'his',
  'her',
  'their',
  'my',
  'our',
  'with',
  'son',
  'sa',
  'ses',
  'leur',
  'leurs',
  'mon',
  'ma',
  'avec',
]);

/**
 * Who is who among the kinds the idea names (read-idea.ts): the hero (next to its name, in apposition,
 * or the first kind nothing cues), the companions ("his dog", "with Grandpa"), the threats ("from a
 * giant robot") and the others met on the way, with the names the idea gives them.
 */
export function readCast(
  tokens: Token[],
  named: { at: number; name: string }[],
  kinds: Hit<Kind>[],
  pair: HeroPair | undefined,
  vehicle: Hit<Kind> | undefined,
) {
  // "his friend Coral the turtle", « son ami Pipo le hibou »: the friend word sits between the cue and the kind.
  const cue = (at: number) =>
    isFriendWord(tokens[at]) ? friendCue(tokens, at) : CUES.has(tokens[at]?.norm ?? '');
  // « attendent le Père Noël », "wait for Santa": a name waited for or met is not the hero.
  // "my robot friend Bolt": the name after a companion's kind is the companion's (companion-named.ts).
  const near3 = (h: Hit<Kind>) => h.at > 0 && [1, 2, 3].some((d) => cue(h.at - d));
  const heroName = named.find((n) => !isMetName(tokens, n.at) && !namesCompanion(tokens, n.at, kinds, near3));
  // "Mia and Hoot the owl": a named kind right after "X and" walks with the hero from page 1.
  const paired = (h: Hit<Kind>) =>
    Boolean(heroName) &&
    /^(and|et)$/.test(tokens[(heroName?.at ?? 0) + 1]?.norm ?? '') &&
    named.some((x) => x.at === (heroName?.at ?? 0) + 2 && x.name === nameAfter(h));
  // "bakes a cake for her mum’s birthday", « pour sa maman »: the one it is for is not at the hero's side.
  // "with Lily for Dad’s birthday": the nearer of "for" and "with" says which, and "for Dad’s" needs no "her".
  const forThem = (h: Hit<Kind>) => {
    const lead = tokens.slice(Math.max(0, h.at - 5), h.at).findLast((t) => LEAD.test(t.norm));
    return (
      /^(for|pour)$/.test(lead?.norm ?? '') &&
      (cue(h.at - 1) ||
        Boolean(tokens[h.at]?.possessive) ||
        lead === tokens[h.at - 1] ||
        // « pour l’anniversaire de Papa »
        /^(de|d'|d’)$/.test(tokens[h.at - 1]?.norm ?? ''))
    );
  };
  const cued = (h: Hit<Kind>) =>
    !forThem(h) &&
    (([1, 2, 3].some((d) => cue(h.at - d)) && h.at > 0) ||
      paired(h) ||
      joinsMe(tokens, h) ||
      ownsPlace(tokens, h));
  // "an owl named Hoot", "a dog Max": the name right after the kind.
  const nameAfter = (h: Hit<Kind>) =>
    named.find(
      (x) =>
        x !== heroName &&
        (x.at === h.at + h.len || (x.at === h.at + h.len + 1 && namesAcross(tokens[h.at + h.len]))),
    )?.name ??
    // "Coral the turtle": the name, an article, then the kind.
    (APPOSITION.has(tokens[h.at - 1]?.norm ?? '')
      ? named.find((x) => x !== heroName && x.at === h.at - 2)?.name
      : undefined);
  // The hero's kind: next to the name ("Max the tiger", "a tiger named Raja"), else the first un-cued kind.
  // ("Mia and Hoot the owl": the owl is Hoot, not Mia.)
  // "Sam finds a lost puppy": the kind a verb acts on is met, it is not the hero's own.
  const free = (h: Hit<Kind>) => !cued(h) && !forThem(h) && !isObjectOfVerb(tokens, h.at);
  // "Grandma and Lily bake cookies": the kind joined to the name by "and" is who comes along, not the hero's kind.
  // "Grandma bakes a cake with Lily": the relative doing the deed with the named hero comes along too.
  const before =
    heroName && kinds.find((h) => joinsName(tokens, h, heroName.at) || leadsWith(tokens, h, heroName.at));
  const near =
    heroName &&
    kinds.find((h) => h !== before && free(h) && Math.abs(h.at - heroName.at) <= 4 && !nameAfter(h));
  // "Learn about the weather with Pip the penguin": the kind in apposition to the hero's name is the hero's own.
  const apposed =
    heroName &&
    APPOSITION.has(tokens[heroName.at + 1]?.norm ?? '') &&
    kinds.find((h) => h.at === heroName.at + 2);
  const heroHit = vehicle ?? (near || apposed || (heroName ? undefined : kinds.find(free)));
  const joined = heroName ? undefined : joinedKind(tokens, kinds, heroHit);
  const friendHits = kinds.filter(
    (h) => h !== heroHit && (cued(h) || h === joined || h === before) && h.item.id !== heroHit?.item.id,
  );
  // "his grandfather … his grandfather tells him": one companion however often it is named.
  const once = friendHits.filter((h, i) => friendHits.findIndex((x) => x.item.id === h.item.id) === i);
  const companions: Friend[] = [
    ...(pair ? [pair.friend] : []),
    ...once.slice(0, 2).map((h) => {
      const n = nameAfter(h);
      return { kind: h.item, ...(n ? { name: n } : {}) };
    }),
  ].slice(0, 2);
  const used = new Set([heroHit?.item.id, ...companions.map((c) => c.kind.id)]);
  // "saves the city from a giant robot": the threat is never a friendly helper met on the way.
  const threats = kinds.filter((h) => isThreat(tokens, h.at)).map((h) => h.item);
  const others = [
    ...new Map(
      kinds
        .filter((h) => !used.has(h.item.id) && !isThreat(tokens, h.at) && !isMade(tokens, h.at))
        .map((h) => [h.item.id, h.item]),
    ).values(),
  ];
  const otherNames: Record<string, string> = {};
  for (const h of kinds.filter((x) => !used.has(x.item.id))) {
    const n = nameAfter(h);
    if (n && !otherNames[h.item.id] && !companions.some((c) => c.name === n)) otherNames[h.item.id] = n;
  }
  return { heroName, heroHit, companions, used, threats, others, otherNames };
}

// "A fox and a rabbit build a treehouse", « Un renard et un lapin construisent une cabane »: the kind
// joined to the hero by "and" walks beside the hero from page 1. Before, the rabbit was never named
// nor drawn. Only right after the hero's own kind: "a boy finds a fox and a rabbit" joins nothing.
const JOIN = /^(and|et)$/;
const LEAD = /^(for|pour|with|avec)$/;
const ARTICLE = /^(a|an|the|un|une|le|la|l'|son|sa|his|her)$/;
function joinedKind(tokens: Token[], kinds: Hit<Kind>[], heroHit: Hit<Kind> | undefined) {
  if (!heroHit) return undefined;
  const after = heroHit.at + heroHit.len;
  if (!JOIN.test(tokens[after]?.norm ?? '')) return undefined;
  const at = ARTICLE.test(tokens[after + 1]?.norm ?? '') ? after + 2 : after + 1;
  return kinds.find((h) => h.at === at && !isThreat(tokens, h.at));
}

/**
 * "Grandma and Lily", « Papi et Léo »: the kind right before "and" and the hero's name; and a relative
 * right after them, "Tom and Dad", « Tom et Papa » — Dad comes along (was the hero's own kind: "Meet
 * Tom, a dad", drawn as a man, and no Dad beside him).
 */
const joinsName = (tokens: Token[], h: Hit<Kind>, nameAt: number) =>
  (JOIN.test(tokens[h.at + h.len]?.norm ?? '') && nameAt === h.at + h.len + 1) ||
  ('relative' in h.item && JOIN.test(tokens[nameAt + 1]?.norm ?? '') && h.at === nameAt + 2);

/** "Grandma bakes a cake with Lily", « Mamie fait un gâteau avec Léa »: a relative leading, the hero after "with". */
const leadsWith = (tokens: Token[], h: Hit<Kind>, nameAt: number) =>
  'relative' in h.item && h.at <= 1 && h.at < nameAt && /^(with|avec)$/.test(tokens[nameAt - 1]?.norm ?? '');
