import type { Language } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { readIdea } from '../idea/read-idea';
import { environmentOfPage } from '../pictures/place-environment';
import { storyRequest } from '../testing/story-fixtures';
import { planBuiltinStory } from './plan-builtin-story';
import { themeFor } from './themes';

/**
 * Issue 14: going to the sea for the holidays is the beach — « journal de vacances à la mer »,
 * « Zoé va à la mer avec sa famille », "a day at the seaside", "goes to the sea" are on the sand, not
 * on a coral reef among the fish; « sous la mer », « au fond de l’océan », a mermaid, a submarine,
 * "under the sea" stay underwater.
 */
describe('a seaside trip is the beach', () => {
  it.each([
    ['Mon journal de vacances à la mer', 'fr', 'beach'],
    ['Zoé va à la mer avec sa famille', 'fr', 'beach'],
    ['Des vacances au bord de la mer', 'fr', 'beach'],
    ['A day at the seaside', 'en', 'beach'],
    ['Lily goes to the sea with her family', 'en', 'beach'],
    ['Léo explore la mer la nuit', 'fr', 'sea'],
    ['Un petit poisson vit sous la mer', 'fr', 'sea'],
    ['Une petite sirène vit à la mer', 'fr', 'sea'],
    ['Zoé plonge au fond de l’océan', 'fr', 'sea'],
    ['Max takes a submarine to the sea', 'en', 'sea'],
    ['A turtle under the sea', 'en', 'sea'],
  ] as const)('%s → %s', (description, lang, id) => {
    expect(readIdea('Title', description, lang).setting?.id).toBe(id);
  });

  it.each([
    ['journal', 'Mon journal de vacances à la mer', 'fr'],
    ['story-book', 'Zoé va à la mer avec sa famille', 'fr'],
    ['story-book', 'Lily goes to the sea with her family', 'en'],
    ['story-book', 'A day at the seaside', 'en'],
  ] as const)('%s: %s has no reef, fish or underwater page', async (type, description, lang) => {
    const req = storyRequest({ type, description, language: lang as Language, pages: 16 });
    expect(themeFor(type, description).id).not.toBe('ocean');
    const book = await planBuiltinStory(req);
    const all = book.pages.map((p) => `${p.text} ${p.alt}`).join(' ');
    expect(all).not.toMatch(
      /sous la mer|récif|corail|algues|épave|eaux profondes|under the sea|reef|coral|kelp|sunken|deep blue/i,
    );
    for (const p of book.pages) {
      const h = (p.hints ?? {}) as { place?: string; family?: string };
      if (h.place) expect(environmentOfPage(themeFor(type, description).id, h.place)).not.toBe('underwater');
    }
  });
});
