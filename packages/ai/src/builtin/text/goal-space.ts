import type { IdeaFacts } from '../idea/read-idea';
import type { GoalArc } from './goal-arc';
import { spaceRepairArc } from './goal-space-repair';
import { spaceTripArc } from './goal-space-trip';

/** Space's own stories, chosen here so story-goal.ts stays short: a repair in orbit, a trip to space. */
export function spaceArc(facts: IdeaFacts, pages: number): GoalArc | undefined {
  // "An astronaut cat fixes the space station": the alarm, the space walk, the wrench (goal-space-repair.ts).
  if (facts.goal?.kind === 'space-repair') return spaceRepairArc(facts, pages);
  // "Mia visits Mars", « Un voyage sur la Lune avec Papi »: lift-off, the place, the way home (goal-space-trip.ts).
  if (facts.goal?.kind === 'space-trip') return spaceTripArc(facts, pages);
  return undefined;
}
