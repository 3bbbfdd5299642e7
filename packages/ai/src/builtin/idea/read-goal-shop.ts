/**
 * A trip to the supermarket ("Shopping at the supermarket with Dad", « Les courses avec Maman »), or a
 * cuddly toy lost there (« Nina et son doudou perdu au supermarché », "Leo loses his teddy at the
 * supermarket"): told aisle by aisle in the shop (text/goal-shop.ts). Before, a stock kite hunt or a
 * teddy hunted in the garden, the park, the hill and the library.
 */
export type ShopGoal = {
  kind: 'shop';
  /** The cuddly toy lost in the shop, as the idea says it (« le doudou », "the teddy"). */
  lost?: { en: string; fr: string };
  /** The trip said as a deed, for writers that print any goal as one. */
  task: { en: string; fr: string };
};

const SHOP =
  /\b(?:supermarkets?|grocery (?:store|shop)|food shopping|goes shopping|go shopping|went shopping|shopping trip|shopping (?:at|with|day))\b|(?<!\p{L})(?:supermarché|hypermarché|les courses|faire les courses|fait les courses|font les courses)(?!\p{L})/iu;
const LOST =
  /\b(?:lost|loses?|losing|missing|gone)\b|(?<!\p{L})(?:perd|perdu|perdue|perdent|disparu)(?!\p{L})/iu;
/** The toy lost, as the idea names it: the first that matches. */
const TOYS: [RegExp, string, string][] = [
  [/(?<!\p{L})doudou(?!\p{L})/iu, 'the cuddly toy', 'le doudou'],
  [/(?<!\p{L})nounours(?!\p{L})/iu, 'the teddy bear', 'le nounours'],
  [/\bteddy(?: bear)?\b|ours en peluche/i, 'the teddy bear', 'l’ours en peluche'],
  [/\bcuddly toy\b|\bsoft toy\b|\bplush\b|peluche/i, 'the cuddly toy', 'la peluche'],
];

/** The idea's supermarket trip, with the toy lost there if it says so. */
export function readShop(description: string): ShopGoal | undefined {
  if (!SHOP.test(description)) return undefined;
  const toy = LOST.test(description) ? TOYS.find(([re]) => re.test(description)) : undefined;
  return {
    kind: 'shop',
    ...(toy ? { lost: { en: toy[1], fr: toy[2] } } : {}),
    task: toy
      ? { en: `find ${toy[1]} at the supermarket`, fr: `retrouver ${toy[2]} au supermarché` }
      : { en: 'do the shopping at the supermarket', fr: 'faire les courses au supermarché' },
  };
}
