import { describe, expect, it } from 'vitest';
import { readIdea } from '../idea/read-idea';
import { planStory } from '../testing/story-fixtures';

// 'Grandma bakes a cake with Lily for Dad’s birthday' had Lily's dad bake beside her all book and the
// plan "to bake a cake with Lily for Dad’s birthday" (Lily baking with herself). Grandma bakes with
// Lily; Dad, whose birthday it is, blows out the candles on the last page, drawn beside the cake.
describe('a cake for a grown-up’s birthday', () => {
  it.each([
    [
      'en',
      'Grandma bakes a cake with Lily for Dad’s birthday',
      'Lily',
      'Grandma',
      'Dad',
      'to bake a cake for Dad’s birthday',
    ],
    [
      'fr',
      'Mamie et Léa préparent un gâteau pour l’anniversaire de Papa',
      'Léa',
      'Mamie',
      'Papa',
      'préparer un gâteau pour l’anniversaire de Papa',
    ],
    [
      'fr',
      'Mamie prépare un gâteau avec Léa pour l’anniversaire de Papa',
      'Léa',
      'Mamie',
      'Papa',
      'préparer un gâteau pour l’anniversaire de Papa',
    ],
  ] as const)('%s: %s', async (language, description, name, baker, party, plan) => {
    const facts = readIdea('', description, language);
    expect(facts.heroKind?.id).not.toBe('father');
    expect(facts.companions.map((c) => c.kind.id)).toEqual(['grandmother']);
    const book = await planStory({ type: 'story-book', language, description, pages: 12 });
    expect(book.character.name).toBe(name);
    const text = book.pages.map((p) => p.text).join('\n');
    expect(text).toContain(plan);
    expect(text).toContain(`${name} ${language === 'en' ? 'and' : 'et'} ${baker}`);
    // Dad never bakes his own cake: he comes at the end, drawn beside it.
    const middle = book.pages.slice(2, -1);
    expect(middle.some((p) => p.text.includes(party))).toBe(false);
    const last = book.pages.at(-1);
    expect(last?.text).toMatch(language === 'en' ? /Dad blew out the candles/ : /Papa souffla les bougies/);
    expect(last?.hints?.subjects).toEqual(['birthday-cake', 'man']);
    expect(last?.alt).toContain(party);
  });
});
