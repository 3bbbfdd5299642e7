import type { BookType, Language } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { drawPlanPage, planStory, type StoryPlan } from '../testing/story-fixtures';

/**
 * 'A little owl says goodnight to the forest' said goodnight to the cat, the tulips and an old dog
 * (a garden's round) and then "snuggled into bed" in a bedroom. A forest has its own round (its fox,
 * squirrel, deer and hedgehog, goal-goodnight-forest.ts), and an animal that lives outdoors ends
 * asleep in its own home (goal-goodnight-den.ts); a child keeps the bed.
 */
type Page = StoryPlan['pages'][number];
const subjects = (p: Page) => (p.hints?.subjects as string[] | undefined) ?? [];
const HOMELY = /cat|tulip|dog|teddy-bear/;
const BOOKS: [Language, string, BookType, RegExp][] = [
  ['en', 'A little owl says goodnight to the forest', 'bedtime-books', /cosy hollow of the old oak/],
  ['fr', 'Un petit hibou dit bonne nuit à la forêt', 'bedtime-books', /creux douillet du vieux chêne/],
  ['en', 'A sleepy bunny says goodnight to the forest', 'story-book', /burrow under the roots/],
  ['fr', 'Un petit lapin dit bonne nuit à la forêt', 'story-book', /terrier douillet/],
  ['fr', 'Un petit oiseau dit bonne nuit à tous les animaux de la forêt', 'bedtime-books', /nid douillet/],
];

describe('a goodnight round in the forest meets the forest, and ends in its own home', () => {
  it.each(BOOKS)('%s: %s (%s)', async (lang, description, type, home) => {
    const plan = await planStory({ type, language: lang, description, pages: 8 });
    const middle = plan.pages.slice(2, -2);
    for (const [k, p] of middle.entries()) {
      const drawn = subjects(p);
      expect(drawn.length).toBe(1);
      expect(drawn[0]).not.toMatch(HOMELY);
      expect(drawPlanPage(plan, type, k + 2)).toContain(`data-icon="${drawn[0]}"`);
    }
    // The forest's own animals come first: the fox, the squirrel, the deer.
    expect(middle.flatMap(subjects)).toEqual(expect.arrayContaining(['chipmunk', 'deer']));
    const last = plan.pages.at(-1) as Page;
    expect(last.text).toMatch(home);
    expect(last.text).not.toMatch(/into bed|son lit/);
    expect(last.hints?.light).toBe('sleep');
    expect(drawPlanPage(plan, type, plan.pages.length - 1)).not.toMatch(/data-icon="bed"/);
  });

  it.each([
    ['en', 'A little girl says goodnight to the forest'],
    ['fr', 'Une petite fille dit bonne nuit à la forêt'],
  ] as [Language, string][])('%s: a child in the forest still goes to bed', async (lang, description) => {
    const plan = await planStory({ type: 'bedtime-books', language: lang, description, pages: 8 });
    expect(plan.pages.at(-1)?.text).toMatch(/into bed|son lit|climbed into bed/);
    expect(plan.pages.slice(2, -2).flatMap(subjects)).toContain('deer');
  });

  it.each([
    ['en', 'A sleepy bunny says goodnight to the farm animals', /\bhens\b/],
    ['fr', 'Un petit lapin dit bonne nuit aux animaux de la ferme', /poules/],
  ] as [Language, string, RegExp][])(
    '%s: the hens are drawn as a hen, not a chick',
    async (lang, description, hens) => {
      const plan = await planStory({ type: 'story-book', language: lang, description, pages: 8 });
      const page = plan.pages.findIndex((p) => hens.test(p.text ?? ''));
      expect(page).toBeGreaterThan(0);
      expect(subjects(plan.pages[page])).toEqual(['chicken']);
      expect(drawPlanPage(plan, 'story-book', page)).toContain('data-icon="chicken"');
    },
  );
});
