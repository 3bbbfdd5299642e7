/**
 * The monster under the bed is its own bedtime story, not a deed nor a fear to practise in the park:
 * "A kind monster under the bed", « Un gentil monstre vit sous le lit de Léa », "Lily is afraid of
 * the monster under her bed". Before, a kind monster hunted a stock kite at Maple Lane, and « sous le
 * lit de Léa » became a deed « lire de Léa » (issue 14). The child is the hero; the monster is the
 * noise, the tickle, the tidied teddies, and at the turn the friend (text/goal-bed-monster.ts).
 */
export type BedMonsterGoal = {
  kind: 'bed-monster';
  /** The story said as a deed, for writers that print any goal as one (a poem's “to {task}”). */
  task: { en: string; fr: string };
};

const MONSTER = /(?<!\p{L})(?:monsters?|monstres?)(?!\p{L})/iu;
const UNDER_BED =
  /(?<!\p{L})under (?:the|my|her|his|their|your|a|an|every) (?:\p{L}+ )?bed(?!\p{L})|(?<!\p{L})sous (?:le|mon|son|ton|leur|un) (?:\p{L}+ )?lit(?!\p{L})/iu;

/** The monster under the bed the idea names, if any. */
export function readBedMonster(description: string): BedMonsterGoal | undefined {
  return MONSTER.test(description) && UNDER_BED.test(description)
    ? {
        kind: 'bed-monster',
        task: {
          en: 'make friends with the monster under the bed',
          fr: 'devenir ami avec le monstre sous le lit',
        },
      }
    : undefined;
}
