import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

/**
 * Issue 14 review: 'Two best friends build a sandcastle at the beach' met "a small dragon who was
 * afraid of the dark" at the lighthouse — the fantasy theme's helper, far from its kingdom. The beach
 * has its own helper, a little crab, named in the text and drawn on the page that meets it.
 */
describe('the beach has its own helper (issue 14)', () => {
  it.each([
    ['Two best friends build a sandcastle at the beach', 'en', /little crab/],
    ['Zoé cherche un coquillage à la plage', 'fr', /petit crabe/],
  ] as const)('%s', async (description, language, crab) => {
    const plan = await planStory({ type: 'story-book', language, description, pages: 12 });
    const text = plan.pages.map((p) => p.text).join(' ');
    expect(text).not.toMatch(/dragon/);
    const meets = plan.pages.filter((p) => crab.test(p.text));
    expect(meets.length).toBeGreaterThan(0);
    for (const p of meets.slice(0, 1))
      expect((p.hints as { subjects?: string[] }).subjects ?? []).toContain('crab');
  });
});
