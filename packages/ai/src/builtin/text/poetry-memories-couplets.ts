import type { MemoriesGoal } from '../idea/read-goal-memories';
import { HOME_PLACES, MEMORY_PLACES } from './goal-memories-places';
import { type ArcCouplet, arcLines } from './poetry-arc-kit';
import { MEMORIES_LINES } from './poetry-memories-lines';

const THINGS: Record<string, { en: string; fr: string }> = {
  window: { en: 'the rainy window', fr: 'la fenêtre sous la pluie' },
  'framed-picture': { en: 'the old photo album', fr: 'le vieil album de photos' },
  bicycle: { en: 'an old red bicycle', fr: 'un vieux vélo rouge' },
  cow: { en: 'the cow', fr: 'la vache' },
  bucket: { en: 'a bucket of milk', fr: 'un seau de lait' },
  dog: { en: 'the farm dog', fr: 'le chien de la ferme' },
  'fishing-pole': { en: 'a fishing rod', fr: 'une canne à pêche' },
  fish: { en: 'a fish', fr: 'un poisson' },
  'hot-beverage': { en: 'hot cocoa', fr: 'du chocolat chaud' },
  swing: { en: 'a rope swing', fr: 'une balançoire' },
  bell: { en: 'a big brass bell', fr: 'une grosse cloche' },
  'fountain-pen': { en: 'an ink pen', fr: 'une plume et de l’encre' },
  bread: { en: 'warm bread', fr: 'du pain chaud' },
  lollipop: { en: 'a big red lollipop', fr: 'une grosse sucette rouge' },
  sled: { en: 'a wooden sledge', fr: 'une luge en bois' },
  snowman: { en: 'a snowman', fr: 'un bonhomme de neige' },
  package: { en: 'an old box of treasures', fr: 'une vieille boîte à trésors' },
  'yo-yo': { en: 'a wooden yo-yo', fr: 'un yo-yo en bois' },
  'sports-medal': { en: 'an old medal', fr: 'une vieille médaille' },
  'red-heart': { en: 'a heart', fr: 'un cœur' },
  bed: { en: 'a bed', fr: 'un lit' },
};

/**
 * A grandparent's memories as a poem ("Grandpa tells stories about when he was a boy", « Papi
 * raconte quand il était petit »): 24 couplets in the arc's order at its places (poetry-memories-
 * lines.ts). Before, it sang the stock couplets ('In the park, Alex stopped to rest', a herb).
 */
export function memoriesCouplets(goal: MemoriesGoal): ArcCouplet[] {
  const she = goal.teller === 'grandma';
  const spots = [
    HOME_PLACES.lounge,
    HOME_PLACES.kitchen,
    HOME_PLACES.attic,
    HOME_PLACES.bedroom,
    ...MEMORY_PLACES,
  ];
  const teller = she ? 'old-woman' : 'old-man';
  return arcLines(MEMORIES_LINES, spots, THINGS, {
    en: { gp: goal.word.en },
    fr: { gp: goal.word.fr, gpToutPetit: she ? 'toute petite' : 'tout petit' },
  }).map((cp) =>
    // The teller in the armchair is drawn beside the child, named in the alt ("with Grandpa").
    cp.subject === 'teller' ? { ...cp, subject: teller, thing: goal.word } : cp,
  );
}
