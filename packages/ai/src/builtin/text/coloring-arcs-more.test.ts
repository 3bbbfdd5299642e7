import type { Language } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

/**
 * The newer arcs as coloring books printed the stock captions: 'A family trip to the beach for summer
 * holidays' colored "Pim, who blows bubbles in the calm cove" and « la baguette magique parmi les
 * rochers de la plage ». Each page is now one of the arc's scenes in order (coloring-arc-scenes-*.ts),
 * every thing drawn beside the hero named by its caption, the family where the caption says it is.
 */

/** The words that name each drawn icon (or the one standing at the hero's side), in either language. */
const DRAWN_WORDS: Record<string, RegExp> = {
  bucket: /bucket|seau/,
  automobile: /\bcar\b|voiture/,
  'water-wave': /waves?|vagues?|\bsea\b|\bmer\b|river|rivière/,
  sandcastle: /sandcastle|château de sable/,
  crab: /crab|crabe/,
  'soft-ice-cream': /ice cream|glace/,
  'spiral-shell': /shell|coquillage/,
  kite: /kite|cerf-volant/,
  sailboat: /boat|bateau/,
  'umbrella-on-ground': /umbrella|parasol/,
  sunrise: /sun set|soleil se coucher/,
  woman: /Mum|Maman/,
  man: /Dad|Papa/,
  'old-woman': /Grandma|Mamie|old lady|vieille dame/,
  dog: /dog|puppy|chien|chiot/,
  fountain: /fountain|fontaine/,
  cat: /kitten|chaton/,
  'deciduous-tree': /tree|arbre/,
  balloon: /balloon|ballon/,
  'red-apple': /apples|pommes/,
  bus: /\bbus\b/,
  tangerine: /oranges/,
  'top-hat': /\bhat\b|chapeau/,
  books: /books|livres/,
  'cloud-with-lightning-and-rain': /storm|orage/,
  'confetti-ball': /confetti/,
};
/** The stock captions, which know nothing of the story. */
const STOCK =
  /magic wand|baguette magique|bubbles|bulles|plays with a ball|joue au ballon|picnic|pique-nique|the present|le cadeau|reads a book|lit un livre/;

type Case = [Language, string, RegExp[]];
const CASES: Case[] = [
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

describe('a newer story arc as a coloring book colours the arc’s own scenes', () => {
  it.each(
    CASES.flatMap(([lang, idea, order]) => [12, 24].map((pages) => [lang, idea, pages, order] as const)),
  )('%s: %s (%i pages)', async (language, description, pages, order) => {
    const plan = await planStory({ type: 'coloring', language, description, pages });
    const texts = plan.pages.map((p) => p.text);
    expect(new Set(texts).size).toBe(texts.length);
    for (const p of plan.pages) expect(`${p.text} ${p.alt}`).not.toMatch(STOCK);
    // The arc's scenes in the arc's order.
    const at = order.map((re) => texts.findIndex((t) => re.test(t)));
    expect(at.every((k) => k >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    for (const page of plan.pages) {
      const hints = page.hints as { subjects?: string[]; companion?: string };
      const drawn = [...(hints.subjects ?? []), ...(hints.companion ? [hints.companion] : [])];
      expect(drawn.length).toBeGreaterThan(0);
      for (const icon of drawn) expect(page.text).toMatch(DRAWN_WORDS[icon] ?? /^$/);
    }
  });

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
