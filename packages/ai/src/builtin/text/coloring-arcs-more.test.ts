import { describe, expect, it } from 'vitest';
import { type ArcCase, atBothLengths, expectArcColoring } from '../testing/coloring-arc-check';
import { planStory } from '../testing/story-fixtures';

/**
 * The newer arcs as coloring books printed the stock captions: 'A family trip to the beach for summer
 * holidays' colored "Pim, who blows bubbles in the calm cove" and « la baguette magique parmi les
 * rochers de la plage »; 'A superhero kid saves the city', "who finds the magic wand". Each page is now
 * one of the arc's scenes in order (coloring-arc-scenes-*.ts), every thing drawn beside the hero named
 * by its caption, the family where the caption says it is, the storm drawn as a storm.
 */
const CASES: ArcCase[] = [
  [
    'en',
    'A family trip to the beach for summer holidays',
    [
      /bucket/,
      /car with Mum and Dad/,
      /sandcastle/,
      /crab/,
      /ice cream/,
      /wash the sandcastle away/,
      /biggest sandcastle/,
      /sun set/,
    ],
  ],
  [
    'fr',
    'Les vacances à la mer en famille',
    [
      /seau/,
      /voiture avec Maman et Papa/,
      /château de sable/,
      /crabe/,
      /glace/,
      /emporter le château/,
      /soleil/,
    ],
  ],
  [
    'fr',
    'Les vacances à la mer avec Mamie et mon chien',
    [
      /seau/,
      /voiture avec Mamie et le chien/,
      /crabe/,
      /emporter le château/,
      /plus grand château/,
      /coucher sur la mer avec Mamie et le chien/,
    ],
  ],
  [
    'en',
    'A superhero kid saves the city',
    [
      /cape/,
      /kitten/,
      /balloon/,
      /apples/,
      /yellow bus/,
      /puppy/,
      /books/,
      /kite/,
      /storm clouds/,
      /sandbags/,
      /confetti/,
    ],
  ],
  [
    'fr',
    'Un petit super-héros sauve la ville',
    [
      /cape/,
      /chaton/,
      /ballon/,
      /pommes/,
      /bus jaune/,
      /chiot/,
      /livres/,
      /cerf-volant/,
      /nuages d’orage/,
      /sacs de sable/,
      /confettis/,
    ],
  ],
];

describe('the seaside day and the superhero as coloring books colour their own scenes', () => {
  it.each(atBothLengths(CASES))('%s: %s (%i pages)', (language, description, pages, order) =>
    expectArcColoring(language, description, pages, order),
  );

  it('the seaside family is drawn where the caption names it, the one the idea names too', async () => {
    for (const [language, description, who] of [
      ['en', 'A family trip to the beach for summer holidays', 'woman'],
      ['fr', 'Les vacances à la mer avec Mamie et mon chien', 'old-woman'],
    ] as const) {
      const plan = await planStory({ type: 'coloring', language, description, pages: 12 });
      const family = plan.pages.filter((p) => /Mum|Maman|Mamie/.test(p.text));
      expect(family.length).toBeGreaterThanOrEqual(3);
      for (const p of family) expect((p.hints as { companion?: string }).companion).toBe(who);
    }
  });

  it('the superhero’s storm is drawn as a storm, with no sun', async () => {
    for (const language of ['en', 'fr'] as const) {
      const description =
        language === 'en' ? 'A superhero kid saves the city' : 'Un petit super-héros sauve la ville';
      const plan = await planStory({ type: 'coloring', language, description, pages: 12 });
      const storm = plan.pages.filter((p) => /storm|orage/.test(p.text));
      expect(storm.length).toBeGreaterThanOrEqual(2);
      for (const p of storm) expect(p.hints?.weather).toBe('storm');
      expect(plan.pages.filter((p) => p.hints?.weather).length).toBe(storm.length);
    }
  });

  it('the summer holidays are the seaside, not the snowy village', async () => {
    const plan = await planStory({
      type: 'coloring',
      language: 'en',
      description: 'A family trip to the beach for summer holidays',
      pages: 12,
    });
    expect(plan.character.figure?.theme).toBe('summer');
  });
});
