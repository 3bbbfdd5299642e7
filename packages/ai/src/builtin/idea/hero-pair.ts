import { friendsIn, kindPairIn } from './friend-pair';
import { KINDS, type Kind } from './kinds';
import { nameGender } from './name-gender';
import { isMetName } from './read-names';
import { siblingsIn } from './siblings';
import type { Token } from './tokens';

/**
 * Two heroes the idea names together (issue 14): "two sisters", « Deux sœurs, Léa et Zoé », « Léa et
 * Zoé cherchent un trésor ». The first is the hero; the second walks at the hero's side from page 1,
 * by name, so the French text can say « elles » of the two (text/fr-group.ts). Before, the second
 * name was dropped and Léa became "a sister" alone. A second name is taken only when the lexicons know
 * it for a girl or a boy, or the idea says they are siblings: "Mia and Hoot the owl" is cast-roles'.
 */
type Named = { at: number; name: string };
export type HeroPair = { hero?: Kind; friend: { kind: Kind; name?: string; best?: true }; siblings: boolean };

const byId = (id: string) => KINDS.find((k) => k.id === id) as Kind;
const AND = /^(and|et)$/;
// "Mia and Hoot the owl", « Léo et Pipo le hibou »: a kind follows the second name.
const APPOSED = /^(the|le|la|les|l'|l’)$/;

const childNamed = (name: string) => {
  const g = nameGender(name);
  return g && byId(g === 'f' ? 'girl' : 'boy');
};

/** The hero's kind (when the idea says it) and the one beside the hero from page 1, if the idea names two. */
export function heroPair(tokens: Token[], named: Named[], description: string): HeroPair | undefined {
  const siblings = siblingsIn(description);
  const hero = named.find((n) => !isMetName(tokens, n.at));
  // "Two siblings go to the beach": two unnamed children; "two best friends" too, the friend named.
  const friends = hero || siblings ? undefined : (friendsIn(description) ?? kindPairIn(description));
  if (friends) return { ...friends, siblings: false };
  if (!hero) return siblings && { hero: siblings.hero, friend: { kind: siblings.sibling }, siblings: true };
  const second = named.find((n) => n.at === hero.at + 2 && AND.test(tokens[hero.at + 1]?.norm ?? ''));
  if (!second || APPOSED.test(tokens[second.at + 1]?.norm ?? '')) return undefined;
  const kind = siblings?.sibling ?? childNamed(second.name);
  if (!kind) return undefined;
  return {
    hero: siblings ? (childNamed(hero.name) ?? siblings.hero) : undefined,
    friend: { kind, name: second.name },
    siblings: Boolean(siblings),
  };
}
