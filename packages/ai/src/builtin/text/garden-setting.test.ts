import type { Language } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { readIdea } from '../idea/read-idea';
import { landmarkFor } from '../pictures/landmarks';
import { planBuiltinStory } from './plan-builtin-story';

/**
 * Issue 14: "in the garden" is a garden, not a park — its own setting, said « au jardin » /
 * "in the garden" in the text, drawn at its flower beds, vegetable patch (rows behind a fence),
 * apple tree, pond and tool shed.
 */
const plan = (description: string, language: Language) =>
  planBuiltinStory({
    type: 'story-book',
    language,
    title: 'Garden',
    description,
    pages: 16,
    author: 'T',
  } as Parameters<typeof planBuiltinStory>[0]);

describe('a garden setting', () => {
  it.each([
    ['Mia and her cat look for a red ball in the garden.', 'en', 'garden'],
    ['Léa et son chat cherchent un ballon rouge dans le jardin.', 'fr', 'garden'],
    ['Tom plays in the park.', 'en', 'park'],
    ['Tom joue au parc.', 'fr', 'park'],
    ['A princess walks in the castle garden.', 'en', 'castle'],
  ] as const)('%s → %s', (description, lang, id) => {
    expect(readIdea('Title', description, lang).setting?.id).toBe(id);
  });

  it.each([
    ['Mia and her cat look for a red ball in the garden.', 'en', /\bgarden\b/, /\bpark\b/],
    ['Léa et son chat cherchent un ballon rouge dans le jardin.', 'fr', /\bjardin\b/, /\bparc\b/],
  ] as const)('%s: said and drawn as a garden', async (description, lang, garden, park) => {
    const pages = (await plan(description, lang)).pages;
    const all = pages.map((p) => `${p.text} ${p.alt}`).join(' ');
    expect(all).toMatch(garden);
    expect(all).not.toMatch(park);
    const drawn = new Set(
      pages.map((p) => landmarkFor(String((p.hints as { place?: string } | undefined)?.place ?? ''))?.id),
    );
    expect(drawn.has('vegetables')).toBe(true);
    for (const id of drawn) expect(['flowers', 'vegetables', 'orchard', 'pond', 'shed']).toContain(id);
  });
});
