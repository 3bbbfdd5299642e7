import { describe, expect, it } from 'vitest';
import type { BookRequest } from '../../types';
import { planStory } from '../testing/story-fixtures';

/**
 * « Un ours attaque le village » printed « chacun se tienne loin d’ours » and « loin du chemin
 * d’ours »: the threat's « de » was glued to the noun by hand, dropping its article. The slot keeps
 * the article (« de l’ours », « de le loup » → « du loup », « de la sorcière ») and the contractions
 * elide « de » only before a bare word; English says "of the bear".
 */
const BOOKS = [
  ['story-book', 'fr', 'Un ours attaque le village', /loin (du chemin )?de l’ours/],
  ['comic-books', 'fr', 'Un ours attaque le village', /loin (du chemin )?de l’ours/],
  ['story-book', 'fr', 'Une fille magique protège son village contre un ours', /loin (du chemin )?de l’ours/],
  ['story-book', 'fr', 'Un petit renard protège la forêt contre un loup', /loin (du chemin )?du loup/],
  [
    'story-book',
    'fr',
    'Un petit renard protège la forêt contre une sorcière',
    /loin (du chemin )?de la sorcière/,
  ],
  ['story-book', 'en', 'A bear attacks the village', /the bear/],
] as const;

describe('the threat’s « de » keeps its article', () => {
  it.each(BOOKS)('%s %s: %s', async (type, language, description, said) => {
    const plan = await planStory({ type: type as BookRequest['type'], language, description, pages: 24 });
    const text = plan.pages.map((p) => p.text).join('\n');
    expect(text).toMatch(said);
    // No « d’ » glued to a common noun that needs its article, nor "of bear" in English.
    expect(text).not.toMatch(/\bd’(ours|loup|sorcière|ogre|éléphant)\b/);
    expect(text).not.toMatch(/\b(of|from) bear\b/);
  });
});
