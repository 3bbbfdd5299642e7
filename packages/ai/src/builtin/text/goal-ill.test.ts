import { describe, expect, it } from 'vitest';
import { expectArcColoring } from '../testing/coloring-arc-check';
import { drawPlanPage, planStory } from '../testing/story-fixtures';
import { splitSentences } from './sentences';

/**
 * "A giraffe with a sore throat" (zoo book) hunted "a ball hidden somewhere at the Green Park Zoo";
 * "Leo has a cold and must stay in bed" "found a way to stay in bed" at the library; « Le petit lapin
 * est malade » and « Léa a la varicelle » looked for a kite. Being ill is now its own arc (goal-ill.ts):
 * the first sneeze, the doctor or vet with the thermometer and "say aaah", soup and honey tea, the
 * friends' card, asleep, better the next morning, in the hero's own home.
 */
const STOCK = /kite|cerf-volant|hidden somewhere|caché quelque part|library|bibliothèque|a way to stay/i;

describe('being ill', () => {
  it.each([
    ['zoo-animals', 'en', 'A giraffe with a sore throat', /sore throat/, /zoo vet/, /giraffe house/],
    ['story-book', 'en', 'Leo has a cold and must stay in bed', /sneezed/, /the doctor/, /bedroom/],
    ['story-book', 'fr', 'Le petit lapin est malade', /front brûlant/, /vétérinaire/, /burrow/],
    ['story-book', 'fr', 'Léa a la varicelle', /boutons rouges/, /le docteur/, /bedroom/],
  ] as const)('%s %s: %s', async (type, language, description, first, doc, home) => {
    for (const pages of [12, 24]) {
      const book = await planStory({ type, description, language, pages });
      const texts = book.pages.map((p) => p.text);
      expect(texts.join(' ')).not.toMatch(STOCK);
      // In order: ill, the doctor with the thermometer, say aaah, soup, honey tea, the card and asleep, better.
      const steps = [
        first,
        /thermom/,
        /aaah/,
        /soup/,
        /honey tea|tisane au miel/,
        /card|carte/,
        /next morning|lendemain/,
      ];
      const at = steps.map((re) => texts.findIndex((t) => re.test(t)));
      expect(at.every((k) => k > 0)).toBe(true);
      expect([...at].sort((a, b) => a - b)).toEqual(at);
      expect(texts[at[1]]).toMatch(doc);
      expect(book.pages[at[1]].hints?.subjects).toEqual(
        expect.arrayContaining(['health-worker', 'thermometer']),
      );
      expect(book.pages[at[1]].alt).toMatch(doc);
      expect(book.pages[at[3]].hints?.subjects).toContain('steaming-bowl');
      expect(book.pages[at[4]].hints?.subjects).toContain('hot-beverage');
      // The card's page ends asleep, in the hero's own home.
      const card = book.pages[at[5]];
      expect(card.hints?.subjects).toContain('envelope');
      expect(card.hints?.asleep).toBe(true);
      for (const k of at.slice(0, 6)) expect(String(book.pages[k].hints?.place)).toMatch(home);
      // Out to play at the end, not in bed.
      expect(String(book.pages[pages - 1].hints?.place)).not.toMatch(home);
      const sentences = texts.flatMap(splitSentences);
      expect(new Set(sentences).size).toBe(sentences.length);
    }
  });

  it.each([
    ['en', 'Leo has a cold and must stay in bed'],
    ['fr', 'Léa a la varicelle'],
  ] as const)('%s: the child sleeps in the bed of the bedroom', async (language, description) => {
    const book = await planStory({ type: 'story-book', description, language, pages: 12 });
    const k = book.pages.findIndex((p) => p.hints?.asleep);
    expect(drawPlanPage(book, 'story-book', k)).toContain('data-pose="in-bed"');
  });

  it.each([
    ['en', 'Tom helps a sick puppy'],
    ['en', 'Ella goes to the doctor for the first time'],
    ['fr', 'Mia a peur d’aller chez le médecin'],
  ] as const)('%s: %s is not the hero ill', async (language, description) => {
    const book = await planStory({ type: 'story-book', description, language, pages: 12 });
    expect(book.pages.map((p) => p.text).join(' ')).not.toMatch(
      /get-well|Guéris vite|honey tea|tisane au miel/,
    );
  });

  it.each([
    [
      'en',
      'A giraffe with a sore throat',
      [/aaa-choo/, /thermometer for the zoo vet/, /soup/, /honey tea/, /card/, /ball/],
    ],
    [
      'fr',
      'Léa a la varicelle',
      [/atchoum/, /thermomètre pour le docteur/, /soupe/, /tisane au miel/, /carte/, /ballon/],
    ],
  ] as const)('%s: the coloring book colors %s', async (language, description, order) => {
    for (const pages of [12, 24]) await expectArcColoring(language, description, pages, [...order]);
    const book = await planStory({ type: 'coloring', description, language, pages: 12 });
    const k = book.pages.findIndex((p) => p.hints?.asleep);
    expect(book.pages[k].text).toMatch(/sleeps|dort/);
    if (language === 'fr') expect(drawPlanPage(book, 'coloring', k)).toContain('data-pose="in-bed"');
  });
});
