import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

// « Le zèbre qui a perdu ses rayures » was a stock hunt for « la rayures », drawn as a package and
// found at the end. Now the lost marks' own arc (goal-markings.ts): plain from the morning it wakes
// (drawn without stripes), nobody knows it, painted stripes the rain washes away, known by who it is,
// and the marks back at the turn; French agrees (« ses rayures », « ses points »).
describe('an animal who lost its marks', () => {
  it.each([
    [
      'zoo-animals',
      'fr',
      'Le zèbre qui a perdu ses rayures',
      'zebra',
      /ses rayures revinrent/,
      /aux autres zèbres|les autres zèbres/,
    ],
    [
      'story-book',
      'en',
      'The tiger who lost his stripes',
      'tiger',
      /the stripes came back/,
      /the other tigers/,
    ],
    [
      'story-book',
      'en',
      'The leopard who lost his spots',
      'leopard',
      /the spots came back/,
      /the other leopards/,
    ],
    [
      'story-book',
      'fr',
      'La coccinelle qui a perdu ses points',
      'ladybird',
      /ses points revinrent, un à un, plus beaux/,
      /autres coccinelles/,
    ],
    [
      'story-book',
      'en',
      'A peacock who lost his feathers',
      'peacock',
      /the feathers came back/,
      /the other peacocks/,
    ],
    [
      'story-book',
      'en',
      'A giraffe who lost her spots',
      'giraffe',
      /the spots came back/,
      /the other giraffes/,
    ],
  ] as const)('%s %s: %s', async (type, language, description, kind, back, others) => {
    for (const pages of [4, 12, 24, 50]) {
      const book = await planStory({ type, language, description, pages });
      const text = book.pages.map((p) => p.text).join('\n');
      expect(text).not.toMatch(
        /la rayures|le points|the spots was|the stripe\b|package|paquet|library|bibliothèque/,
      );
      const icons = book.pages.flatMap((p) => (p.hints?.subjects as string[] | undefined) ?? []);
      expect(icons).not.toContain('package');
      expect(book.pages[1]?.text).toMatch(/were gone|avaient disparu/);
      expect(book.pages.at(-2)?.text).toMatch(back);
      const becomes = book.pages.map((p) => (p.hints as { becomes?: string }).becomes);
      expect(becomes[1]).toBe(`${kind}-plain`);
      expect(becomes.at(-2)).toBeUndefined();
      if (pages < 12) continue;
      expect(text).toMatch(others);
      expect(becomes.slice(1, -2).every((b) => b === `${kind}-plain`)).toBe(true);
      expect(text).toMatch(/tortoise|tortue/);
    }
  });

  it('paints stripes the rain washes away, and the lesson: you are you, with or without', async () => {
    const en = await planStory({
      type: 'story-book',
      language: 'en',
      description: 'The tiger who lost his stripes',
      pages: 12,
    });
    const text = en.pages.map((p) => p.text).join('\n');
    expect(text).toMatch(/mud/);
    expect(text).toMatch(/I know that laugh/);
    expect(en.pages.at(-1)?.text).toMatch(/you are still you, with stripes or without/);
    const fr = await planStory({
      type: 'zoo-animals',
      language: 'fr',
      description: 'Le zèbre qui a perdu ses rayures',
      pages: 12,
    });
    expect(fr.pages.at(-1)?.text).toMatch(/avec ou sans rayures/);
    expect(fr.pages.map((p) => p.text).join('\n')).toMatch(/boue/);
  });
});
