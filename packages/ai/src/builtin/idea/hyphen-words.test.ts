import { describe, expect, it } from 'vitest';
import { drawPlanPage, planStory } from '../testing/story-fixtures';
import { readIdea } from './read-idea';

/**
 * Issue 14: « Une licorne qui cherche son arc-en-ciel » looked for « un arc » drawn as a parcel — the
 * tagger cuts a hyphenated word into words. The rainbow is the key object, printed whole
 * (« l’arc-en-ciel ») and drawn as the rainbow; other hyphenated nouns are read whole too.
 */
describe('a hyphenated word is read whole (tokens.ts, goal-object.ts)', () => {
  it.each([
    ['Une licorne qui cherche son arc-en-ciel', 'fr', 'rainbow', 'arc-en-ciel', 'rainbow'],
    ['A unicorn looking for her rainbow', 'en', 'rainbow', 'rainbow', 'rainbow'],
    ['Léo perd son cerf-volant', 'fr', 'kite', 'cerf-volant', 'kite'],
    ['Zoé cherche son porte-monnaie rouge', 'fr', 'noun:purse', 'porte-monnaie', 'purse'],
    ['Un hérisson cherche son tire-bouchon', 'fr', 'noun:tire-bouchon', 'tire-bouchon', 'package'],
    ['Léo cherche sa chauve-souris', 'fr', 'bat', 'chauve-souris', 'bat'],
  ] as const)('%s → %s', (description, lang, id, said, icon) => {
    const word = readIdea('', description, lang).object?.word;
    expect(word?.id).toBe(id);
    expect(lang === 'fr' ? word?.fr : word?.en).toBe(said);
    expect(word?.icon).toBe(icon);
  });

  it.each([
    ['Un porc-épic qui cherche son ami', 'hedgehog', 'porc-épic'],
    ['Une chauve-souris cherche sa grand-mère', 'bat', 'chauve-souris'],
  ] as const)('the hero of « %s » is a %s', (description, id, fr) => {
    const facts = readIdea('', description, 'fr');
    expect(facts.heroKind?.id).toBe(id);
    expect(facts.heroKind?.fr).toBe(fr);
  });

  it.each([
    ['fr', 'Une licorne qui cherche son arc-en-ciel', /l’arc-en-ciel/],
    ['en', 'A unicorn looking for her rainbow', /the rainbow/],
  ] as const)('%s: %s finds the rainbow, drawn as one', async (language, description, said) => {
    const plan = await planStory({ type: 'story-book', description, language, pages: 12 });
    const text = plan.pages.map((p) => p.text).join(' ');
    expect(text).toMatch(said);
    expect(text).not.toMatch(/\b(?:un|l’|le) arc\b(?!-)|\ban unicorn\b/);
    const turn = plan.pages.findIndex((p) => p.hints?.beat === 'turn');
    const svg = drawPlanPage(plan, 'story-book', turn);
    expect(svg).toContain('data-icon="rainbow"');
    expect(svg).not.toContain('data-icon="package"');
  });
});
