import type { Language } from '@bookloom/core';
import type { IdeaFacts } from '../idea/read-idea';
import { frJoin, type Place, type Setting } from '../idea/settings';
import { braveArc, learnArc } from './goal-brave';
import { helpArc } from './goal-help';
import { REACH_ARRIVALS, REACH_PROBLEMS, REACH_SIGHTS, REACH_WAY } from './goal-reach';
import { capitalise } from './story-context';
import type { Episode } from './story-episodes';
import type { PlacedL } from './story-place-fit';
import type { L } from './theme-types';

/**
 * A story's arc when the idea's goal is not a quest for the key object (idea/read-goal.ts): its
 * own goal and turning-point pages, its own episodes in place of the quest's search and clues, and
 * where the turn happens. The story writer keeps the rest (opening, obstacles, meetings, pauses,
 * ending), minus every template that speaks of a search.
 */
export type GoalArc = {
  problems: PlacedL[];
  turns: PlacedL[];
  episodes: Partial<Record<Episode, PlacedL[]>>;
  /** Where the turning point happens (the destination of a journey). */
  arrival?: Place;
  /** The stops on the way; the arrival is not one of them. */
  places: Place[];
  slots: (lang: Language) => Record<string, string>;
  /** What the hero does on the turning page, for the picture prompt. */
  turnAction: string;
  /** Who the goal draws on a page besides the hero (a being helped), and the alt text's words for it. */
  drawn?: (beat: string, lang: Language) => GoalDrawn | undefined;
};

/** Icons in the scene, the icon at the hero's side, and what the alt text says of them. */
export type GoalDrawn = { subjects: string[]; companion?: string; said: string[]; found?: true };

/** Words of a quest: a search, clues, the key object. A story with another goal prints none of them. */
const QUEST =
  /\{a?object\}|search|look(?:ing|ed)? for|look together|clue|place to try|recherch|cherch|indice|endroit à essayer/i;
export const speaksOfQuest = (t: L) => QUEST.test(t.en) || QUEST.test(t.fr);

/** Far places are reached through themselves (space, the deep sea); a beach is reached from home. */
const FAR = new Set(['space', 'sea']);

/**
 * The setting the story starts in: a journey to a whole setting ("goes to the beach") starts at
 * home, not already there.
 */
export function homeSetting(facts: IdeaFacts): Setting | undefined {
  const d = facts.goal?.kind === 'reach' ? facts.goal.destination : undefined;
  if (d?.whole && !FAR.has(d.setting.id) && d.setting.id === facts.setting?.id) return undefined;
  return facts.setting;
}

/** The arc of the idea's goal, or undefined for a quest (the engine's own arc). */
export function goalArc(facts: IdeaFacts, places: Place[], home?: Place): GoalArc | undefined {
  // "afraid of the dark", "can't fall asleep", "learns to ride her bike" (goal-brave.ts).
  if (facts.goal?.kind === 'brave') return braveArc(facts.goal, facts, places, home);
  if (facts.goal?.kind === 'learn') return learnArc(facts.goal, facts, places);
  // "finds a lost puppy and helps it home": found in trouble, cared for, reunited (goal-help.ts).
  if (facts.goal?.kind === 'help') return helpArc(facts.goal, facts, places);
  if (facts.goal?.kind !== 'reach') return undefined;
  const d = facts.goal.destination;
  const arrival = d.place;
  const onTheWay = places.filter((p) => p.fr !== arrival.fr && (p.pic ?? p.en) !== arrival.pic);
  return {
    problems: REACH_PROBLEMS,
    turns: REACH_ARRIVALS,
    episodes: { search: REACH_WAY, clue: REACH_SIGHTS },
    arrival,
    places: onTheWay.length ? onTheWay : places,
    slots: (lang) => ({
      dest: d.the[lang],
      Dest: capitalise(d.the[lang]),
      toDest: d.to[lang],
      atDest: arrival.at[lang],
      fromDest: frJoin('de', d.the.fr).replace(/^de ([aeiouéèh])/i, 'd’$1'),
    }),
    turnAction: 'arrives at last and jumps for joy',
  };
}
