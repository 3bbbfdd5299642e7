import { describe, expect, it } from 'vitest';
import { drawPlanPage, planStory } from '../testing/story-fixtures';

/**
 * The crèche day's leftovers: the turn drew an old woman in the sandpit (the turn's "with a new best
 * friend" read as the everyday theme's stock helper), the sandpit was a playground slide on grass,
 * and the opening and the evening's telling were drawn in the playroom instead of at home.
 */
describe('a little one’s first day at nursery: home, sandpit and turn', () => {
  it.each([
    ['fr', 'Le premier jour de Léo à la crèche'],
    ['en', 'Mia’s first day at nursery'],
  ] as const)('%s: %s', async (language, description) => {
    const plan = await planStory({ type: 'story-book', language, description, pages: 12 });
    // Getting ready and the end of the day at home; goodbye at the nursery door.
    expect(plan.pages[0].hints?.place).toMatch(/at home/);
    expect(plan.pages.at(-1)?.hints?.place).toMatch(/at home/);
    expect(plan.pages[1].hints?.place).toMatch(/playroom/);
    // The turn in the sandpit: the friend, no stock grandmother.
    const turn = plan.pages.at(-2);
    expect(turn?.hints?.place).toMatch(/sandpit/);
    const svg = String(await drawPlanPage(plan, 'story-book', plan.pages.length - 2));
    expect(svg).not.toMatch(/old-woman/);
    // A sand-coloured box, a bucket; no slide.
    expect(svg).toMatch(/#ecd08f/i);
    expect(svg).not.toMatch(/playground-slide/);
  });
});
