import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

// 'The mermaid and the lost pearl necklace' hunted for "the pearl" and drew an oyster: now the
// necklace is the object, said in the idea's words and drawn as a string of pearls.
describe('a lost pearl necklace', () => {
  it.each([
    ['en', 'The mermaid and the lost pearl necklace', /pearl necklace/, /the pearl\b(?! necklace)/],
    ['fr', 'La sirène et le collier de perles perdu', /collier de perles/, /la perle\b/],
  ] as const)('%s: %s', async (language, description, necklace, pearl) => {
    for (const pages of [4, 12, 24, 50]) {
      const book = await planStory({ type: 'mermaids', language, description, pages });
      const text = book.pages.map((p) => p.text).join('\n');
      expect(text).toMatch(necklace);
      expect(text).not.toMatch(pearl);
      const drawn = book.pages.flatMap((p) => (p.hints?.subjects as string[] | undefined) ?? []);
      expect(drawn).toContain('pearl-necklace');
      expect(drawn).not.toContain('oyster');
    }
  });
});
