import { describe, expect, it } from 'vitest';
import { readCold } from '../idea/read-goal-cold';
import { drawPlanPage, planStory } from '../testing/story-fixtures';

/**
 * Issue 14: « Un petit pingouin qui a froid » / "A little penguin who is always cold" went looking
 * for a kite on Maple Lane. Now, in the snow, the penguin tries to get warm, a friend knits, and the
 * scarf given at the turn makes it warm at last.
 */
describe('a hero who is always cold gets warm', () => {
  it.each([
    'A little penguin who is always cold',
    'A kitten that feels so cold',
    'Un petit pingouin qui a froid',
    'Une souris frileuse',
  ])('%s: cold', (idea) => {
    expect(readCold(idea)?.kind).toBe('cold');
  });

  it.each([
    'It was a cold day in the village',
    'Il fait froid, et le renard construit une cabane',
    'A penguin goes fishing',
  ])('%s: not the hero’s cold', (idea) => {
    expect(readCold(idea)).toBeUndefined();
  });

  it.each([
    ['en', 'A little penguin who is always cold', /cold/, /scarf/, /warm as toast/, /kite|Maple Lane/],
    [
      'fr',
      'Un petit pingouin qui a froid',
      /froid/,
      /écharpe/,
      /plus froid du tout/,
      /cerf-volant|allée des Érables/,
    ],
  ] as const)(
    '%s: %s — cold, then warm in the scarf',
    async (language, description, cold, scarf, warm, not) => {
      for (const pages of [8, 12]) {
        const plan = await planStory({ type: 'story-book', language, description, pages });
        const text = plan.pages.map((p) => p.text).join(' ');
        expect(text).not.toMatch(not);
        expect(new Set(plan.pages.map((p) => p.text)).size).toBe(pages);
        const hints = plan.pages.map(
          (p) => p.hints as { beat?: string; family?: string; subjects?: string[] },
        );
        const beat = (b: string) => hints.findIndex((h) => h.beat === b);
        expect(plan.pages[beat('problem')].text).toMatch(cold);
        expect(plan.pages[beat('turn')].text).toMatch(scarf);
        expect(plan.pages.at(-1)?.text).toMatch(warm);
        // At the snowy place; the scarf drawn once given, not before.
        expect(
          hints.every((h) => h.family === 'snow' || h.family === 'indoor' || h.family === 'nature'),
        ).toBe(true);
        expect(hints.slice(0, beat('turn')).some((h) => h.subjects?.includes('scarf'))).toBe(false);
        const svg = await drawPlanPage(plan, 'story-book', beat('turn'), 300);
        expect(svg).toMatch(/data-icon="scarf"/);
        expect(plan.pages[0].alt).toMatch(language === 'en' ? /snow/ : /neige/);
      }
    },
  );
});
