import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

/** Issue 14: a helped hedgehog or owl was « l’hérisson », « l’hibou »: an aspirated h takes no elision. */
describe('an aspirated h keeps its article', () => {
  it.each([
    ['Léa aide un hérisson perdu dans le jardin', /le hérisson/],
    ['Tom trouve un hibou blessé', /le hibou/],
  ])('%s', async (description, the) => {
    for (const pages of [12, 24]) {
      const plan = await planStory({ type: 'story-book', language: 'fr', description, pages });
      const text = plan.pages.map((p) => `${p.text} ${p.alt}`).join(' ');
      expect(text).not.toMatch(/[lLdD][’']h(?:érisson|ibou)/);
      expect(text).toMatch(the);
    }
  });
});
