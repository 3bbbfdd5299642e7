import { describe, expect, it } from 'vitest';
import { readIdea } from '../idea/read-idea';
import { frThe } from '../idea/words';
import { planStory } from '../testing/story-fixtures';

/** Issue 14: a helper the idea names ("an owl named Hoot") is met by that name, en and fr. */
const plan = (type: string, description: string, language: 'en' | 'fr') =>
  planStory({ title: 'Hoot', type: type as Parameters<typeof planStory>[0]['type'], description, language });

const IDEAS = {
  en: 'A girl named Mia looks for her red kite in the park. An owl named Hoot helps her.',
  fr: 'Une fille nommée Mia cherche son cerf-volant rouge dans le parc. Un hibou nommé Hoot l’aide.',
};

describe('the helper the idea names', () => {
  it('reads the name given to a character met on the way', () => {
    expect(readIdea('T', IDEAS.en, 'en').otherNames).toEqual({ owl: 'Hoot' });
    expect(readIdea('T', IDEAS.fr, 'fr').otherNames).toEqual({ owl: 'Hoot' });
    expect(readIdea('T', 'A fox looks for a key. An owl helps him.', 'en').otherNames).toBeUndefined();
  });

  it.each([
    ['en', /Hoot the owl/, /with Hoot the owl/],
    ['fr', /Hoot le hibou/, /avec Hoot le hibou/],
  ] as const)('%s: the story meets Hoot by name and the alt text says so', async (lang, met, alt) => {
    const pages = (await plan('story-book', IDEAS[lang], lang)).pages;
    const page = pages.find((p) => met.test(p.text));
    expect(page, pages.map((p) => p.text).join('\n')).toBeDefined();
    expect(page?.alt).toMatch(alt);
    expect(pages.map((p) => p.text).join(' ')).not.toMatch(/an owl|un hibou|l’hibou/);
  });

  it('an aspirated h takes no elision: « le hibou », « le hérisson »; « l’hippocampe » keeps it', () => {
    const word = (fr: string) => ({ id: fr, en: fr, fr, icon: '' });
    expect(frThe(word('hibou'))).toBe('le hibou');
    expect(frThe(word('hérisson'))).toBe('le hérisson');
    expect(frThe(word('hippocampe'))).toBe('l’hippocampe');
  });
});
