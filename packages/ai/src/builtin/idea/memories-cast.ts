import { KINDS, type Kind } from './kinds';
import type { MemoriesGoal } from './read-goal-memories';
import type { IdeaFacts } from './read-idea';

// Apart from read-goal-memories.ts, which read-goal.ts imports: the cast is made from the idea's
// facts (read-idea.ts), which import read-goal.ts (no import cycle).
const CHILD = KINDS.find((x) => x.id === 'child') as Kind;

/**
 * Who a grandparent's stories are about: the grandchild listening is the hero (a child the idea names
 * — "tells Lily" — or a usual one), not "Milo, a grandfather"; the grandparent is drawn beside them
 * by the arc (text/goal-memories.ts), so no companion nor stock helper besides.
 */
export function memoriesCast(read: IdeaFacts, goal: Pick<MemoriesGoal, 'word'>): IdeaFacts {
  const heroKind = read.heroKind?.person && !read.heroKind.relative ? read.heroKind : CHILD;
  // "Nana tells me…": Nana is the teller, not the child's name.
  const teller = read.heroName?.toLowerCase() === goal.word.en.toLowerCase();
  return {
    ...read,
    heroKind,
    heroName: read.heroKind?.relative || teller ? undefined : read.heroName,
    companions: [],
    others: [],
  };
}
