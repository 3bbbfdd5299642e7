/**
 * A robot friend the idea names: "My robot friend Bolt", « Mon ami le robot Bip », "Me and my robot
 * Beep" — switched on, it learns the child's world, beeps, gets caught in the rain, loses a bolt, its
 * battery runs out and the child stays by it (text/goal-robot-friend.ts). Before, the child was
 * called Bip and hunted a stock kite beside a nameless robot.
 */
export type RobotFriendGoal = {
  kind: 'robot-friend';
  /** The robot's name, as the idea gives it. */
  name: string;
  /** The friendship said as a deed, for writers that print any goal as one. */
  task: { en: string; fr: string };
};

const EN =
  /\b(?:my|his|her|our|their)\s+(?:(?:best\s+|new\s+)?(?:friend|pal|buddy)\s+(?:the\s+)?)?robot(?:\s+(?:friend|pal|buddy|named|called))?\s+(\p{Lu}\p{L}+)/u;
const FR =
  /(?<!\p{L})(?:mon|son|notre|ton)\s+(?:(?:meilleur\s+|nouvel\s+)?(?:ami|copain)\s+(?:le\s+)?)?robot(?:\s+(?:nommé|appelé|qui\s+s['’]appelle))?\s+(\p{Lu}\p{L}+)/u;

/** The robot friend the idea names, if any. */
export function readRobotFriend(description: string): RobotFriendGoal | undefined {
  // "My robot…", « Mon ami… » at the start: the possessive read in lower case, the name still capitalised.
  const text = description.replace(/(^|[.!?]\s+)(\p{Lu})/gu, (_, lead, c) => lead + c.toLowerCase());
  const name = (EN.exec(text) ?? FR.exec(text))?.[1];
  if (!name) return undefined;
  return {
    kind: 'robot-friend',
    name,
    task: { en: 'be friends with a robot', fr: 'devenir ami avec un robot' },
  };
}
