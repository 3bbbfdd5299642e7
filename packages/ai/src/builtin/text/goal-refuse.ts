import type { Refusal, RefuseGoal } from '../idea/read-goal-refuse';
import type { GoalArc } from './goal-arc';
import { BATH } from './goal-refuse-bath-words';
import { BED } from './goal-refuse-bed-words';
import { GREENS } from './goal-refuse-greens-words';
import type { RefuseScript } from './goal-refuse-kit';
import { OTHER } from './goal-refuse-other-words';
import { RESCUE } from './goal-refuse-rescue-words';
import { SHARE } from './goal-refuse-share-words';

const SCRIPTS: Record<Refusal, RefuseScript> = {
  share: SHARE,
  bed: BED,
  greens: GREENS,
  bath: BATH,
  rescued: RESCUE,
  other: OTHER,
};

/**
 * A hero who will not (idea/read-goal-refuse.ts): the refusal, what it costs, someone who shows
 * another way, the hero trying it, the turn, a happy ending. Told in that order (phases, inOrder),
 * at home where the refusal happens, with the refused things drawn and said in the alt.
 */
export function refuseArc(goal: RefuseGoal): GoalArc {
  const s = SCRIPTS[goal.refusal];
  return {
    ...(s.openings ? { openings: s.openings } : {}),
    problems: s.problems,
    turns: s.turns,
    endings: s.endings,
    // Nobody met on the way: the one who shows another way is in the script.
    episodes: { search: s.refusals, obstacle: s.costs, clue: s.shown, pause: s.tries, meet: [] },
    phases: [['search'], ['obstacle'], ['clue'], ['pause']],
    inOrder: true,
    arrival: s.arrival ?? s.home,
    places: s.places,
    homeDrawn: s.home,
    slots: () => ({}),
    turnAction: s.turnAction,
    drawn: (beat, lang) =>
      s.subjects.length && beat !== 'opening'
        ? { subjects: s.subjects, said: s.said[lang], found: true }
        : undefined,
  };
}
