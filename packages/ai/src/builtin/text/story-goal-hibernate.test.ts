import { describe, expect, it } from 'vitest';
import { readIdea } from '../idea/read-idea';
import { drawPlanPage, planStory } from '../testing/story-fixtures';
import { splitSentences } from './sentences';

/**
 * Issue 14: 'A bear sleeps in a cave all winter' hunted a stock kite in the cave. A winter's sleep is
 * told in the order of the seasons: autumn's feasts by day, the den at dusk, the long sleep at night,
 * spring at the turn, and what each page names is drawn.
 */
describe('a winter sleep', () => {
  it.each([
    ['en', 'A bear sleeps in a cave all winter'],
    ['en', 'A little hedgehog gets ready to hibernate'],
    ['fr', 'Un ourson hiberne dans sa grotte'],
    ['fr', 'Le petit hérisson dort tout l’hiver'],
  ] as const)('%s: %s is a winter sleep', (lang, description) => {
    expect(readIdea('', description, lang).goal?.kind).toBe('hibernate');
  });

  it.each([
    [
      'en',
      'A bear sleeps in a cave all winter',
      8,
      /\bkite\b|Maple Lane/,
      /slept|closed|snoring|asleep/,
      /[Ss]pring|winter had gone/,
    ],
    [
      'en',
      'A little hedgehog gets ready to hibernate',
      24,
      /\bkite\b|Maple Lane/,
      /slept|closed|snoring|asleep/,
      /[Ss]pring|winter had gone/,
    ],
    [
      'fr',
      'Un ourson hiberne dans sa grotte',
      12,
      /cerf-volant|allée des Érables/,
      /dormait|ferma les deux yeux|ronfla|s’endormit/,
      /printemps|hiver entier/,
    ],
    [
      'fr',
      'Le petit hérisson dort tout l’hiver',
      24,
      /cerf-volant|allée des Érables/,
      /dormait|ferma les deux yeux|ronfla|s’endormit/,
      /printemps|hiver entier/,
    ],
  ] as const)('%s: %s (%i pages)', async (language, description, pages, stock, sleep, spring) => {
    const plan = await planStory({ type: 'story-book', language, description, pages });
    const text = plan.pages.map((p) => p.text).join('\n');
    expect(text).not.toMatch(stock);
    // Asleep at night in the den before the turn, awake in spring at the turn.
    const sleeping = plan.pages.findIndex((p) => sleep.test(p.text));
    expect(sleeping).toBeGreaterThan(1);
    expect(sleeping).toBeLessThan(pages - 2);
    expect(plan.pages[sleeping].hints?.light).toBe('night');
    expect(plan.pages[sleeping].hints?.subjects).toContain('zzz');
    expect(plan.pages.at(-2)?.text).toMatch(spring);
    expect(plan.pages.at(-2)?.hints?.light).toBe('day');
    // Day, then dusk, then night, in that order.
    const rank = { day: 0, dusk: 1, night: 2 } as Record<string, number>;
    const lights = plan.pages.slice(2, -2).map((p) => rank[String(p.hints?.light)]);
    expect(lights).toEqual([...lights].sort());
    // A page that names a feast draws it.
    const fed = plan.pages.find((p) => /honey|miel|fish|poisson|berries|mûres/.test(p.text));
    expect((fed?.hints?.subjects as string[] | undefined)?.length).toBeGreaterThan(0);
    const sentences = splitSentences(text);
    expect(new Set(sentences).size).toBe(sentences.length);
  });

  it.each([
    ['en', 'A little hedgehog gets ready to hibernate'],
    ['fr', 'Le petit hérisson dort tout l’hiver'],
  ] as const)('%s: the first snow is seen falling through the cave mouth', async (language, description) => {
    const plan = await planStory({ type: 'story-book', language, description, pages: 24 });
    const i = plan.pages.findIndex((p) => /first snowflakes|premiers flocons/.test(p.text));
    expect(plan.pages[i].hints?.weather).toBe('snow');
    expect(await drawPlanPage(plan, 'story-book', i)).toContain('mouth-snow');
  });

  it('a child sleeping through a winter night is no hibernation', () => {
    expect(readIdea('', 'Tom sleeps in a tent on a winter night', 'en').goal?.kind).not.toBe('hibernate');
  });
});
