import type { Language } from '@bookloom/core';
import type { Creature, CreatureFriendGoal } from '../idea/read-goal-creature-friend';
import type { IdeaFacts } from '../idea/read-idea';
import type { GoalArc, GoalDrawn } from './goal-arc';
import { DINOSAUR } from './goal-creature-dino-words';
import { DRAGON } from './goal-creature-dragon-words';
import { MONSTER } from './goal-creature-monster-words';
import { type CreatureTable, CREATURE_PLACES as P } from './goal-creature-table';
import { drawnOfNamed } from './named-drawn';
import { orderedSteps } from './ordered-steps';

const TABLES: Record<Creature, CreatureTable> = { dragon: DRAGON, dinosaur: DINOSAUR, monster: MONSTER };

/**
 * A dragon, dinosaur or monster friend named by the idea (idea/read-goal-creature-friend.ts), the shape
 * of the robot friend's arc (goal-robot-friend.ts) with a table per creature: met at home, learnt one
 * step a page (ordered-steps.ts), feared by the others, helped by the child, and the friend saves the
 * day at the turn; drawn beside the hero from the meeting on and named in the alt text.
 */
export function creatureFriendArc(goal: CreatureFriendGoal, facts: IdeaFacts, pages: number): GoalArc {
  const t = TABLES[goal.creature];
  // "My friend the dinosaur Rex" is read as a t-rex, « le diplodocus » a sauropod: drawn as the idea says.
  const kind = facts.companions.find((c) => c.name === goal.name)?.kind.id;
  const icon = goal.creature === 'dinosaur' && kind ? kind : t.icon;
  const middle = Math.max(1, pages - 4);
  // The stops in the steps' own order, a room again when a step goes back to it: a step told in
  // order waits for its place to come round, and a stop out of turn would make the later ones wait.
  const rooms = [P.kitchen, P.garden, P.home, P.park, P.school, P.pond, P.bedroom];
  const first = t.steps.flatMap((s) => rooms.filter((p) => s.onlyPlace?.test(p.en)).slice(0, 1));
  // One step a phase (a longer middle made the steps wait for their room and be left out).
  const { episodes, phases, places } = orderedSteps(t.steps, Math.min(middle, t.steps.length), first, []);
  return {
    openings: t.openings,
    problems: t.problems,
    turns: t.turns,
    endings: t.endings,
    episodes,
    phases,
    inOrder: true,
    parted: goal.creature === 'dragon' ? P.shed : goal.creature === 'monster' ? P.bedroom : P.garden,
    arrival: t.arrival,
    places,
    homeDrawn: P.garden,
    meetsFriend: true,
    slots: (lang: Language): Record<string, string> => ({
      pal: goal.name,
      // Its own slot: the theme's stock lesson would otherwise be told in its place.
      palLesson: t.lesson[lang],
    }),
    turnAction: `cheers beside the ${goal.creature} friend, who saves the day`,
    drawn: (beat, lang, _kind, text = ''): GoalDrawn | undefined => {
      // Not met yet on the first page: the smoke, the egg, the grumble under the bed.
      if (beat === 'opening') {
        const egg = drawnOfNamed(t.named.filter(([re]) => re.test(text)).slice(0, 1), lang);
        return egg && { subjects: egg.subjects, said: egg.said, alone: true };
      }
      const things = drawnOfNamed(t.named.filter(([re]) => re.test(text)).slice(0, 2), lang);
      return {
        subjects: things?.subjects ?? [],
        said: things?.said ?? [],
        companion: icon,
        companionSaid: goal.name,
        found: true,
      };
    },
  };
}
