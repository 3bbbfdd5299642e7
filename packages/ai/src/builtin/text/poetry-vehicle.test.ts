import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

/** What a body does and a train, a fire truck or a boat does not (issue 14). */
const BODY = {
  en: /\b(danc\w*|jump\w*|hop\w*|skipp\w*|tiptoe\w*|feet|waves? hello|gave a little wave)\b/i,
  fr: /\b(danse\w*|dansa\w*|saute\w*|sauta\w*|fait coucou|main dans la main|pointe des pieds)/i,
};

const poemText = async (language: 'en' | 'fr', description: string) =>
  (await planStory({ type: 'poetry-rhymes', language, description, pages: 24 })).pages
    .map((p) => p.text)
    .join('\n');

describe('a vehicle hero’s poem uses vehicle actions (poetry-vehicle-lines.ts)', () => {
  for (const [language, description, moves] of [
    ['en', 'A little red train goes up the hill', /\b(rolled|toot\w*|honked)\b/],
    ['en', 'A fire truck named Ruby', /\b(rolled|toot\w*|honked)\b/],
    ['fr', 'Un petit bateau sur le lac', /\b(navigue\w*|siffle)\b/],
    ['fr', 'Un petit train qui s’appelle Tchou va à la montagne', /\b(roule\w*|klaxonne)\b/],
  ] as const)
    it(`${language}: ${description} — no dancing, jumping or hopping`, async () => {
      const text = await poemText(language, description);
      expect(text).not.toMatch(BODY[language]);
      expect(text).toMatch(moves);
      // "A little boat" is « le petit bateau », not « le petit petit bateau ».
      expect(text).not.toMatch(/\b(petite? petite?|little little)\b/i);
    });
});
