import type { Language } from '@bookloom/core';

/**
 * "Baking bread with Dad", "Me and Mum make a birthday cake": a bake the task reader misses (a gerund
 * with no doer before it; "make" is no deed of its own there), read as the deed to bake (read-goal-task.ts).
 * Before, the first was a stock kite hunt at the library and the second the hero's own birthday party,
 * "Meet Me, a mum". « Je fais des crêpes », « on fait un gâteau » are read by the French tagger already.
 */
const BAKE_EN =
  /\b(?:bake|bakes|baking|baked|make|makes|making|cook|cooks|cooking)\s+(?:a\s+|an\s+|some\s+)?((?:birthday\s+|chocolate\s+|big\s+)?(cakes?|cookies|biscuits|bread|pancakes|pies?|muffins|cupcakes))\b/i;
const FR = {
  cake: 'un gâteau',
  cakes: 'des gâteaux',
  cookies: 'des biscuits',
  biscuits: 'des biscuits',
} as Record<string, string>;
const FR_MORE: Record<string, string> = {
  bread: 'du pain',
  pancakes: 'des crêpes',
  pie: 'une tarte',
  pies: 'des tartes',
  muffins: 'des petits gâteaux',
  cupcakes: 'des petits gâteaux',
};

/** The bake the idea names, as a task (`en` and `fr` alike: the book prints its own language). */
export function bakedDeed(sentence: string, lang: Language): { en: string; fr: string } | undefined {
  if (lang !== 'en') return undefined;
  const m = BAKE_EN.exec(sentence);
  if (!m) return undefined;
  const food = m[1].toLowerCase().replace(/\s+/g, ' ');
  const noun = m[2].toLowerCase();
  // A cake or a pie is one; bread, cookies and pancakes are some.
  const one = /^(cake|pie)$/.test(noun);
  const en = `${noun === 'pancakes' ? 'make' : 'bake'} ${one ? `${/^[aeiou]/.test(food) ? 'an' : 'a'} ` : ''}${food}`;
  const birthday = /birthday/.test(food) && noun === 'cake';
  const fr = birthday
    ? 'faire un gâteau d’anniversaire'
    : `faire ${FR[noun] ?? FR_MORE[noun] ?? 'un gâteau'}`;
  return { en, fr };
}

/**
 * "Me and Mum make a birthday cake": the cake is the story, baked (read-goal-party-friend.ts), not the
 * hero's own party — unless the idea names a party or whose birthday it is.
 */
export const bakesBirthdayCake = (description: string) =>
  /\b(?:bake|bakes|baking|make|makes|making)\s+(?:a|the)\s+birthday\s+cake\b/i.test(description) &&
  !/\b(party|parties|for)\b|['’]s\b/i.test(description);
