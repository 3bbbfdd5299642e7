import type { TaskGoal } from './read-goal-task';

/**
 * Growing one plant from a seed ("A bunny grows the biggest carrot in the village", "plants a seed",
 * « fait pousser la plus grosse citrouille », « plante une graine de tournesol »): the seed planted,
 * watered, the sprout, weeds, a crow, a storm, the plant taller each page, the enormous carrot pulled up
 * at the turn (text/goal-grow.ts). Before, the bunny's task "to grow the biggest carrot" ran the stock
 * build arc: "By the church, one try went all wrong", "half of the job was done".
 */
export type GrowGoal = {
  kind: 'grow';
  plant: Plant;
  /** Grown for the fair's prize ("the biggest carrot"): the fair and its ribbon end the book. */
  biggest: boolean;
  /** The hero loves eating it ("A bunny who loves carrots"): the empty basket starts the book. */
  loves: boolean;
  /** A seed with no plant named ("plants a seed"): what it grows into is the turn's surprise. */
  mystery: boolean;
  /** The deed said as a task, for writers that print any goal as one. */
  task: { en: string; fr: string };
};
/** The plants the arc can grow and draw (goal-grow-plants.ts). */
export type Plant = 'carrot' | 'pumpkin' | 'sunflower' | 'tomato' | 'strawberry';

const NOUNS: [Plant, RegExp][] = [
  ['carrot', /^(?:carrots?|carottes?)$/i],
  ['pumpkin', /^(?:pumpkins?|citrouilles?|potirons?)$/i],
  ['sunflower', /^(?:sunflowers?|tournesols?)$/i],
  ['tomato', /^(?:tomato(?:es)?|tomates?)$/i],
  ['strawberry', /^(?:strawberr(?:y|ies)|fraises?)$/i],
];
const EN_PLANT = 'carrots?|pumpkins?|sunflowers?|tomato(?:es)?|strawberr(?:y|ies)';
const FR_PLANT = 'carottes?|citrouilles?|potirons?|tournesols?|tomates?|fraises?';
const plantOf = (noun: string | undefined): Plant | undefined =>
  noun ? NOUNS.find(([, re]) => re.test(noun))?.[0] : undefined;

// "grows the biggest carrot", "grew a giant pumpkin", "is growing a sunflower", "plants a sunflower".
const GROW_EN = new RegExp(
  `\\b(?:grows?|grew|growing|plants?|planted|planting)\\s+(?:(?:the|a|an|one|his|her|their|own)\\s+)*((?:biggest|largest|tallest|giant|huge|enormous|big|little|tiny|best)\\s+)*(${EN_PLANT})\\b`,
  'i',
);
// « fait pousser la plus grosse citrouille », « fait pousser un tournesol », « cultive des fraises ».
const GROW_FR = new RegExp(
  `(?<!\\p{L})(?:(?:fait|font|faire|fit|faisait) pousser|cultive|cultivent|cultiver|plante|plantent|planter) (?:(?:la|le|les|une|un|des|sa|son|ses|l[’'])\\s*)?((?:plus |très |grosse |gros |grande |grand |énorme |géante? |petite? )+)?(${FR_PLANT})(?!\\p{L})`,
  'iu',
);
// "plants a seed", "plants a sunflower seed", « plante une graine (de tournesol) ».
const SEED_EN =
  /\b(?:plants?|planted|planting|sows?|sowed)\s+(?:a|one|the|his|her|their)\s+(?:(?:little|tiny|magic|small|mysterious)\s+)*(?:(carrot|pumpkin|sunflower|tomato|strawberry)\s+)?seed\b/i;
const SEED_FR = new RegExp(
  `(?<!\\p{L})(?:plante|plantent|planter|sème|sèment|semer) (?:une|la|sa) (?:(?:petite|minuscule|mystérieuse|drôle de) )*graine(?: magique)?(?: de (${FR_PLANT}))?(?!\\p{L})`,
  'iu',
);
const BIGGEST = /biggest|largest|tallest|giant|huge|enormous|plus|énorme|géante?/i;

