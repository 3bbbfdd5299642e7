import { describe, expect, it } from 'vitest';
import { withPlainGoal } from '../idea/read-goal-plain';
import { readIdea } from '../idea/read-idea';
import { planStory } from '../testing/story-fixtures';

/**
 * Issue 14 review: "Tom explores the castle", « Léo explore la jungle » were a deed: 'the job was
 * done. Tom had found a way to explore the castle!', « Léo avait réussi à explorer la jungle ». A
 * child exploring a place the engine knows has a day there, through its spots, like an animal roaming.
 */
describe('a child explores a setting (issue 14)', () => {
  it.each([
    ['Tom explores the castle', 'en', /castle/],
    ['Léo explore la jungle', 'fr', /jungle/],
  ] as const)('%s', async (description, language, where) => {
    const read = readIdea('Title', description, language);
    expect(withPlainGoal(read, description, language).goal?.kind).toBe('roam');
    const plan = await planStory({ type: 'story-book', language, description, pages: 8 });
    const text = plan.pages.map((p) => p.text).join(' ');
    expect(text).not.toMatch(/the job was done|found a way to explore|réussi à explorer|tout fut fini/);
    const places = plan.pages.map((p) => (p.hints as { place?: string }).place ?? '');
    for (const p of places) expect(p).toMatch(where);
    expect(new Set(places).size).toBeGreaterThanOrEqual(4);
  });
});
