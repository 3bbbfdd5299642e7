import { describe, expect, it } from 'vitest';
import { type ArcCase, atBothLengths, expectArcColoring } from '../testing/coloring-arc-check';
import { planStory } from '../testing/story-fixtures';

/**
 * 'Mia moves to a new house' and 'Leo wants a puppy' as coloring books colored the stock "who finds
 * the magic wand in the castle tower". Each page is now one of the arc's scenes in order
 * (coloring-arc-scenes-move.ts, coloring-arc-scenes-pet.ts), everything drawn named by its caption.
 */
const CASES: ArcCase[] = [
  [
    'en',
    'Mia moves to a new house',
    [/boxes/, /oak tree/, /moving van/, /cows/, /teddy bear/, /from next door/],
  ],
  [
    'fr',
    'Hugo déménage dans une nouvelle ville',
    [/cartons/, /chêne/, /camion de déménagement/, /vaches/, /nounours/, /voisine Zoé/],
  ],
  [
    'en',
    'Leo wants a puppy',
    [/Mum and Dad/, /books about dogs/, /coins/, /bowl/, /all the dogs/, /new puppy/],
  ],
  [
    'fr',
    'La petite fille qui voulait un chat',
    [/Maman et Papa/, /livres sur les chats/, /pièces/, /gamelle/, /tous les chats/, /nouveau chaton/],
  ],
  ['en', 'Our new puppy', [/box of the new puppy/, /bowl/, /treat/, /first walk/, /goodnight/]],
  [
    'fr',
    'Notre nouveau chaton',
    [/carton du nouveau chaton/, /gamelle/, /friandise/, /promenade/, /bonne nuit/],
  ],
];

describe('moving house and a pet, colored as their own stories', () => {
  it.each(atBothLengths(CASES))('%s: %s (%i pages)', async (language, description, pages, order) => {
    await expectArcColoring(language, description, pages, order);
  });

  it('the pet is drawn at the hero’s side from the shelter on, the girl next door from the turn', async () => {
    for (const [description, who, from] of [
      ['Leo wants a puppy', 'dog', /little puppy/],
      ['Mia moves to a new house', 'girl', /from next door/],
    ] as const) {
      const plan = await planStory({ type: 'coloring', language: 'en', description, pages: 8 });
      const at = plan.pages.findIndex((p) => from.test(p.text));
      expect(at).toBeGreaterThan(0);
      const companions = plan.pages.map((p) => (p.hints as { companion?: string }).companion);
      expect(companions.slice(0, at).every((c) => c === undefined)).toBe(true);
      expect(companions.slice(at).every((c) => c === who)).toBe(true);
    }
  });
});
