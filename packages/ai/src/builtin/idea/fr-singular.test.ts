import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';
import { readIdea } from './read-idea';

/**
 * « ours » read from an idea lost its s (« un our », « l’our »), and so did « souris » (« une souri »):
 * French nouns ending in s or x that are singular stay whole; plurals still lose theirs.
 */
describe('French singulars that end in s or x', () => {
  it.each([
    ['Une souris aide un ours pris dans un filet', 'ours'],
    ['Léo se fait un ami : un ours', 'ours'],
    ['Un chat aide une souris perdue', 'souris'],
    ['Une fille sauve une brebis perdue', 'brebis'],
    ['Zoé aide des chatons perdus', 'chaton'],
    ['Zoé aide des hiboux perdus', 'hibou'],
    ['Un garçon aide une perdrix blessée', 'perdrix'],
    ['Zoé aide des colibris perdus', 'colibri'],
  ])('%s: « %s »', (idea, said) => {
    const goal = readIdea('', idea, 'fr').goal as { said?: { fr: string } };
    expect(goal?.said?.fr).toBe(said);
  });

  it('the fable frees « l’ours », not « l’our »', async () => {
    const plan = await planStory({
      type: 'story-book',
      language: 'fr',
      description: 'Une souris aide un ours pris dans un filet',
      pages: 8,
    });
    const text = plan.pages.map((p) => `${p.text} ${p.alt}`).join('\n');
    expect(text).toMatch(/l’ours/);
    expect(text).not.toMatch(/\bour\b|l’our(?!s)/);
  });
});
