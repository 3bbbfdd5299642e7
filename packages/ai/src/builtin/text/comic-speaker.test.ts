import { describe, expect, it } from 'vitest';
import type { BookRequest } from '../../types';
import { planBuiltinStory } from './plan-builtin-story';

type P = { speaker: string | null; line: string | null; who?: string };

/**
 * Issue 14: in a comic the helper who speaks is the story's helper, the one the idea names
 * ("an owl named Hoot" speaks as Hoot), in English and in French, not the comic theme's robot.
 */
const speakers = async (language: 'en' | 'fr', description: string) => {
  const pages = (
    await planBuiltinStory({
      title: 'Hoot',
      author: 'Test',
      type: 'comic-books',
      description,
      pages: 16,
      language,
      trim: '8x8',
      bleed: false,
      quality: 'standard',
    } as BookRequest)
  ).pages;
  const panels = pages.flatMap((p) => (p.hints?.panels as P[] | undefined) ?? []);
  return {
    text: pages.map((p) => p.text).join('\n'),
    helpers: new Set(panels.filter((p) => p.line && p.who === 'helper').map((p) => p.speaker)),
  };
};

describe('the comic’s helper is the story’s named helper', () => {
  it.each([
    ['en', 'A girl named Mia looks for her red kite. An owl named Hoot helps her.', 'Hoot', /Hoot the owl/],
    [
      'fr',
      'Une fille nommée Mia cherche son cerf-volant rouge. Un hibou nommé Hoot l’aide.',
      'Hoot',
      /Hoot le hibou/,
    ],
    ['fr', 'Une fille nommée Mia cherche son cerf-volant rouge. Un hibou l’aide.', 'un hibou', /un hibou/],
  ] as const)('%s: %s', async (lang, description, speaker, met) => {
    const { text, helpers } = await speakers(lang, description);
    expect(text).toMatch(met);
    expect([...helpers]).toEqual([speaker]);
  });
});
