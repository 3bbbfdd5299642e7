import type { IdeaFacts } from '../idea/read-idea';
import type { GoalArc } from './goal-arc';
import { cleanSeaArc } from './goal-clean-sea';
import { seeSnowArc } from './goal-see-snow';
import { turtleJourneyArc } from './goal-turtle-journey';
import { whaleSongArc } from './goal-whale-song';

/** The sea's own stories, chosen here so story-goal.ts stays short. */
export function seaArc(facts: IdeaFacts, bedtime: boolean): GoalArc | undefined {
  const goal = facts.goal;
  // "A whale who loves to sing": the song through the ocean, the lost calf's family answering (goal-whale-song.ts).
  if (goal?.kind === 'whale-song') return whaleSongArc(facts, bedtime);
  // "A sea turtle's journey back to the beach": hatched, the run, the ocean, home to lay eggs (goal-turtle-journey.ts).
  if (goal?.kind === 'turtle-journey') return turtleJourneyArc(goal, facts, bedtime);
  // "A mermaid who wants to see the snow": north under the sea, the ice edge, the first snow (goal-see-snow.ts).
  if (goal?.kind === 'seesnow') return seeSnowArc(facts);
  // "A mermaid cleans the ocean of plastic": the litter gathered with friends, a turtle freed (goal-clean-sea.ts).
  if (goal?.kind === 'cleansea') return cleanSeaArc(facts);
  return undefined;
}
