import type { Language } from '@bookloom/core';
import type { RescueVehicle, RescueVehicleGoal } from '../idea/read-goal-rescue-vehicle';
import type { IdeaFacts } from '../idea/read-idea';
import type { GoalArc, GoalDrawn } from './goal-arc';
import { cityCalls } from './goal-rescue-vehicle-city';
import { DIGGER_CALLS } from './goal-rescue-vehicle-digger';
import { FIRE_CALLS } from './goal-rescue-vehicle-fire';
import { HELICOPTER_CALLS } from './goal-rescue-vehicle-helicopter';
import { type Calls, WAVING } from './goal-rescue-vehicle-kit';
import { POLICE_CALLS } from './goal-rescue-vehicle-police';
import { AMBULANCE_CALLS, TOW_CALLS } from './goal-rescue-vehicle-road';
import { TRACTOR_CALLS } from './goal-rescue-vehicle-tractor';
import { TUG_CALLS } from './goal-rescue-vehicle-tug';
import { drawnOfNamed } from './named-drawn';
import type { Episode } from './story-episodes';

const TABLES: Record<RescueVehicle, Calls> = {
  fire: FIRE_CALLS,
  tow: TOW_CALLS,
  ambulance: AMBULANCE_CALLS,
  police: POLICE_CALLS,
  helicopter: HELICOPTER_CALLS,
  tractor: TRACTOR_CALLS,
  tug: TUG_CALLS,
  digger: DIGGER_CALLS,
};
const LESSON = {
  en: 'every call matters, big or small, and that the biggest jobs are done together',
  fr: 'chaque appel compte, petit ou grand, et que les plus gros travaux se font ensemble',
};

/**
 * The middle's order (story-phases.ts): the calls are the day, four parts of the middle in six, ready
 * first, the biggest call last. A book with more pages than calls spreads the lines between calls
 * among the rescues, one a page: before, a 24-page fire truck told its seven rescues, then pulled
 * the biggest call forward and filled six pages in a row before the barn ("stopped for a moment").
 */
function callPhases(t: Calls, pages: number): Episode[][] {
  const middle = pages - 4;
  const rescues = t.rescues.length;
  const room = Math.min(t.pauses?.length ?? 0, middle - t.ready.length - rescues - t.big.length);
  if (room <= 0) return [['clue'], ['search'], ['search'], ['search'], ['search'], ['obstacle']];
  // A pause after rescue i where the spread's count steps up: evenly among them, the last one last.
  const between = Array.from({ length: rescues }, (_, i): Episode[][] =>
    Math.floor(((i + 1) * room) / rescues) > Math.floor((i * room) / rescues)
      ? [['search'], ['pause']]
      : [['search']],
  ).flat();
  const run = (kind: Episode, n: number): Episode[][] => Array.from({ length: n }, () => [kind]);
  const told = [...run('clue', t.ready.length), ...between, ...run('obstacle', t.big.length)];
  // One phase a page while every page has a line of its own. A longer book keeps the day's four
  // parts, and story-pace.ts puts the filler lines between their lines (the pages past every line
  // came last: 25 in a row before the barn at 50 pages).
  if (told.length >= middle) return told;
  return [
    ['clue'],
    ['search', 'pause'],
    ['search', 'pause'],
    ['search', 'pause'],
    ['search', 'pause'],
    ['obstacle'],
  ];
}

/**
 * A rescue vehicle's day (idea/read-goal-rescue-vehicle.ts), in order: polished at the station in
 * the morning, the call, one rescue a page at its own spot and drawn with its object, the biggest
 * call coming with the other vehicles, done together at the turn; washed at the station at dusk.
 */
export function rescueVehicleArc(goal: RescueVehicleGoal, facts: IdeaFacts, pages: number): GoalArc {
  // "helps the town": the same calls at the city's own spots (story-corpus.test.ts draws them there).
  const t =
    facts.setting?.id === 'city' && !TABLES[goal.vehicle].lesson
      ? cityCalls(TABLES[goal.vehicle], goal.vehicle)
      : TABLES[goal.vehicle];
  const f = Boolean(facts.heroKind?.f);
  return {
    openings: t.openings,
    problems: t.problems,
    turns: t.turns,
    endings: t.endings,
    episodes: { clue: t.ready, search: t.rescues, obstacle: t.big, pause: t.pauses ?? [], meet: [] },
    phases: callPhases(t, pages),
    inOrder: true,
    arrival: t.arrival,
    places: t.places,
    homeDrawn: t.station,
    bed: t.station,
    slots: (lang: Language): Record<string, string> => ({
      e: f ? 'e' : '',
      il: f ? 'elle' : 'il',
      seul: f ? 'toute seule' : 'tout seul',
      // "helps the big ship": helping is a rescue vehicle's day itself, no lesson the idea names, so a
      // tugboat's own lesson (small can be strong) is told, not the shared "helping others…".
      ...(facts.lessonNamed && !(t.lesson && facts.lesson.id === 'helping')
        ? {}
        : { lesson: (t.lesson ?? LESSON)[lang] }),
    }),
    turnAction: t.turnAction,
    drawn: (beat, lang, _kind, text = ''): GoalDrawn | undefined => {
      if (beat === 'opening') return undefined;
      if (beat === 'turn')
        return { subjects: t.turnDrawn.subjects, said: t.turnDrawn.said.map((w) => w[lang]) };
      // The last page draws the town waving, not the mud it was washed of.
      const named = (beat === 'ending' ? [...(t.endNamed ?? []), ...WAVING] : t.named).filter(([re]) =>
        re.test(text),
      );
      // One icon once: the stretcher's plasters and the knee's plaster are one plaster drawn.
      const once = named.filter(([, icon], i) => named.findIndex(([, other]) => other === icon) === i);
      return drawnOfNamed(once.slice(0, 3), lang);
    },
  };
}
