import type { Language } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { planBuiltinStory } from './plan-builtin-story';
import { splitSentences } from './sentences';

/** A helper already described "with binoculars" is not then "with a friendly smile" in the same sentence. */
const sentences = async (description: string, language: Language, title: string) =>
  (
    await planBuiltinStory({
      type: 'story-book',
      language,
      title,
      description,
      pages: 24,
      author: 'Test',
    } as Parameters<typeof planBuiltinStory>[0])
  ).pages.flatMap((p) => splitSentences(p.text ?? ''));

describe('no doubled "with" / « avec » where a helper has a description of its own', () => {
  it.each([
    ['Milo the fox lost his red kite in the forest', 'en', /\bwith\b[^.!?]*\bwith a friendly smile/],
    ['Minou le chat a perdu sa balle dans la forêt', 'fr', /\bavec\b[^.!?]*\bavec un sourire/],
  ] as const)('%s', async (description, lang, doubled) => {
    for (const title of ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'])
      for (const s of await sentences(description, lang, title)) expect(s).not.toMatch(doubled);
  });
});
