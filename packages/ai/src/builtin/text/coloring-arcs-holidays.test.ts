import { describe, expect, it } from 'vitest';
import { type ArcCase, atBothLengths, expectArcColoring } from '../testing/coloring-arc-check';
import { planStory } from '../testing/story-fixtures';

/**
 * 'Halloween night trick or treating' and « La chasse aux œufs de Pâques » as coloring books printed
 * the stock captions (« trouve la baguette magique », "blows bubbles"); now the night's and the
 * hunt's own scenes in order (coloring-arc-scenes-halloween.ts, coloring-arc-scenes-easter.ts),
 * Halloween at night, the little one of the hunt at the hero's side.
 */
const CASES: ArcCase[] = [
  [
    'en',
    'Halloween night trick or treating',
    [
      /ghost sheet/,
      /pumpkin/,
      /Ruby the witch/,
      /lollipop/,
      /black cat/,
      /cobwebs/,
      /Mrs Hazel/,
      /shares the sweets/,
      /counts/,
    ],
  ],
  [
    'fr',
    'La nuit d’Halloween, la tournée des bonbons avec mes amis',
    [
      /drap de fantôme/,
      /citrouille/,
      /Ruby la sorcière/,
      /sucette/,
      /chat noir/,
      /toiles d’araignée/,
      /Madame Noisette/,
      /partage ses bonbons/,
      /compte/,
    ],
  ],
  [
    'fr',
    'La chasse aux œufs de Pâques',
    [
      /panier/,
      /Mamie crier/,
      /œuf rouge/,
      /œuf bleu/,
      /œuf vert/,
      /panier de Lily/,
      /œuf orange/,
      /Lily trouve l’œuf doré/,
      /chocolat avec Lily et Mamie/,
    ],
  ],
  [
    'en',
    'An Easter egg hunt in the garden with my little brother',
    [
      /basket/,
      /red egg/,
      /green egg/,
      /Leo’s basket/,
      /orange egg/,
      /Leo finds the golden egg/,
      /chocolate with Leo/,
    ],
  ],
  [
    'en',
    'The Easter bunny lost his eggs',
    [
      /paints eggs/,
      /wind/,
      /red egg/,
      /green egg/,
      /golden egg/,
      /hides/,
      /children find the eggs/,
      /chocolate egg/,
    ],
  ],
];

describe('Halloween and Easter as coloring books colour their own scenes', () => {
  it.each(atBothLengths(CASES))('%s: %s (%i pages)', (language, description, pages, order) =>
    expectArcColoring(language, description, pages, order),
  );

  it('Halloween is colored at night, the little one of the egg hunt at the hero’s side', async () => {
    for (const [language, description] of [
      ['en', 'Halloween night trick or treating'],
      ['fr', 'La nuit d’Halloween, la tournée des bonbons avec mes amis'],
    ] as const) {
      const plan = await planStory({ type: 'coloring', language, description, pages: 12 });
      for (const p of plan.pages) expect(p.hints?.light).toBe('night');
    }
    for (const [language, description, who] of [
      ['fr', 'La chasse aux œufs de Pâques', 'girl'],
      ['en', 'An Easter egg hunt in the garden with my little brother', 'boy'],
    ] as const) {
      const plan = await planStory({ type: 'coloring', language, description, pages: 12 });
      const little = plan.pages.filter((p) => /Lily|Leo/.test(p.text));
      expect(little.length).toBeGreaterThanOrEqual(4);
      for (const p of little) expect((p.hints as { companion?: string }).companion).toBe(who);
    }
  });
});
