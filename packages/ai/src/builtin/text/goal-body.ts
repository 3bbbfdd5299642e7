import type { IdeaFacts } from '../idea/read-idea';
import type { Place } from '../idea/settings';
import type { GoalArc } from './goal-arc';
import { creatureFriendArc } from './goal-creature-friend';
import { differentArc } from './goal-different';
import { farSeeArc } from './goal-far-see';
import { grandStayArc } from './goal-grand-stay';
import { hornArc } from './goal-horn';
import { markingsArc } from './goal-markings';
import { mermaidLegsArc } from './goal-mermaid-legs';
import { robotFriendArc } from './goal-robot-friend';
import { shopArc } from './goal-shop';
import { spiritFoxArc } from './goal-spirit-fox';
import { wingsArc } from './goal-wings';

/**
 * The arcs of the hero's own body (idea/read-goal-body.ts), chosen here so story-goal.ts stays short:
 * a mermaid's legs, a unicorn's horn, a fairy's wings, a wish to be different.
 */
export function bodyArc(facts: IdeaFacts, places: Place[], pages: number): GoalArc | undefined {
  const goal = facts.goal;
  // "A mermaid who wants to walk on land": the magic shell, a day on the beach, home to the sea (goal-mermaid-legs.ts).
  if (goal?.kind === 'legs') return mermaidLegsArc(facts);
  // "A unicorn who lost her horn": no rainbow, friends look, still herself, it grows back (goal-horn.ts).
  if (goal?.kind === 'horn') return hornArc(facts, pages);
  // "A fairy who lost her wings": walks, sees the small things, friends help, they grow back (goal-wings.ts).
  if (goal?.kind === 'wings') return wingsArc(facts, pages);
  // "The zebra who lost her stripes": plain, unknown, painted stripes, known by who it is (goal-markings.ts).
  if (goal?.kind === 'markings') return markingsArc(goal, facts, places, pages);
  // "A bunny who wants to be bigger": tries, a friend's words, being itself saves the day (goal-different.ts).
  if (goal?.kind === 'different') return differentArc(goal, facts, places, pages);
  // "My robot friend Bolt": switched on, taught, the rain, the battery, charged at the turn (goal-robot-friend.ts).
  if (goal?.kind === 'robot-friend') return robotFriendArc(goal, pages);
  // « Mon copain le dragon Pif »: met, learnt, feared, helped, the friend saves the day (goal-creature-friend.ts).
  if (goal?.kind === 'creature-friend') return creatureFriendArc(goal, facts, pages);
  // "A penguin who wants to see the jungle": home, the way with helpers, too hot, the jungle (goal-far-see.ts).
  if (goal?.kind === 'farsee') return farSeeArc(goal, facts);
  // "Shopping at the supermarket with Dad", a teddy lost there: aisle by aisle in the shop (goal-shop.ts).
  if (goal?.kind === 'shop') return shopArc(goal, facts, pages);
  // "A girl and her spirit fox in a cherry blossom town": wonders, dark lanterns, lit together (goal-spirit-fox.ts).
  if (goal?.kind === 'spirit-fox') return spiritFoxArc(goal, facts);
  // "A week at Grandma and Grandpa’s house": the days there, the jam at the goodbye (goal-grand-stay.ts).
  if (goal?.kind === 'grand-stay') return grandStayArc(goal);
  return undefined;
}
