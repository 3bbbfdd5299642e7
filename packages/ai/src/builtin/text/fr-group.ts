import type { Kind } from '../idea/kinds';
import { nameGender } from '../idea/name-gender';
import { feminineHero } from './alt-light';
import type { Other } from './story-cast';
import type { StoryContext } from './story-context';

/**
 * French agreement for the hero and one other together (issue 14): « elles » and « reparties » only
 * when both are feminine (two sisters, a girl and Maman, a cow and a turtle), else the masculine
 * plural (a girl and a boy are « ils »). Each pair has its own letter after the slot:
 *   F the companion from page 1, O the character met ({other}), H the being helped ({helped}),
 *   B the friend made ({friendB}), R the relative found again ({Rel}).
 * Slots: {ilsX} {IlsX} (« ils »/« elles »), {sX} (plural ending of a participle or adjective:
 * « parti{sF} » → « partis »/« parties »), {LunX} (« L’un »/« L’une »), {tousX} (« tous »/« toutes »).
 * The goal arcs say whether their being is feminine with their own slots ({eH}, {eF}, {eR}: 'e' or '').
 * The hero alone: {eN} (« fatigué{eN} ») and {neN} (« grognon{neN} »: « grognonne » for Lila).
 * English needs none: "they" and "the two" fit every pair.
 */
type Pair = 'F' | 'O' | 'H' | 'B' | 'R';

const pairSlots = (x: Pair, both: boolean): Record<string, string> => ({
  [`ils${x}`]: both ? 'elles' : 'ils',
  [`Ils${x}`]: both ? 'Elles' : 'Ils',
  [`s${x}`]: both ? 'es' : 's',
  [`Lun${x}`]: both ? 'L’une' : 'L’un',
  [`tous${x}`]: both ? 'toutes' : 'tous',
});

/** « une grand-mère », « la vache », « Daisy la vache »: feminine by the article the phrase is met with. */
const feminineOther = (other: Other) => /^(une|la)\b|^\p{Lu}\S* la\b/u.test(other.a.fr);

/** The companion from page 1: by its kind (« la sœur », « une tortue »), else by its name (« son amie Léa »). */
const feminineFriend = (ctx: StoryContext) => {
  const friend = ctx.facts.companions[0];
  if (!friend) return false;
  if (friend.kind.f) return true;
  return !friend.kind.relative && Boolean(friend.name && nameGender(friend.name) === 'f');
};

/** The page's slots with the French plural of every pair the hero makes. */
export function withGroups(
  slots: Record<string, string>,
  ctx: StoryContext,
  heroKind: Kind | undefined,
  other: Other,
): Record<string, string> {
  // The name first: « Milo, une tortue » and a grandmother are « ils »; « Lila, un ours » and Maman « elles ».
  const byName = nameGender(ctx.name);
  const hero = byName ? byName === 'f' : feminineHero(ctx.hero.look, heroKind?.f);
  return {
    ...slots,
    eN: hero ? 'e' : '',
    neN: hero ? 'ne' : '',
    ...pairSlots('F', hero && feminineFriend(ctx)),
    ...pairSlots('O', hero && feminineOther(other)),
    ...pairSlots('H', hero && slots.eH === 'e'),
    ...pairSlots('B', hero && slots.eF === 'e'),
    ...pairSlots('R', hero && slots.eR === 'e'),
  };
}
