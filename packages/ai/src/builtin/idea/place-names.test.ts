import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

/** « Les manchots de l’Antarctique » was « Voici Antarctique, un manchot »: a place is never the hero's name. */
describe('a land or a pole the idea names is no hero name (place-names, read-names)', () => {
  it.each([
    ['fr', 'Les manchots de l’Antarctique', 'Antarctique'],
    ['fr', 'Les ours du Canada', 'Canada'],
    ['fr', 'Les lions d’Afrique', 'Afrique'],
    ['fr', 'Un koala d’Australie', 'Australie'],
    ['en', 'Polar bears of the Arctic', 'Arctic'],
    ['en', 'The penguins of Antarctica', 'Antarctica'],
  ] as const)('%s: %s', async (language, description, place) => {
    const p = await planStory({ type: 'story-book', language, description, pages: 4 });
    expect(p.character.name).not.toBe(place);
    expect(p.pages[0].text).not.toMatch(new RegExp(`(Voici|Meet|nommée?|called) ${place}\\b`));
  });

  it('still names a hero whose name follows « de »', async () => {
    const p = await planStory({
      type: 'story-book',
      language: 'fr',
      description: 'Les aventures de Léa',
      pages: 4,
    });
    expect(p.character.name).toBe('Léa');
  });
});
