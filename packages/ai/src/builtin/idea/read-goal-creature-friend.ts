import { type RobotFriendGoal, readRobotFriend } from './read-goal-robot-friend';

/**
 * A dragon, a dinosaur or a monster friend the idea names: « Mon copain le dragon Pif », "My friend the
 * dinosaur Rex", "My pet dragon Sparky", « Mon ami le monstre Grumly » — met at home, learnt, feared
 * by the others, helped by the child, and the day saved by the friend at the turn
 * (text/goal-creature-friend.ts). Before, the child hunted a stock kite, egg or wand beside it.
 */
export type Creature = 'dragon' | 'dinosaur' | 'monster';

export type CreatureFriendGoal = {
  kind: 'creature-friend';
  creature: Creature;
  /** The creature's name, as the idea gives it. */
  name: string;
  /** The friendship said as a deed, for writers that print any goal as one. */
  task: { en: string; fr: string };
};

const WORD: [RegExp, Creature][] = [
  [/^(dragon|dragonne)$/, 'dragon'],
  [/^(dinosaur|dinosaure|dino|t-rex|trex|tyrannosaurus|brontosaurus|diplodocus)$/, 'dinosaur'],
  [/^(monster|monstre)$/, 'monster'],
];
const KIND =
  'dragon|dragonne|dinosaur|dinosaure|dino|t-rex|trex|tyrannosaurus|brontosaurus|diplodocus|monster|monstre';
const EN = new RegExp(
  `\\b(?:my|his|her|our|their)\\s+(?:(?:best\\s+|new\\s+|pet\\s+|little\\s+)?(?:friend|pal|buddy)\\s+(?:the\\s+)?)?(?:pet\\s+|little\\s+|baby\\s+)?(${KIND})(?:\\s+(?:friend|pal|buddy|named|called))?\\s+(\\p{Lu}\\p{L}+)`,
  'u',
);
const FR = new RegExp(
  `(?<!\\p{L})(?:mon|ma|son|sa|notre|ton)\\s+(?:(?:meilleure?\\s+|nouvel(?:le)?\\s+)?(?:ami|amie|copain|copine)\\s+(?:le\\s+|la\\s+)?)?(?:petit\\s+|bébé\\s+)?(${KIND})(?:\\s+(?:nommée?|appelée?|qui\\s+s['’]appelle))?\\s+(\\p{Lu}\\p{L}+)`,
  'u',
);

const TASK: Record<Creature, { en: string; fr: string }> = {
  dragon: { en: 'be friends with a dragon', fr: 'devenir ami avec un dragon' },
  dinosaur: { en: 'be friends with a dinosaur', fr: 'devenir ami avec un dinosaure' },
  monster: { en: 'be friends with a monster', fr: 'devenir ami avec un monstre' },
};

/** The dragon, dinosaur or monster friend the idea names, if any. */
export function readCreatureFriend(description: string): CreatureFriendGoal | undefined {
  // "My friend…", « Mon copain… » at the start: the possessive read in lower case, the name still capitalised.
  const text = description.replace(/(^|[.!?]\s+)(\p{Lu})/gu, (_, lead, c) => lead + c.toLowerCase());
  const hit = EN.exec(text) ?? FR.exec(text);
  if (!hit) return undefined;
  const creature = WORD.find(([re]) => re.test(hit[1].toLowerCase()))?.[1];
  if (!creature) return undefined;
  return { kind: 'creature-friend', creature, name: hit[2], task: TASK[creature] };
}

/** A named robot, dragon, dinosaur or monster friend (read-goal.ts reads them in one place). */
export const readCompanionFriend = (description: string): RobotFriendGoal | CreatureFriendGoal | undefined =>
  readRobotFriend(description) ?? readCreatureFriend(description);
