import type { ColdGoal } from './read-goal-cold';
import type { CreatureFriendGoal } from './read-goal-creature-friend';
import type { DifferentGoal } from './read-goal-different';
import type { GrandStayGoal } from './read-goal-grand-stay';
import type { MagicalGirlGoal } from './read-goal-magical-girl';
import type { RobotFriendGoal } from './read-goal-robot-friend';
import type { TurtleJourneyGoal, WhaleSongGoal } from './read-goal-sea-life';
import type { ShopGoal } from './read-goal-shop';
import type { SpaceRepairGoal } from './read-goal-space-repair';
import type { SpaceTripGoal } from './read-goal-space-trip';
import type { SpiritFoxGoal } from './read-goal-spirit-fox';
import type { StrayGoal } from './read-goal-stray';

/**
 * Part of IdeaGoal (read-goal.ts, kept within its size): stories of the hero's own wish, trouble or
 * world — always cold, a wish to be different, a magical girl, a whale's song, a sea turtle's
 * journey, a space station repair, a trip to space, a stray animal in the village.
 */
export type OwnStoryGoal =
  | ColdGoal
  | DifferentGoal
  | MagicalGirlGoal
  | TurtleJourneyGoal
  | WhaleSongGoal
  | SpaceRepairGoal
  | SpaceTripGoal
  | StrayGoal
  | RobotFriendGoal
  | CreatureFriendGoal
  | ShopGoal
  | SpiritFoxGoal
  | GrandStayGoal;
