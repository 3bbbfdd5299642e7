import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';
import { splitSentences } from './sentences';

/** A page's words without the place it starts with ("In the kelp forest, …"): what happens there. */
const deed = (text: string) => text.replace(/^[^,]+, /, '');

// « Un anniversaire de sirène sous la mer » was got ready in a bedroom, a kitchen and a garden, a rain
// cloud passed over « la table de fête, dans le jardin », and Dad baked the cake. Now the party is
// under the sea: the shell palace, the reef, the kelp forest, bubbles, a seaweed cake with pearls, the
// dolphins and the octopus at the turn.
describe('a birthday party under the sea', () => {
  it.each([
    ['en', 'mermaids', 'A mermaid birthday party under the sea', /shell palace|coral reef|kelp/],
    ['fr', 'mermaids', 'Un anniversaire de sirène sous la mer', /palais de coquillages|récif|algues/],
    ['en', 'ocean-animals', 'A little fish turns five', /shell palace|coral reef|kelp/],
    ['fr', 'story-book', 'Une petite sirène fête ses 6 ans', /palais de coquillages|récif|algues/],
  ] as const)('%s %s: %s', async (language, type, description, sea) => {
    for (const pages of [4, 12, 24, 50]) {
      const book = await planStory({ type, language, description, pages });
      const texts = book.pages.map((p) => p.text ?? '');
      const text = texts.join('\n');
      // Bubbles "instead of balloons" is the only balloon said.
      expect(text.replace(/instead of balloons|à la place des ballons/g, '')).not.toMatch(
        /bedroom|kitchen|garden|\brain|\bDad\b|balloon|chambre|cuisine|jardin|pleuv|Papa|ballon/i,
      );
      expect(text).toMatch(sea);
      for (const p of book.pages) expect(p.hints?.family, `${pages}: ${p.text}`).toBe('sea');
      const turn = book.pages.find((p) => p.hints?.beat === 'turn');
      expect(turn?.text).toMatch(/dolphins|dauphins/);
      expect(turn?.hints?.subjects).toEqual(
        expect.arrayContaining(['birthday-cake', 'bubbles', 'dolphin', 'octopus']),
      );
      const sentences = texts.flatMap((t) => splitSentences(t));
      expect(sentences.length - new Set(sentences).size, `${pages} pages`).toBe(0);
      const deeds = texts.slice(1, -1).map(deed);
      expect(deeds.length - new Set(deeds).size, `${pages} pages: deeds`).toBe(0);
    }
  });
});