// "who loves carrots", « qui adore les fraises »: the garden foods the arc grows.
const LOVES_EN =
  /\b(?:loves?|loved|adores?|adored|is (?:crazy|mad) about)\s+(?:eating\s+)?(carrots|pumpkins|tomatoes|strawberries)\b/i;
const LOVES_FR =
  /(?<!\p{L})(?:aime|aiment|aimait|adore|adorent|adorait)(?: tant| tellement| beaucoup)? (?:les |manger (?:des |les )?)(carottes|citrouilles|tomates|fraises)(?!\p{L})/iu;
// "who loves cookies", « qui adore les crêpes »: the baked foods, baked in the kitchen (goal-task-home.ts).
const LOVES_BAKED_EN =
  /\b(?:loves?|loved|adores?|adored|is (?:crazy|mad) about)\s+(?:eating\s+)?(cookies|biscuits|pancakes|cakes?)\b/i;
const LOVES_BAKED_FR =
  /(?<!\p{L})(?:aime|aiment|aimait|adore|adorent|adorait)(?: tant| tellement| beaucoup)? (?:les |le |manger (?:des |les |du )?)(biscuits|crêpes|gâteaux?)(?!\p{L})/iu;
const BAKED: Record<string, { en: string; fr: string }> = {
  cookies: { en: 'bake cookies', fr: 'faire des biscuits' },
  pancakes: { en: 'make pancakes', fr: 'faire des crêpes' },
  cake: { en: 'bake a cake', fr: 'faire un gâteau' },
};
const bakedKey = (w: string) =>
  /cook|biscuit/i.test(w) ? 'cookies' : /pancake|crêpe/i.test(w) ? 'pancakes' : 'cake';

const TASK: Record<Plant, { en: string; fr: string }> = {
  carrot: { en: 'grow a carrot', fr: 'faire pousser une carotte' },
  pumpkin: { en: 'grow a pumpkin', fr: 'faire pousser une citrouille' },
  sunflower: { en: 'grow a sunflower', fr: 'faire pousser un tournesol' },
  tomato: { en: 'grow a tomato', fr: 'faire pousser une tomate' },
  strawberry: { en: 'grow a strawberry', fr: 'faire pousser une fraise' },
};
const goal = (plant: Plant, biggest: boolean, loves: boolean, mystery = false): GrowGoal => ({
  kind: 'grow',
  plant,
  biggest,
  loves,
  mystery,
  task: TASK[plant],
});

/** The one plant the idea grows from a seed, if it says so. */
export function readGrow(description: string): GrowGoal | undefined {
  const loves = Boolean(LOVES_EN.test(description) || LOVES_FR.test(description));
  const grown = GROW_EN.exec(description) ?? GROW_FR.exec(description);
  const plant = plantOf(grown?.[2]);
  if (grown && plant) return goal(plant, BIGGEST.test(grown[1] ?? ''), loves);
  const seed = SEED_EN.exec(description) ?? SEED_FR.exec(description);
  // A seed with nothing named grows into a sunflower taller than the house: the turn's surprise.
  if (seed) return goal(plantOf(seed[1]) ?? 'sunflower', false, loves, !seed[1]);
  return undefined;
}

/**
 * A hero who loves a food and does nothing else the idea says ("A bunny who loves carrots"): a garden
 * food is grown (the empty basket, then the growing arc, shared at the end); a baked one is baked
 * (the kitchen's bake script). Read last, after every other story the idea may be.
 */
export function readLovesFood(description: string): GrowGoal | TaskGoal | undefined {
  const food = LOVES_EN.exec(description) ?? LOVES_FR.exec(description);
  const plant = plantOf(food?.[1]);
  if (plant) return goal(plant, false, true);
  const baked = LOVES_BAKED_EN.exec(description) ?? LOVES_BAKED_FR.exec(description);
  if (baked) return { kind: 'task', task: BAKED[bakedKey(baked[1])] };
  return undefined;
}
