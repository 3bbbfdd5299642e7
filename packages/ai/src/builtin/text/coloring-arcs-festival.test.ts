import { describe, expect, it } from 'vitest';
import { type ArcCase, atBothLengths, expectArcColoring } from '../testing/coloring-arc-check';
import { planStory } from '../testing/story-fixtures';

/**
 * 'A Hanukkah coloring book', « Le Nouvel An chinois à colorier » printed the stock captions ("who
 * blows bubbles in the enchanted forest", « qui fait des bulles »); now each festival's own scenes in
 * order (coloring-arc-scenes-festival*.ts), each caption naming what is drawn.
 */
const CASES: ArcCase[] = [
  [
    'en',
    'A Hanukkah coloring book',
    [
      /unwraps the menorah/,
      /first candle/,
      /latkes/,
      /dreidel/,
      /chocolate coins/,
      /doughnut/,
      /oil lamp/,
      /eight candles/,
      /every house/,
    ],
  ],
  [
    'fr',
    'Coloriages de Hanoukka',
    [
      /déballe la ménorah/,
      /première bougie/,
      /latkes/,
      /dreidel/,
      /pièces en chocolat/,
      /beignet/,
      /lampe à huile/,
      /huit bougies/,
      /chaque maison/,
    ],
  ],
  [
    'en',
    'Diwali coloring pages',
    [/clay diyas/, /rangoli/, /new clothes/, /sari/, /Mr Singh/, /sparkler/, /fireworks/, /Grandpa/],
  ],
  [
    'fr',
    'Coloriages de Diwali',
    [
      /diyas en argile/,
      /rangoli/,
      /habits neufs/,
      /sari/,
      /monsieur Singh/,
      /cierge magique/,
      /feu d’artifice/,
      /Papi/,
    ],
  ],
  [
    'en',
    'Lunar New Year coloring book',
    [/broom/, /scrolls/, /lanterns/, /dumplings/, /red envelope/, /drum/, /dragon/, /fireworks/],
  ],
  [
    'fr',
    'Le Nouvel An chinois à colorier',
    [
      /balai/,
      /banderoles/,
      /lanternes/,
      /raviolis/,
      /enveloppe rouge/,
      /tambour/,
      /dragon/,
      /feu d’artifice/,
    ],
  ],
  [
    'en',
    'Thanksgiving coloring book',
    [/autumn leaves/, /pumpkin pie/, /corn/, /plates/, /turkey/, /thank you/, /goodbye to the cousins/],
  ],
  [
    'fr',
    'Thanksgiving à colorier',
    [
      /feuilles d’automne/,
      /tarte à la citrouille/,
      /maïs/,
      /assiettes/,
      /dinde/,
      /merci/,
      /au revoir aux cousins/,
    ],
  ],
];

describe('festivals as coloring books colour their own scenes', () => {
  it.each(atBothLengths(CASES))('%s: %s (%i pages)', (language, description, pages, order) =>
    expectArcColoring(language, description, pages, order),
  );

  it('the menorah is lit at night, as many candles drawn as the caption counts', async () => {
    for (const language of ['en', 'fr'] as const) {
      const description = language === 'en' ? 'A Hanukkah coloring book' : 'Coloriages de Hanoukka';
      const plan = await planStory({ type: 'coloring', language, description, pages: 12 });
      const lit = plan.pages.filter((p) => /first candle|première bougie|eight|huit/.test(p.text));
      expect(lit.length).toBeGreaterThanOrEqual(2);
      for (const p of lit) expect(p.hints?.light).toBe('night');
      const all = plan.pages.find((p) => /eight|huit/.test(p.text));
      expect((all?.hints as { subjects?: string[] } | undefined)?.subjects).toContain('menorah-8');
    }
  });
});
