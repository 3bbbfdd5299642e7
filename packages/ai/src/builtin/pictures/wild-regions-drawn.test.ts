import { describe, expect, it } from 'vitest';
import type { BookRequest } from '../../types';
import { drawPlanPage, planStory } from '../testing/story-fixtures';
import { DAY } from './backdrop-palettes';

/**
 * Issue 14: the savanna was the jungle's green meadow with cacti (no acacia under "the acacia tree",
 * no water by "the watering hole"), the bamboo forest a pine wood, the Sahara and the outback sand with
 * cacti, tulips and houses; the fable's crow stood on the grass though "there on the branch sat the crow".
 */
type Book = [BookRequest['type'], 'en' | 'fr', string];
const drawn = async ([type, language, description]: Book) => {
  const plan = await planStory({ type, language, description, pages: 12 });
  return plan.pages.map((page, i) => ({ page, svg: drawPlanPage(plan, type, i) }));
};

describe('wild regions are drawn as themselves (issue 14)', () => {
  it.each<Book>([
    ['zoo-animals', 'en', 'A lion cub explores the savanna in Africa'],
    ['zoo-animals', 'fr', 'Un lionceau explore la savane en Afrique'],
  ])('%s %s « %s »: golden grass, acacias, a water hole, no cactus', async (...book) => {
    const pages = await drawn(book);
    for (const { page, svg } of pages) {
      expect(svg).not.toContain('data-icon="cactus"');
      if (page.hints?.mood === 'day') expect(svg).toContain(DAY.savanna.ground);
      expect(svg).toContain('data-tree="acacia"');
    }
    const acaciaPage = pages.find(({ page }) => /acacia/.test(String(page.hints?.place)));
    expect(acaciaPage?.svg).toContain('id="landmark-acacia"');
    const water = pages.find(({ page }) => /watering hole/.test(String(page.hints?.place)));
    expect(water?.svg).toContain('id="landmark-watering-hole"');
  });

  it('the bamboo forest draws bamboo stalks, not pine trees', async () => {
    for (const { svg } of await drawn(['story-book', 'en', 'A panda gets lost in the bamboo forest'])) {
      expect(svg).toContain('data-plant="bamboo"');
      expect(svg).not.toContain('class="woods"');
      expect(svg).not.toContain('data-icon="evergreen-tree"');
    }
  });

  it.each<Book>([
    ['story-book', 'en', 'A camel crosses the Sahara desert'],
    ['story-book', 'en', 'A kangaroo hops across the Australian outback'],
    ['story-book', 'en', 'A monkey swings through the jungle'],
  ])('%s %s « %s »: no cactus, tulip or house in the wild', async (...book) => {
    for (const { svg } of await drawn(book))
      expect(svg).not.toMatch(/data-icon="(cactus|tulip|sunflower|house-with-garden)"/);
  });

  it('the outback is red earth with gum trees', async () => {
    for (const { page, svg } of await drawn([
      'story-book',
      'en',
      'A kangaroo hops across the Australian outback',
    ])) {
      if (page.hints?.mood === 'day' && !page.hints.weather) expect(svg).toContain(DAY.outback.ground);
      expect(svg).toContain('data-tree="gum"');
    }
  });
});

describe('the crow sits up on the branch (issue 14)', () => {
  it.each<Book>([
    ['story-book', 'en', 'The Fox and the Crow'],
    ['story-book', 'fr', 'Le renard et le corbeau'],
  ])('%s %s « %s »: the crow and the cheese are drawn high above the ground', async (...book) => {
    const pages = (await drawn(book)).filter(({ page }) =>
      (page.hints?.subjects as string[] | undefined)?.includes('blackbird'),
    );
    expect(pages.length).toBeGreaterThan(5);
    for (const { svg } of pages) {
      expect(svg).toContain('data-perch="branch"');
      const y = (icon: string) =>
        Number(svg.match(new RegExp(`translate\\([\\d.]+ ([\\d.]+)\\)[^>]*data-icon="${icon}"`))?.[1]);
      // On a 600px page the ground line is at about 420: up in the oak means well above it.
      expect(y('blackbird')).toBeLessThan(300);
      expect(y('cheese-wedge')).toBeLessThan(300);
    }
  });
});
