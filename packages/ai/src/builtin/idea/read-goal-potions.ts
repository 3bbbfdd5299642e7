/**
 * A little witch or wizard whose potions or spells go wrong (« Une petite sorcière rate toutes ses
 * potions », "A little witch whose spells always go wrong", "A young wizard can't get his spells
 * right"): learning to brew the potion that works, at the cauldron (text/goal-potions.ts). Before, the
 * task was « rater toutes ses potions » done at the library, or "to go wrong".
 */
const MAGIC = /\b(?:spells?|potions?|sortilèges?|sorts|formules? magiques?|enchantements?)\b/i;
const WRONG =
  /\b(?:wrong|fail\w*|mess\w* up|can['’]?t get|cannot get|never works?|don['’]t work|doesn['’]t work|backfires?|rate|ratent|rat[ée]e?s?|manque|échoue\w*|de travers|tourne\w* mal|n['’]arrive\w* pas|jamais)\b/i;

/** A learn goal (read-goal-brave.ts, which reads it first: no import back, no cycle). */
type PotionsGoal = {
  kind: 'learn';
  skill: { en: string; fr: string };
  thing: { icon: string; en: string; fr: string };
  potions: true;
};

export function readPotions(text: string): PotionsGoal | undefined {
  if (!MAGIC.test(text) || !WRONG.test(text)) return undefined;
  return {
    kind: 'learn',
    skill: { en: 'make a potion that works', fr: 'réussir une potion' },
    thing: { icon: 'test-tube', en: 'a potion', fr: 'une potion' },
    potions: true,
  };
}
