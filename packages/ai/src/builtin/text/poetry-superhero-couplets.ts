import type { IdeaFacts } from '../idea/read-idea';
import type { Place } from '../idea/settings';
import { superheroArc } from './goal-superhero';
import { type ArcCouplet, arcLines } from './poetry-arc-kit';
import { SUPERHERO_LINES } from './poetry-superhero-lines';

const THINGS: Record<string, { en: string; fr: string }> = {
  sparkles: { en: 'a shining mask and cape', fr: 'un masque et une cape qui brillent' },
  'flexed-biceps': { en: 'a strong arm', fr: 'un bras musclé' },
  cat: { en: 'a kitten', fr: 'un chaton' },
  'deciduous-tree': { en: 'a tree', fr: 'un arbre' },
  'red-apple': { en: 'apples', fr: 'des pommes' },
  'old-woman': { en: 'an old lady', fr: 'une vieille dame' },
  balloon: { en: 'a red balloon', fr: 'un ballon rouge' },
  croissant: { en: 'the baker’s buns', fr: 'des croissants' },
  dog: { en: 'a puppy', fr: 'un chiot' },
  kite: { en: 'a kite', fr: 'un cerf-volant' },
  books: { en: 'books', fr: 'des livres' },
  tangerine: { en: 'oranges', fr: 'des oranges' },
  boy: { en: 'a little boy', fr: 'un petit garçon' },
  'ice-cream': { en: 'an ice cream', fr: 'une glace' },
  bus: { en: 'the yellow bus', fr: 'le bus jaune' },
  'cloud-with-lightning-and-rain': { en: 'storm clouds', fr: 'des nuages d’orage' },
  'water-wave': { en: 'the rising river', fr: 'la rivière qui monte' },
  'red-heart': { en: 'a heart', fr: 'un cœur' },
  rainbow: { en: 'a rainbow', fr: 'un arc-en-ciel' },
  'confetti-ball': { en: 'confetti', fr: 'des confettis' },
  'crescent-moon': { en: 'the moon', fr: 'la lune' },
};

/**
 * A superhero's day as a poem ("A superhero kid saves the city", « Un petit super-héros sauve la
 * ville »): 24 couplets in the day's order at the arc's city spots and its old bridge
 * (poetry-superhero-lines.ts); the hero is drawn in a cape as in the prose (character-design.ts).
 * Before, it sang the stock couplets ("At the library, Max counts to three").
 */
export function superheroCouplets(facts: IdeaFacts, name: string): ArcCouplet[] {
  const arc = superheroArc(facts, name);
  const spots = [...(arc.places ?? []), arc.arrival].filter((p): p is Place => p !== undefined);
  const eH = arc.slots?.('fr').eH ?? '';
  return arcLines(SUPERHERO_LINES, spots, THINGS, { en: {}, fr: { eH } });
}
