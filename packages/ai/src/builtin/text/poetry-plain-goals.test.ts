import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

/** The plain goals (idea/read-goal-plain.ts) sung in the poem, with no stock kite to look for. */
describe('a poem sings a lost voice, a day at work and a roaming pack (poetry-goal-couplets-more.ts)', () => {
  for (const [language, description, first, last] of [
    [
      'en',
      'A little mermaid loses her voice and must find it',
      /voice slipped away/,
      /back came \p{L}+’s voice/u,
    ],
    ['fr', 'Zoé a perdu son sourire', /n’a plus son sourire/, /voilà son sourire de retour/],
    ['fr', 'Tom passe une journée avec son papa boulanger', /Avec Papa, toute la journée/, null],
    ['en', 'A majestic wolf pack runs through the snowy forest', /the pack would roam/, null],
  ] as const)
    it(`${language}: ${description}`, async () => {
      const plan = await planStory({ type: 'poetry-rhymes', language, description, pages: 12 });
      const texts = plan.pages.map((p) => p.text);
      expect(texts.slice(0, 3).join('\n')).toMatch(first);
      if (last) expect(texts.at(-1)).toMatch(last);
      expect(texts.join('\n')).not.toMatch(/kite|cerf-volant|parcel|colis/i);
    });
});

describe('a parent walking in a poem goes by what the child calls them', () => {
  it('« Avec Papa, main dans la main », "Mia and Mum, side by side" (not « le papa », "the mum")', async () => {
    const textOf = async (language: 'en' | 'fr', description: string) =>
      (await planStory({ type: 'poetry-rhymes', language, description, pages: 8 })).pages
        .map((p) => p.text)
        .join('\n');
    const fr = await textOf('fr', 'Tom passe une journée avec son papa boulanger');
    expect(fr).toMatch(/Avec Papa, main dans la main/);
    expect(fr).not.toMatch(/le papa/);
    const en = await textOf('en', 'Mia and her mum bake a cake');
    expect(en).toMatch(/Mia and Mum, side by side/);
  });
});
