import { KINDS, type Kind } from '../idea/kinds';
import type { IdeaGoal } from '../idea/read-goal';
import { underSeaGoal } from '../idea/read-goal-body';
import type { IdeaFacts } from '../idea/read-idea';
import { SETTINGS } from '../idea/settings';

const SNOW = SETTINGS.find((s) => s.id === 'snow');
const SEA = SETTINGS.find((s) => s.id === 'sea');
const FAR_HOME = { ice: 'snow', desert: 'desert', pond: 'pond', river: 'river' } as const;
const CHILD = KINDS.find((k) => k.id === 'child');

/**
 * Where a story the idea is (story-facts.ts's event) happens, when it is not where the idea's words
 * seem to put it: "Ice hockey" read its ice as snow (the match is on the rink); a snow day tells its
 * own snow, falling then stopped (goal-snow-day.ts), not on every page; a mermaid's snow is far north,
 * a clean-up at the reef and a sea turtle's beach the sea's, no weather under the waves.
 */
export function eventPlace(
  event: IdeaGoal,
  read: IdeaFacts,
  said: { hockey: boolean; cold: boolean; snowday: boolean },
): Partial<IdeaFacts> {
  // A far journey starts at the hero's own home (the ice, the desert), no weather of the far place's.
  if (event.kind === 'farsee')
    return { setting: SETTINGS.find((s) => s.id === FAR_HOME[event.home]), weather: undefined };
  if (underSeaGoal(event.kind) || event.kind === 'turtle-journey')
    return { setting: SEA, weather: undefined };
  return {
    setting: said.hockey ? undefined : (read.setting ?? (said.cold ? SNOW : undefined)),
    ...(said.snowday ? { weather: undefined } : {}),
  };
}

/**
 * Who the story's hero is when the event says otherwise: « Un anniversaire surprise pour Papa » is got
 * ready by a child, Papa coming at the turn (not at the hero's side); "Thanksgiving at Grandma’s house"
 * is the grandchild's, who goes to hers; « Qui a mangé le gâteau de mamie ? »: Mamie owns the cake, the
 * detective is someone else.
 */
export function eventCast(
  read: IdeaFacts,
  heroKind: Kind | undefined,
  said: { family?: string; atGrandma?: boolean; grandmaOwns?: boolean },
): Partial<IdeaFacts> {
  if (said.grandmaOwns && heroKind?.id === 'grandmother') return { heroKind: undefined };
  const { family } = said;
  if (family)
    return {
      others: read.others.filter((k) => k.id !== family),
      ...(!heroKind || heroKind.id === family ? { heroKind: CHILD } : {}),
    };
  return said.atGrandma && heroKind?.relative ? { heroKind: CHILD } : {};
}
