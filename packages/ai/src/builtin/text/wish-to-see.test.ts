import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

/**
 * Issue 14 review: « Le petit train qui voulait voir la mer » lived under the sea and set out to
 * « voulaire voir la mer » (the tagger's infinitive of « voulait »). Wanting to see a place is a
 * journey there, from home; a modal in the past leads to its verb and is never printed as a deed.
 */
describe('wanting to see the sea is a journey to the shore (issue 14)', () => {
  it.each([
    ['Le petit train qui voulait voir la mer', 'fr', /jusqu’à la mer/],
    ['The little train that wanted to see the sea', 'en', /to the sea/],
  ] as const)('%s', async (description, language, said) => {
    const plan = await planStory({ type: 'story-book', language, description, pages: 8 });
    const text = plan.pages.map((p) => p.text).join(' ');
    expect(text).not.toMatch(/aire\b|under the sea|sous la mer/);
    expect(text).toMatch(said);
    const places = plan.pages.map((p) => (p.hints as { place?: string }).place ?? '');
    expect(places[0]).not.toMatch(/reef|sea|beach/);
    expect(places.at(-2)).toMatch(/beach/);
  });

  it.each(['Un chat qui pouvait voler', 'Une fille qui savait nager', 'Un ours qui voudrait grimper'])(
    'no made-up infinitive: %s',
    async (description) => {
      const plan = await planStory({ type: 'story-book', language: 'fr', description, pages: 8 });
      expect(plan.pages.map((p) => p.text).join(' ')).not.toMatch(
        /(?:voul|voud|pouv|pourr|sav|saur|dev|devr)aire/,
      );
    },
  );
});
