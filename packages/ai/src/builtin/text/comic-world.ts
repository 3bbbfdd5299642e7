import type { IdeaFacts } from '../idea/read-idea';

/**
 * Whether the idea tells its own world, so a comic's default space gives way to everyday places
 * (themes.ts): an arc ("The day it rained candy" falls on a town, "The new baby sister" comes home,
 * the fable's savanna, the winter den) or a place the idea names. A bare quest ("A cat looks for its
 * red ball") leaves the world open and keeps the comic's space, as does a trip to space.
 */
export function ownWorld(facts: IdeaFacts): boolean {
  const goal = facts.goal;
  if (goal) return goal.kind !== 'reach' || goal.destination.setting.id !== 'space';
  return facts.setting !== undefined && facts.setting.id !== 'space';
}
