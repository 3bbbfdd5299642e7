import { describe, expect, it } from 'vitest';
import { planBuiltinStory } from '../text/plan-builtin-story';
import { readIdea } from './read-idea';

/** Issue 14: the key object keeps the user's own noun and colour ("a red sailboat" is not "the red boat"). */
const book = (description: string, language: 'en' | 'fr') =>
  planBuiltinStory({
    title: 'Sail',
    author: 'A',
    type: 'story-book',
    description,
    pages: 12,
    language,
    trim: '8x8',
    bleed: false,
    quality: 'standard',
  });

describe('the key object as the user named it', () => {
  it('reads "sailboat" and « voilier » as themselves, drawn as a sailboat', () => {
    const en = readIdea('Sail', 'A boy named Sam looks for his red sailboat at the beach.', 'en').object;
    expect(en?.word.en).toBe('sailboat');
    expect(en?.word.icon).toBe('sailboat');
    expect(en?.colour?.en).toBe('red');
    const fr = readIdea('Voile', 'Un garçon nommé Sam cherche son voilier rouge à la plage.', 'fr').object;
    expect(fr?.word.fr).toBe('voilier');
    expect(fr?.word.f).toBe(false);
    expect(fr?.word.icon).toBe('sailboat');
  });

  it('keeps the lexicon word when the user’s noun is the same or has no icon of its own', () => {
    expect(readIdea('Kites', 'Mia looks for her red kites in the park.', 'en').object?.word.en).toBe('kite');
    expect(readIdea('Teddy', 'Tom lost his teddy in the garden.', 'en').object?.word.en).toBe('teddy bear');
  });

  it('a French noun takes the gender its determiner says (« sa horloge » is feminine)', () => {
    const o = readIdea('Lou', 'Une fille nommée Lou a perdu sa horloge bleue.', 'fr').object;
    expect(o?.word.fr).toBe('horloge');
    expect(o?.word.f).toBe(true);
  });

  it('prints it in the book and its alt texts, en and fr', async () => {
    const en = await book('A boy named Sam looks for his red sailboat at the beach.', 'en');
    const enAll = en.pages.map((p) => `${p.text} ${p.alt}`).join('\n');
    expect(enAll).toMatch(/red sailboat/);
    expect(enAll).not.toMatch(/red boat/);
    const fr = await book('Un garçon nommé Sam cherche son voilier rouge à la plage.', 'fr');
    const frAll = fr.pages.map((p) => `${p.text} ${p.alt}`).join('\n');
    expect(frAll).toMatch(/voilier rouge/);
    expect(frAll).not.toMatch(/bateau/);
  });
});
